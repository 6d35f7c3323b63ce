import type { TRoadmapItem } from '@atrium/contracts/roadmap';
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { Actor } from '../../platform/tenancy/actor';
import { personSeenBy } from '../../platform/tenancy/public-person';
import { memberships, users } from '../../platform/tenancy/tenancy.tables';
import { appNameColumn } from '../apps/apps-directory';
import { changelogs, roadmapItems, roadmapVotes } from './roadmap.tables';
import type { ManagerScope } from './roadmap-access';

/** How a roadmap item is read: its app's name, what it was merged into, who submitted it, what shipped it, the viewer's vote. */

const mergedInto = alias(roadmapItems, 'merged_into');

const viewerId = (actor: Actor) => (actor.kind === 'user' ? actor.userId : null);

function itemColumns(actor: Actor) {
  const viewer = viewerId(actor);
  return {
    item: roadmapItems,
    appName: appNameColumn(roadmapItems.appId),
    mergedTitle: mergedInto.title,
    submitterFirstName: users.firstName,
    submitterLastName: users.lastName,
    submitterAgencyId: memberships.agencyId,
    shippedTitle: changelogs.title,
    viewerVoted: viewer
      ? sql<boolean>`exists (select 1 from ${roadmapVotes} where ${roadmapVotes.itemId} = ${roadmapItems._id} and ${roadmapVotes.userId} = ${viewer})`
      : sql<boolean>`false`,
  };
}

/** Items with everything the contract shows; callers add where, order and limit. */
export function selectItems<Extra extends Record<string, SQL>>(db: Db, actor: Actor, extra?: Extra) {
  return db
    .select({ ...itemColumns(actor), ...(extra as Extra) })
    .from(roadmapItems)
    .leftJoin(mergedInto, eq(mergedInto._id, roadmapItems.mergedIntoId))
    .leftJoin(users, eq(users._id, roadmapItems.submittedById))
    .leftJoin(memberships, eq(memberships.userId, roadmapItems.submittedById))
    .leftJoin(changelogs, eq(changelogs._id, roadmapItems.shippedInId))
    .$dynamic();
}

type ItemRow = {
  item: typeof roadmapItems.$inferSelect;
  appName: string | null;
  mergedTitle: string | null;
  submitterFirstName: string | null;
  submitterLastName: string | null;
  submitterAgencyId: string | null;
  shippedTitle: string | null;
  viewerVoted: boolean;
};

/** The submitter as this viewer may see them (public-person.ts: "First L." and no id outside their agency). */
function submitterOf(row: ItemRow, viewer: Actor): TRoadmapItem['submittedBy'] {
  const id = row.item.submittedById;
  if (!id || row.submitterFirstName === null) return null;
  const person = { _id: id, firstName: row.submitterFirstName, lastName: row.submitterLastName ?? '' };
  return personSeenBy(viewer, { ...person, agencyId: row.submitterAgencyId });
}

export function toItem(row: ItemRow, scope: ManagerScope, viewer: Actor): TRoadmapItem {
  const { item } = row;
  return {
    _id: item._id,
    title: item.title,
    description: item.description,
    status: item.status,
    category: item.category,
    app: item.appId && row.appName !== null ? { _id: item.appId, name: row.appName } : null,
    targetDate: item.targetDate,
    voteCount: item.voteCount,
    commentCount: item.commentCount,
    viewerVoted: row.viewerVoted,
    viewerCanManage: scope.canManage(item.appId),
    mergedInto: item.mergedIntoId && row.mergedTitle !== null ? { _id: item.mergedIntoId, title: row.mergedTitle } : null,
    submittedBy: submitterOf(row, viewer),
    shippedAt: item.shippedAt?.toISOString() ?? null,
    shippedIn: item.shippedInId && row.shippedTitle !== null ? { _id: item.shippedInId, title: row.shippedTitle } : null,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  };
}

/** One item as the contract shows it, or a 404. */
export async function readItem(opts: { db: Db; actor: Actor; scope: ManagerScope; id: string }): Promise<TRoadmapItem> {
  const [row] = await selectItems(opts.db, opts.actor).where(eq(roadmapItems._id, opts.id)).limit(1);
  if (!row) throw notFound('Roadmap item');
  return toItem(row, opts.scope, opts.actor);
}

/** The raw row (for rules), or a 404; `lock` holds it until the transaction ends. */
export async function loadItemRow(db: DbOrTx, id: string, lock = false) {
  const query = db.select().from(roadmapItems).where(eq(roadmapItems._id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Roadmap item');
  return row;
}

/** Recomputes the kept counts from the rows they count (votes, comments), inside the caller's transaction. */
export async function recountItems(db: Db, ids: string[]): Promise<void> {
  for (const id of ids) {
    await db
      .update(roadmapItems)
      .set({
        voteCount: sql`(select count(*)::int from roadmap_votes where item_id = ${id})`,
        commentCount: sql`(select count(*)::int from roadmap_comments where item_id = ${id})`,
        updatedAt: sql`${roadmapItems.updatedAt}`,
      })
      .where(eq(roadmapItems._id, id));
  }
}
