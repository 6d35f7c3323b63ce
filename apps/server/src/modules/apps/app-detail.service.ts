import type { TAppDetail, TAppSuggestion } from '@atrium/contracts/apps';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { type Actor, isSuperAdmin } from '../../platform/tenancy/actor';
import { plansByApp, selectFullApps, toAppCard, toPlan } from './app-cards';
import { apps, appVersions } from './apps.tables';
import { withTypoThreshold } from './catalogue.service';

/** The app page. Everyone sees live apps; the super admin also sees drafts, reviews and deprecated ones. */
export async function getAppDetail(opts: { db: Db; actor: Actor; appId: string }): Promise<TAppDetail> {
  const { db, actor, appId } = opts;
  const visible = isSuperAdmin(actor) ? undefined : eq(apps.status, 'live');
  const [row] = await selectFullApps(db)
    .where(and(eq(apps._id, appId), visible))
    .limit(1);
  if (!row) throw notFound('App');
  const [plans, versions] = await Promise.all([
    plansByApp(db, [appId]),
    db.select().from(appVersions).where(eq(appVersions.appId, appId)).orderBy(desc(appVersions.releasedAt)),
  ]);
  const appPlans = plans.get(appId) ?? [];
  const { app } = row;
  const [one = 0, two = 0, three = 0, four = 0, five = 0] = app.ratingCounts;
  return {
    ...toAppCard(row, appPlans),
    description: app.description,
    screenshots: app.screenshots,
    videoUrl: app.videoUrl,
    tags: app.tags,
    plans: appPlans.map(toPlan),
    versions: versions.map((v) => ({ _id: v._id, version: v.version, notes: v.notes, releasedAt: v.releasedAt.toISOString() })),
    ratingDistribution: [one, two, three, four, five],
    status: app.status,
    support: { website: app.supportWebsite, email: app.supportEmail, docsUrl: app.docsUrl, privacyUrl: app.privacyUrl },
    customPageUrl: app.customPageUrl,
  };
}

const suggestionColumns = { _id: apps._id, name: apps.name, tagline: apps.tagline, iconUrl: apps.iconUrl, type: apps.type };

/**
 * Suggestions while typing: names that start with the query first, then apps whose words start with
 * the words typed (both indexed). When that finds too few, names that are a near miss (a typo).
 */
export async function suggestApps(opts: { db: Db; q: string; limit: number }): Promise<TAppSuggestion[]> {
  const { db, q, limit } = opts;
  const prefix = `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const startsWith: SQL = sql`lower(${apps.name}) like ${prefix}`;
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const wordPrefixes =
    words.length > 0 ? sql`${apps.search} @@ to_tsquery('english', ${words.map((w) => `${w}:*`).join(' & ')})` : undefined;
  const found = await db
    .select(suggestionColumns)
    .from(apps)
    .where(and(eq(apps.status, 'live'), or(startsWith, wordPrefixes)))
    .orderBy(desc(startsWith), desc(apps.installCount), asc(apps._id))
    .limit(limit);
  if (found.length >= limit) return found;
  const near = await withTypoThreshold(db, (tx) =>
    tx
      .select(suggestionColumns)
      .from(apps)
      .where(and(eq(apps.status, 'live'), sql`lower(${q}) <% lower(${apps.name})`))
      .orderBy(desc(sql`word_similarity(lower(${q}), lower(${apps.name}))`), desc(apps.installCount), asc(apps._id))
      .limit(limit),
  );
  const seen = new Set(found.map((s) => s._id));
  return [...found, ...near.filter((s) => !seen.has(s._id))].slice(0, limit);
}
