import type { ZRoadmapItemCreate, ZRoadmapItemUpdate, ZRoadmapRequest } from '@atrium/contracts/roadmap';
import { eq, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { sanitizeOptionalRichText } from '../../platform/html';
import { type Actor, requireUser } from '../../platform/tenancy/actor';
import { roadmapItems, roadmapVotes } from './roadmap.tables';
import { loadManagerScope, requireExistingApp, requireManager } from './roadmap-access';
import { loadItemRow, readItem } from './roadmap-view';

/** Writing roadmap items: managers create, change and delete; anyone signed in requests an idea. */

export async function getItem(opts: { db: Db; actor: Actor; id: string }) {
  const scope = await loadManagerScope(opts);
  return readItem({ ...opts, scope });
}

/** Moving into shipped stamps when; moving out of it forgets when and in which entry. */
function shippingFields(status: string | undefined, wasShipped: boolean) {
  if (status === undefined || (status === 'shipped') === wasShipped) return {};
  return status === 'shipped' ? { shippedAt: new Date() } : { shippedAt: null, shippedInId: null };
}

export async function createItem(opts: { db: Db; actor: Actor; input: z.output<typeof ZRoadmapItemCreate> }) {
  const { db, actor, input } = opts;
  requireUser(actor);
  const appId = await requireExistingApp(db, input.appId);
  const user = await requireManager({ db, actor, appId });
  const [row] = await db
    .insert(roadmapItems)
    .values({
      appId,
      title: input.title,
      description: sanitizeOptionalRichText(input.description) ?? null,
      status: input.status,
      category: input.category ?? null,
      targetDate: input.targetDate ?? null,
      submittedById: user.userId,
      ...shippingFields(input.status, false),
    })
    .returning({ _id: roadmapItems._id });
  return getItem({ db, actor, id: row!._id });
}

export async function updateItem(opts: { db: Db; actor: Actor; id: string; input: z.output<typeof ZRoadmapItemUpdate> }) {
  const { db, actor, id, input } = opts;
  requireUser(actor);
  const row = await loadItemRow(db, id);
  await requireManager({ db, actor, appId: row.appId });
  const { description, ...rest } = input;
  await db
    .update(roadmapItems)
    .set({
      ...rest,
      ...(description === undefined ? {} : { description: sanitizeOptionalRichText(description) ?? null }),
      ...shippingFields(input.status, row.status === 'shipped'),
      updatedAt: new Date(),
    })
    .where(eq(roadmapItems._id, id));
  return getItem({ db, actor, id });
}

/** Deleting an original takes the duplicates merged into it along (their votes and comments already live on it). */
export async function deleteItem(opts: { db: Db; actor: Actor; id: string }) {
  const { db, actor, id } = opts;
  requireUser(actor);
  const row = await loadItemRow(db, id);
  await requireManager({ db, actor, appId: row.appId });
  await db.delete(roadmapItems).where(or(eq(roadmapItems._id, id), eq(roadmapItems.mergedIntoId, id)));
}

/** An idea from anyone signed in: under review, with the submitter's own vote counted. */
export async function requestItem(opts: { db: Db; actor: Actor; input: z.output<typeof ZRoadmapRequest> }) {
  const { db, actor, input } = opts;
  const user = requireUser(actor);
  const appId = await requireExistingApp(db, input.appId);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(roadmapItems)
      .values({
        appId,
        title: input.title,
        description: sanitizeOptionalRichText(input.description) ?? null,
        status: 'under_review',
        category: input.category ?? null,
        submittedById: user.userId,
        voteCount: 1,
      })
      .returning({ _id: roadmapItems._id });
    await tx.insert(roadmapVotes).values({ itemId: row!._id, userId: user.userId });
    return row!._id;
  });
  return getItem({ db, actor, id });
}
