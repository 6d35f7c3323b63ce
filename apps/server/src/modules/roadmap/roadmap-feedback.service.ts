import { type TRoadmapComment, VOTABLE_STATUSES } from '@atrium/contracts/roadmap';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { conflict } from '../../platform/errors';
import { type Actor, requireUser } from '../../platform/tenancy/actor';
import { personSeenBy } from '../../platform/tenancy/public-person';
import { memberships, users } from '../../platform/tenancy/tenancy.tables';
import { roadmapComments, roadmapItems, roadmapVotes } from './roadmap.tables';
import { loadItemRow, recountItems } from './roadmap-view';

/** Votes (one per person, idempotent) and comments (plain text, shown with their line breaks) on roadmap items. */

type ItemRow = typeof roadmapItems.$inferSelect;

/** A merged duplicate takes no votes or comments: they belong on the original, which the message names. */
async function refuseMerged(db: Db, item: ItemRow, what: 'Vote' | 'Comment') {
  if (!item.mergedIntoId) return;
  const original = await loadItemRow(db, item.mergedIntoId);
  throw conflict(`This idea was merged into “${original.title}”. ${what} there.`);
}

const CLOSED: Record<string, string> = {
  shipped: 'Voting has closed: this idea has shipped.',
  declined: 'Voting has closed: this idea was declined.',
};

export async function vote(opts: { db: Db; actor: Actor; id: string }) {
  const { db, actor, id } = opts;
  const user = requireUser(actor);
  return db.transaction(async (tx) => {
    // The lock orders this vote after a merge or a publish that is changing the same item.
    const item = await loadItemRow(tx, id, true);
    await refuseMerged(tx, item, 'Vote');
    if (!VOTABLE_STATUSES.includes(item.status)) throw conflict(CLOSED[item.status] ?? 'Voting has closed on this idea.');
    await tx.insert(roadmapVotes).values({ itemId: id, userId: user.userId }).onConflictDoNothing();
    await recountItems(tx, [id]);
    return { voteCount: (await loadItemRow(tx, id)).voteCount, viewerVoted: true };
  });
}

/** Taking a vote back is always allowed and idempotent (a merged duplicate has no votes left to take back). */
export async function unvote(opts: { db: Db; actor: Actor; id: string }) {
  const { db, actor, id } = opts;
  const user = requireUser(actor);
  return db.transaction(async (tx) => {
    await loadItemRow(tx, id, true);
    await tx.delete(roadmapVotes).where(and(eq(roadmapVotes.itemId, id), eq(roadmapVotes.userId, user.userId)));
    await recountItems(tx, [id]);
    return { voteCount: (await loadItemRow(tx, id)).voteCount, viewerVoted: false };
  });
}

const movedFrom = alias(roadmapItems, 'moved_from');

const commentColumns = {
  comment: roadmapComments,
  firstName: users.firstName,
  lastName: users.lastName,
  agencyId: memberships.agencyId,
  movedFromTitle: movedFrom.title,
};

type CommentRow = {
  comment: typeof roadmapComments.$inferSelect;
  firstName: string;
  lastName: string;
  agencyId: string | null;
  movedFromTitle: string | null;
};

/** A comment as this viewer may see it: its author named as public-person.ts says (no id outside their agency). */
const toComment = (viewer: Actor, { comment, movedFromTitle, ...author }: CommentRow): TRoadmapComment => ({
  _id: comment._id,
  itemId: comment.itemId,
  author: personSeenBy(viewer, { _id: comment.authorId, ...author }),
  body: comment.body,
  movedFrom: comment.movedFromId && movedFromTitle !== null ? { _id: comment.movedFromId, title: movedFromTitle } : null,
  createdAt: comment.createdAt.toISOString(),
});

const selectComments = (db: Db) =>
  db
    .select(commentColumns)
    .from(roadmapComments)
    .innerJoin(users, eq(users._id, roadmapComments.authorId))
    .leftJoin(memberships, eq(memberships.userId, roadmapComments.authorId))
    .leftJoin(movedFrom, eq(movedFrom._id, roadmapComments.movedFromId))
    .$dynamic();

/** Oldest first, the ones moved over from merged duplicates among them (marked with where they came from). */
export async function listComments(opts: { db: Db; actor: Actor; id: string }) {
  await loadItemRow(opts.db, opts.id);
  const rows = await selectComments(opts.db)
    .where(eq(roadmapComments.itemId, opts.id))
    .orderBy(asc(roadmapComments.createdAt), asc(roadmapComments._id));
  return rows.map((row) => toComment(opts.actor, row));
}

export async function addComment(opts: { db: Db; actor: Actor; id: string; body: string }) {
  const { db, actor, id, body } = opts;
  const user = requireUser(actor);
  const commentId = await db.transaction(async (tx) => {
    const item = await loadItemRow(tx, id, true);
    await refuseMerged(tx, item, 'Comment');
    const [row] = await tx
      .insert(roadmapComments)
      .values({ itemId: id, authorId: user.userId, body })
      .returning({ _id: roadmapComments._id });
    await recountItems(tx, [id]);
    return row!._id;
  });
  const [row] = await selectComments(db).where(eq(roadmapComments._id, commentId));
  return toComment(actor, row!);
}
