import { playerEndpoints as api, competitionGroup, type TCompetition } from '@atrium/contracts/players';
import type { FastifyInstance } from 'fastify';
import { sanitizeOptionalRichText } from '../../platform/html';
import { defineResource, type ResourceDefinition } from '../../platform/resources/resource-definition';
import { route } from '../../platform/routes/route';
import { isoTimes } from './content-access';
import { listPlayers, ranking, updateMyPlayer } from './players.service';
import { competitions } from './players.tables';

/** An agency's competitions: its admins set them up; its people (staff and locations) read them. */
export const competitionResource: ResourceDefinition = defineResource({
  group: competitionGroup,
  table: competitions,
  scope: 'agency',
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

export async function playerRoutes(app: FastifyInstance) {
  route(app, api.list, ({ db, actor }) => listPlayers({ db, actor }));
  route(app, api.updateMine, ({ db, actor, body }) => updateMyPlayer({ db, actor, input: body }));
  route(app, api.ranking, ({ db, actor, query }) => ranking({ db, actor, query }));
}
