import { APP_TYPES } from '@atrium/contracts/app-values';
import type {
  TAppCollections,
  TCategory,
  TMultipleAppPlan,
  TNestedStore,
  TPartner,
  TPartnerDetail,
} from '@atrium/contracts/apps';
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { plansByApp, selectCards, toAppCards, toPlan } from '../apps/app-cards';
import { apps, nestedStoreApps, nestedStores, partners } from '../apps/apps.tables';

const live = eq(apps.status, 'live');
const COLLECTION_SIZE = 8;

/** The home page's collections and the categories with how many live apps each has. */
export async function appCollections(db: Db): Promise<TAppCollections> {
  const top = (order: Parameters<ReturnType<typeof selectCards>['orderBy']>, where = live) =>
    selectCards(db)
      .where(where)
      .orderBy(...order)
      .limit(COLLECTION_SIZE)
      .then((rows) => toAppCards(db, rows));
  const [topInstalled, topFree, newlyAdded, topRated, categories] = await Promise.all([
    top([desc(apps.installCount), desc(apps._id)]),
    top([desc(apps.installCount), desc(apps._id)], and(live, eq(apps.isFree, true))),
    top([sql`${apps.publishedAt} desc nulls last`, desc(apps._id)]),
    // At least five reviews, so one happy customer does not top the chart.
    top(
      [sql`${apps.ratingSum}::float / ${apps.ratingCount} desc`, desc(apps.ratingCount)],
      and(live, sql`${apps.ratingCount} >= 5`),
    ),
    db.execute<{ name: string; app_count: number }>(
      sql`select c as name, count(*)::int as app_count from apps, unnest(categories) c where status = 'live' group by c order by c`,
    ),
  ]);
  const toCategory = (row: { name: string; app_count: number }): TCategory => ({
    slug: row.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    name: row.name,
    appCount: Number(row.app_count),
  });
  return { topInstalled, topFree, newlyAdded, topRated, categories: categories.rows.map(toCategory) };
}

/** A nested store by its id, or by the app type it collects (case-insensitive). */
export async function getNestedStore(opts: { db: Db; key: string }): Promise<TNestedStore> {
  const key = opts.key.toLowerCase();
  const byType = (APP_TYPES as readonly string[]).includes(key);
  if (!byType && !isUuid(key)) throw notFound('Store');
  const [store] = await opts.db
    .select()
    .from(nestedStores)
    .where(byType ? eq(nestedStores.appType, key as (typeof APP_TYPES)[number]) : eq(nestedStores._id, key))
    .limit(1);
  if (!store) throw notFound('Store');
  const rows = await selectCards(opts.db)
    .innerJoin(nestedStoreApps, eq(nestedStoreApps.appId, apps._id))
    .where(and(eq(nestedStoreApps.storeId, store._id), live))
    .orderBy(asc(nestedStoreApps.position));
  return {
    _id: store._id,
    name: store.name,
    description: store.description,
    appType: store.appType,
    apps: await toAppCards(opts.db, rows),
  };
}

const partnerStats = { appCount: count(apps._id), totalInstalls: sql<number>`coalesce(sum(${apps.installCount}), 0)::int` };
const toPartner = (row: typeof partners.$inferSelect & { appCount: number; totalInstalls: number }): TPartner => ({
  _id: row._id,
  slug: row.slug,
  name: row.name,
  tagline: row.tagline,
  logoUrl: row.logoUrl,
  website: row.website,
  appCount: Number(row.appCount),
  totalInstalls: Number(row.totalInstalls),
});

/** Partners with at least one live app, by name. */
export async function listPartners(db: Db): Promise<TPartner[]> {
  const rows = await db
    .select({ partner: partners, ...partnerStats })
    .from(partners)
    .innerJoin(apps, and(eq(apps.partnerId, partners._id), live))
    .groupBy(partners._id)
    .orderBy(asc(partners.name));
  return rows.map((r) => toPartner({ ...r.partner, appCount: r.appCount, totalInstalls: r.totalInstalls }));
}

/** A partner's profile by id or slug, with its live apps (most installed first). */
export async function getPartner(opts: { db: Db; key: string }): Promise<TPartnerDetail> {
  const { db, key } = opts;
  const [partner] = await db
    .select()
    .from(partners)
    .where(isUuid(key) ? or(eq(partners._id, key), eq(partners.slug, key)) : eq(partners.slug, key.toLowerCase()))
    .limit(1);
  if (!partner) throw notFound('Partner');
  const rows = await selectCards(db)
    .where(and(eq(apps.partnerId, partner._id), live))
    .orderBy(desc(apps.installCount), desc(apps._id));
  const cards = await toAppCards(db, rows);
  return {
    ...toPartner({ ...partner, appCount: cards.length, totalInstalls: cards.reduce((sum, c) => sum + c.installCount, 0) }),
    description: partner.description,
    apps: cards,
  };
}

/** The plans of several live apps at once (a bundle's page); ids that are unknown or not live are left out. */
export async function plansOfApps(opts: { db: Db; appIds: readonly string[] }): Promise<TMultipleAppPlan[]> {
  const { db, appIds } = opts;
  const rows = await db
    .select({ _id: apps._id, name: apps.name })
    .from(apps)
    .where(and(inArray(apps._id, [...appIds]), live));
  const plans = await plansByApp(
    db,
    rows.map((r) => r._id),
  );
  return rows.map((r) => ({ appId: r._id, appName: r.name, plans: (plans.get(r._id) ?? []).map(toPlan) }));
}
