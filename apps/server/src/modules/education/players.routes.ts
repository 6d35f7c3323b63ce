import {
  type TCompetition,
  ZCompetition,
  ZCompetitionCreate,
  ZCompetitionFilter,
  ZCompetitionUpdate,
  ZMyPlayerResponse,
  ZMyPlayerUpdate,
  ZPlayerList,
  ZRankingQuery,
  ZRankingResponse,
} from '@atrium/contracts/players';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/auth/auth-plugin';
import { sanitizeOptionalRichText } from '../../platform/html';
import { defineResource, type ResourceDefinition } from '../../platform/resources/resource-definition';
import { isoTimes } from './content-access';
import { listPlayers, ranking, updateMyPlayer } from './players.service';
import { competitions } from './players.tables';

/** An agency's competitions: its admins set them up; its people (staff and locations) read them. */
export const competitionResource: ResourceDefinition = defineResource({
  label: 'Competition',
  path: '/api/v1/competition',
  tag: 'Players',
  table: competitions,
  scope: 'agency',
  schemas: { item: ZCompetition, create: ZCompetitionCreate, update: ZCompetitionUpdate, filter: ZCompetitionFilter },
  access: {
    read: (actor) => actor.kind === 'user' && actor.agencyId !== null,
    write: (actor) => actor.kind === 'user' && actor.role === 'agency_admin',
  },
  prepare: (input) => {
    const values: Record<string, unknown> = { ...input };
    if ('description' in input) values.description = sanitizeOptionalRichText(input.description as string | null) || null;
    for (const field of ['startsAt', 'endsAt'] as const)
      if (typeof input[field] === 'string') values[field] = new Date(input[field] as string);
    return values;
  },
  toItem: (row): TCompetition => ({
    _id: row._id,
    name: row.name,
    description: row.description,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    ...isoTimes(row),
  }),
});

export async function playerRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['Players'];
  const security = [{ bearer: [] }];
  app.get(
    '/api/v1/staff_players',
    {
      onRequest: requireSignedIn,
      schema: { tags, summary: "My agency's people as players, with their points", security, response: { 200: ZPlayerList } },
    },
    (request) => listPlayers({ db: app.deps.db, actor: request.actor }),
  );
  app.put(
    '/api/v1/staff_players/me',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        summary: 'My player profile: title, avatar, and whether I appear on leaderboards',
        security,
        body: ZMyPlayerUpdate,
        response: { 200: ZMyPlayerResponse },
      },
    },
    (request) => updateMyPlayer({ db: app.deps.db, actor: request.actor, input: request.body }),
  );
  app.get(
    '/api/v1/ranking',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        summary: "My agency's leaderboard over 7 days, 30 days, all time or a competition",
        security,
        querystring: ZRankingQuery,
        response: { 200: ZRankingResponse },
      },
    },
    (request) => ranking({ db: app.deps.db, actor: request.actor, query: request.query }),
  );
}
