import {
  BANNERS_CONFIG_DEFAULTS,
  bannerGroup,
  bannersConfigEndpoints,
  newsPostGroup,
  type TBanner,
  type TBannersConfig,
  type TNewsPost,
} from '@atrium/contracts/education-home';
import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { forbidden } from '../../platform/errors';
import { sanitizeOptionalRichText, sanitizeRichText } from '../../platform/html';
import { defineResource, type ResourceDefinition } from '../../platform/resources/resource-definition';
import { route } from '../../platform/routes/route';
import { type Actor, isSuperAdmin, requireUser } from '../../platform/tenancy/actor';
import { fieldError, isoTimes, ownerOfRow, PARTNER_OWNED, publishedOrOwn, writersOwnRows, writesContent } from './content-access';
import { banners, bannersConfig, newsPosts } from './education-home.tables';

/** Readers see a banner inside its window; its writers see it whatever the dates. */
function inWindowOrOwn(actor: Actor): SQL | undefined {
  if (isSuperAdmin(actor)) return undefined;
  const now = new Date();
  const inWindow = and(
    or(isNull(banners.startsAt), lte(banners.startsAt, now)),
    or(isNull(banners.endsAt), gt(banners.endsAt, now)),
  ) as SQL;
  const own = writersOwnRows(banners, actor);
  return own ? or(inWindow, own) : inWindow;
}

const toDate = (value: unknown) => (typeof value === 'string' ? new Date(value) : value);

export const bannerResource: ResourceDefinition = defineResource({
  group: bannerGroup,
  table: banners,
  scope: 'shared',
  ...PARTNER_OWNED,
  access: { read: () => true, write: writesContent },
  locationHides: { key: 'banner' },
  readFilter: (actor) => and(publishedOrOwn(banners, actor), inWindowOrOwn(actor)),
  filters: (query) => [query.status ? eq(banners.status, query.status) : undefined],
  prepare: (input) => {
    const values: Record<string, unknown> = { ...input };
    if ('body' in input) values.body = sanitizeOptionalRichText(input.body as string | null) || null;
    for (const field of ['startsAt', 'endsAt'] as const) if (field in input) values[field] = toDate(input[field]);
    return values;
  },
  toItem: (row): TBanner => ({
    _id: row._id,
    title: row.title,
    body: row.body,
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    linkLabel: row.linkLabel,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    position: row.position,
    status: row.status,
    owner: ownerOfRow(row),
    ...isoTimes(row),
  }),
});

export const newsPostResource: ResourceDefinition = defineResource({
  group: newsPostGroup,
  table: newsPosts,
  scope: 'shared',
  ...PARTNER_OWNED,
  access: { read: () => true, write: writesContent },
  locationHides: { key: 'news' },
  readFilter: (actor) => publishedOrOwn(newsPosts, actor),
  filters: (query) => [query.status ? eq(newsPosts.status, query.status) : undefined],
  prepare: (input) => ('body' in input ? { ...input, body: sanitizeRichText(String(input.body)) } : input),
  validate: async (values) => {
    if (values.body === '') throw fieldError('body', 'Text is required');
  },
  toItem: (row): TNewsPost => ({
    _id: row._id,
    title: row.title,
    body: row.body,
    imageUrl: row.imageUrl,
    pinned: row.pinned,
    status: row.status,
    owner: ownerOfRow(row),
    ...isoTimes(row),
  }),
});

const configOf = (row: typeof bannersConfig.$inferSelect | undefined): TBannersConfig =>
  row
    ? { rotationSeconds: row.rotationSeconds, showOnEducationHome: row.showOnEducationHome, owner: ownerOfRow(row) }
    : { ...BANNERS_CONFIG_DEFAULTS, owner: null };

/** The settings a reader's banners follow: their agency's, else the platform's, else the defaults. */
export async function getBannersConfig({ db, actor }: { db: Db; actor: Actor }): Promise<TBannersConfig> {
  const agencyId = actor.kind === 'user' ? actor.agencyId : null;
  const rows = await db
    .select()
    .from(bannersConfig)
    .where(agencyId ? or(isNull(bannersConfig.agencyId), eq(bannersConfig.agencyId, agencyId)) : isNull(bannersConfig.agencyId));
  return configOf(rows.find((r) => r.agencyId !== null) ?? rows[0]);
}

/** The writer's own settings: the platform's for the super admin, the agency's for its admin (not a partner's). */
export async function putBannersConfig(opts: {
  db: Db;
  actor: Actor;
  input: { rotationSeconds: number; showOnEducationHome: boolean };
}): Promise<TBannersConfig> {
  const user = requireUser(opts.actor);
  // Partners' banners follow the platform's settings: the settings are the platform's and each agency's.
  if (!writesContent(user) || user.role === 'app_creator') throw forbidden();
  const agencyId = isSuperAdmin(user) ? null : user.agencyId;
  const [row] = await opts.db
    .insert(bannersConfig)
    .values({ agencyId, ...opts.input })
    .onConflictDoUpdate({ target: bannersConfig.agencyId, set: { ...opts.input, updatedAt: new Date() } })
    .returning();
  return configOf(row);
}

export async function bannersConfigRoutes(app: FastifyInstance) {
  route(app, bannersConfigEndpoints.get, ({ db, actor }) => getBannersConfig({ db, actor }));
  route(app, bannersConfigEndpoints.put, ({ db, actor, body }) => putBannersConfig({ db, actor, input: body }));
}
