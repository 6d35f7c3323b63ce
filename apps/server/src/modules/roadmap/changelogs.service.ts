import type { ZChangelogCreate, ZChangelogFilter, ZChangelogUpdate } from '@atrium/contracts/changelogs';
import { and, count, eq, ilike, inArray, isNull, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../platform/errors';
import { sanitizeRichText } from '../../platform/html';
import { timeKeyset } from '../../platform/pagination/time-keyset';
import { likePattern } from '../../platform/sql';
import { type Actor, requireUser } from '../../platform/tenancy/actor';
import { notify } from '../notifications/notify';
import { loadVisibleChangelog, publishedChangelogs, readChangelog, toChangelogs } from './changelogs-view';
import { changelogItems, changelogs, roadmapItems, roadmapVotes } from './roadmap.tables';
import { loadManagerScope, managedRowsWhere, requireExistingApp, requireManager, roadmapWhere } from './roadmap-access';

/**
 * Changelog entries: written by the managers of their roadmap (roadmap-access.ts), public once published.
 * Publishing ships the linked items and tells their voters, in one transaction, then live.
 */

/** Published entries, newest first; `status=draft`: the drafts of the roadmaps the viewer manages, last edited first. */
export async function listChangelogs(opts: { db: Db; actor: Actor; query: z.output<typeof ZChangelogFilter> }) {
  const { db, actor, query } = opts;
  const drafts = query.status === 'draft';
  if (drafts) requireUser(actor);
  const scope = await loadManagerScope({ db, actor });
  const keyset = timeKeyset(drafts ? changelogs.updatedAt : changelogs.publishedAt, changelogs._id);
  const q = query.q ? likePattern(query.q) : null;
  const where = and(
    drafts ? eq(changelogs.status, 'draft') : publishedChangelogs(),
    drafts ? managedRowsWhere(scope, changelogs.appId) : undefined,
    roadmapWhere(changelogs.appId, query.appId),
    q ? or(ilike(changelogs.title, q), ilike(changelogs.body, q)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: changelogs, _id: changelogs._id, key: keyset.keyColumn })
      .from(changelogs)
      .where(and(where, keyset.after(query.cursor)))
      .orderBy(...keyset.orderBy)
      .limit(query.limit + 1),
    db.select({ n: count() }).from(changelogs).where(where),
  ]);
  return {
    data: await toChangelogs(
      db,
      rows.slice(0, query.limit).map((r) => r.row),
      scope,
    ),
    meta: { total: total?.n ?? 0, nextCursor: keyset.next(rows, query.limit) },
  };
}

export async function getChangelog(opts: { db: Db; actor: Actor; id: string }) {
  return readChangelog({ db: opts.db, scope: await loadManagerScope(opts), id: opts.id });
}

function cleanBody(body: string): string {
  const clean = sanitizeRichText(body);
  if (clean === '') throw badRequest('Body is required');
  return clean;
}

/** Linked items must be on the entry's own roadmap and not merged (a merged duplicate's voters now vote on the original). */
async function checkItems(db: Db, appId: string | null, itemIds: string[]): Promise<string[]> {
  const ids = [...new Set(itemIds)];
  if (ids.length === 0) return ids;
  const rows = await db
    .select({
      _id: roadmapItems._id,
      appId: roadmapItems.appId,
      title: roadmapItems.title,
      mergedIntoId: roadmapItems.mergedIntoId,
    })
    .from(roadmapItems)
    .where(inArray(roadmapItems._id, ids));
  const onRoadmap = rows.filter((r) => r.appId === appId);
  if (onRoadmap.length !== ids.length) throw badRequest('Link only ideas from the same roadmap as this entry');
  const merged = onRoadmap.find((r) => r.mergedIntoId);
  if (merged) throw badRequest(`“${merged.title}” was merged into another idea: link the original instead`);
  return ids;
}

async function linkItems(db: Db, changelogId: string, itemIds: string[]) {
  await db.delete(changelogItems).where(eq(changelogItems.changelogId, changelogId));
  if (itemIds.length > 0) await db.insert(changelogItems).values(itemIds.map((itemId) => ({ changelogId, itemId })));
}

