import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../platform/errors';
import { type Actor, requireUser } from '../../platform/tenancy/actor';
import { getItem } from './roadmap.service';
import { roadmapComments, roadmapItems, roadmapVotes } from './roadmap.tables';
import { requireManager } from './roadmap-access';
import { loadItemRow, recountItems } from './roadmap-view';

/**
 * Merging a duplicate into its original, in one transaction:
 * - votes move without double counting: a person who voted for both keeps one vote, on the original;
 * - comments move and remember where they came from (`movedFromId`; a comment that had already moved keeps its first origin);
 * - items merged earlier into the duplicate now point at the original, so no chain ever forms;
 * - the duplicate points at the original and both counts are recomputed from the rows.
 */
export async function mergeItem(opts: { db: Db; actor: Actor; id: string; intoId: string }) {
  const { db, actor, id, intoId } = opts;
  requireUser(actor);
  if (id === intoId) throw conflict('An idea cannot be merged into itself.');
  await db.transaction(async (tx) => {
    // Locked in id order, so two merges of the same pair in opposite directions cannot deadlock.
    const locked = new Map<string, Awaited<ReturnType<typeof loadItemRow>>>();
    for (const key of [id, intoId].sort()) locked.set(key, await loadItemRow(tx, key, true));
    const duplicate = locked.get(id)!;
    const original = locked.get(intoId)!;
    await requireManager({ db: tx, actor, appId: duplicate.appId });
    await requireManager({ db: tx, actor, appId: original.appId });
    if (duplicate.appId !== original.appId) throw badRequest('Both ideas must be on the same roadmap to merge them.');
    if (duplicate.mergedIntoId) throw conflict('This idea has already been merged into another one.');
    if (original.mergedIntoId) throw conflict(`“${original.title}” was itself merged into another idea. Merge into that one.`);

    await tx.execute(sql`
      insert into roadmap_votes (item_id, user_id, created_at)
      select ${intoId}, user_id, created_at from roadmap_votes where item_id = ${id}
      on conflict do nothing`);
    await tx.delete(roadmapVotes).where(eq(roadmapVotes.itemId, id));
    await tx
      .update(roadmapComments)
      .set({ itemId: intoId, movedFromId: sql`coalesce(${roadmapComments.movedFromId}, ${id})` })
      .where(eq(roadmapComments.itemId, id));
    await tx.update(roadmapItems).set({ mergedIntoId: intoId, updatedAt: new Date() }).where(eq(roadmapItems.mergedIntoId, id));
    await tx.update(roadmapItems).set({ mergedIntoId: intoId, updatedAt: new Date() }).where(eq(roadmapItems._id, id));
    await recountItems(tx, [id, intoId]);
  });
  return getItem({ db, actor, id: intoId });
}
