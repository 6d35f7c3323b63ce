import { changelogEndpoints, type TChangelog } from '@atrium/contracts/changelogs';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { appNamesById } from '../apps/apps-directory';
import { changelogItems, changelogs, roadmapItems } from './roadmap.tables';
import type { ManagerScope } from './roadmap-access';

/** How changelog entries are read: with their app's name and the items they ship. Drafts exist only for their managers. */

type ChangelogRow = typeof changelogs.$inferSelect;

/** The content-writes topic of changelog entries (platform/content-writes.ts). */
export const CHANGELOG_TOPIC = changelogEndpoints.list.path;

/** Entries everyone reads: the published ones (drafts are their managers'). */
export const publishedChangelogs = (): SQL => eq(changelogs.status, 'published');

export async function toChangelogs(db: Db, rows: ChangelogRow[], scope: ManagerScope): Promise<TChangelog[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r._id);
  const appIds = [...new Set(rows.flatMap((r) => (r.appId ? [r.appId] : [])))];
  const [links, appNames] = await Promise.all([
    db
      .select({
        changelogId: changelogItems.changelogId,
        _id: roadmapItems._id,
        title: roadmapItems.title,
        status: roadmapItems.status,
      })
      .from(changelogItems)
      .innerJoin(roadmapItems, eq(roadmapItems._id, changelogItems.itemId))
      .where(inArray(changelogItems.changelogId, ids))
      .orderBy(asc(roadmapItems.title)),
    appNamesById({ db, appIds }),
  ]);
  return rows.map((row) => ({
    _id: row._id,
    title: row.title,
    body: row.body,
    status: row.status,
    app: row.appId ? { _id: row.appId, name: appNames.get(row.appId) ?? '' } : null,
    items: links.filter((l) => l.changelogId === row._id).map(({ _id, title, status }) => ({ _id, title, status })),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    viewerCanManage: scope.canManage(row.appId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** An entry the actor may see (a draft only when they manage its roadmap), or a 404 that confirms nothing. */
export async function loadVisibleChangelog(opts: { db: Db; scope: ManagerScope; id: string; lock?: boolean }) {
  const query = opts.db.select().from(changelogs).where(eq(changelogs._id, opts.id)).limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row || (row.status === 'draft' && !opts.scope.canManage(row.appId))) throw notFound('Changelog');
  return row;
}

export async function readChangelog(opts: { db: Db; scope: ManagerScope; id: string }) {
  const row = await loadVisibleChangelog(opts);
  return (await toChangelogs(opts.db, [row], opts.scope))[0]!;
}