export async function createChangelog(opts: { db: Db; actor: Actor; input: z.output<typeof ZChangelogCreate> }) {
  const { db, actor, input } = opts;
  requireUser(actor);
  const appId = await requireExistingApp(db, input.appId);
  const user = await requireManager({ db, actor, appId });
  const body = cleanBody(input.body);
  const itemIds = await checkItems(db, appId, input.itemIds);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(changelogs)
      .values({ appId, title: input.title, body, createdById: user.userId })
      .returning({ _id: changelogs._id });
    await linkItems(tx, row!._id, itemIds);
    return row!._id;
  });
  return getChangelog({ db, actor, id });
}

/** The entry to change: invisible drafts are 404s, visible entries of another team 403s. */
async function loadForManager(db: Db, actor: Actor, id: string, lock = false) {
  requireUser(actor);
  const scope = await loadManagerScope({ db, actor });
  const row = await loadVisibleChangelog({ db, scope, id, lock });
  await requireManager({ db, actor, appId: row.appId });
  return row;
}

export async function updateChangelog(opts: { db: Db; actor: Actor; id: string; input: z.output<typeof ZChangelogUpdate> }) {
  const { db, actor, id, input } = opts;
  await db.transaction(async (tx) => {
    const row = await loadForManager(tx, actor, id, true);
    if (input.itemIds) {
      const itemIds = await checkItems(tx, row.appId, input.itemIds);
      if (row.status === 'published') {
        const linked = await tx
          .select({ _id: changelogItems.itemId })
          .from(changelogItems)
          .where(eq(changelogItems.changelogId, id));
        const same = linked.length === itemIds.length && linked.every((l) => itemIds.includes(l._id));
        if (!same) throw conflict('The ideas of a published entry cannot change: shipping cannot be taken back');
      } else {
        await linkItems(tx, id, itemIds);
      }
    }
    await tx
      .update(changelogs)
      .set({
        ...(input.title === undefined ? {} : { title: input.title }),
        ...(input.body === undefined ? {} : { body: cleanBody(input.body) }),
        updatedAt: new Date(),
      })
      .where(eq(changelogs._id, id));
  });
  return getChangelog({ db, actor, id });
}

/** Drafts and published entries alike; the items a published entry shipped stay shipped. */
export async function deleteChangelog(opts: { db: Db; actor: Actor; id: string }) {
  await loadForManager(opts.db, opts.actor, opts.id);
  await opts.db.delete(changelogs).where(eq(changelogs._id, opts.id));
}

/**
 * Publishes a draft: every linked item not yet shipped becomes shipped in this entry, in one transaction; once
 * it has committed, each voter of each newly shipped item is notified.
 */
export async function publishChangelog(opts: { db: Db; actor: Actor; id: string }) {
  const { db, actor, id } = opts;
  const shipped = await db.transaction(async (tx) => {
    const entry = await loadForManager(tx, actor, id, true);
    if (entry.status === 'published') throw conflict('This entry is already published');
    const now = new Date();
    await tx.update(changelogs).set({ status: 'published', publishedAt: now, updatedAt: now }).where(eq(changelogs._id, id));
    const items = await tx
      .update(roadmapItems)
      .set({ status: 'shipped', shippedAt: now, shippedInId: id, updatedAt: now })
      .where(
        and(
          inArray(
            roadmapItems._id,
            tx.select({ _id: changelogItems.itemId }).from(changelogItems).where(eq(changelogItems.changelogId, id)),
          ),
          ne(roadmapItems.status, 'shipped'),
          // A duplicate merged after it was linked stays merged: its voters now count on the original.
          isNull(roadmapItems.mergedIntoId),
        ),
      )
      .returning({ _id: roadmapItems._id, title: roadmapItems.title });
    if (items.length === 0) return [];
    const voters = await tx
      .select({ itemId: roadmapVotes.itemId, userId: roadmapVotes.userId })
      .from(roadmapVotes)
      .where(
        inArray(
          roadmapVotes.itemId,
          items.map((s) => s._id),
        ),
      );
    return items.map((item) => ({
      ...item,
      entryTitle: entry.title,
      voterIds: voters.filter((v) => v.itemId === item._id).map((v) => v.userId),
    }));
  });
  // Once committed: each voter hears of each shipped idea, the way they chose (in the app, by e-mail, or not).
  for (const item of shipped) {
    await notify({
      db,
      actor,
      userIds: item.voterIds,
      kind: 'roadmap_shipped',
      subject: item.title,
      detail: item.entryTitle,
      link: `/roadmap/${item._id}`,
    });
  }
  return getChangelog({ db, actor, id });
}
