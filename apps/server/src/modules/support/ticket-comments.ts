import type { TTicketComment, TTicketStatus, ZTicketChat } from '@atrium/contracts/support';
import { and, asc, eq, gt, ne, not, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, forbidden } from '../../platform/errors';
import type { Realtime } from '../../platform/realtime/realtime';
import { type Actor, requireUser, type UserActor } from '../../platform/tenancy/actor';
import { personName } from '../../platform/tenancy/person-name';
import { users } from '../../platform/tenancy/tenancy.tables';
import { notifyTicketReply } from '../notifications/notification-triggers';
import { supportTickets, ticketComments, ticketReads } from './support.tables';
import { announceComment } from './support-realtime';
import { isTeamOf, teamCondition, visibleTo } from './ticket-access';
import { TICKET_CLOSED_MESSAGE } from './ticket-changes';
import { markTicketRead } from './ticket-read';
import { ticketView, visibleTicketRow } from './ticket-view';

/** Comments and internal notes, unread counts and read marks. Internal notes reach the team only, everywhere. */

type CommentRow = typeof ticketComments.$inferSelect;

const toComment = (row: CommentRow, authorName: string): TTicketComment => ({
  _id: row._id,
  ticketId: row.ticketId,
  author: { _id: row.authorId, name: authorName },
  fromTeam: row.fromTeam,
  internal: row.internal,
  body: row.body,
  attachments: row.attachments,
  createdAt: row.createdAt.toISOString(),
});

/** Oldest first; the submitter's side gets no internal notes. */
export async function listComments(opts: { db: Db; actor: Actor; ticketId: string }) {
  const viewer = requireUser(opts.actor);
  const ticket = await visibleTicketRow({ db: opts.db, viewer, ticketId: opts.ticketId });
  const rows = await opts.db
    .select({ comment: ticketComments, authorName: personName(users) })
    .from(ticketComments)
    .innerJoin(users, eq(users._id, ticketComments.authorId))
    .where(
      and(eq(ticketComments.ticketId, ticket._id), isTeamOf(viewer, ticket) ? undefined : eq(ticketComments.internal, false)),
    )
    .orderBy(asc(ticketComments.createdAt), asc(ticketComments._id));
  return rows.map((r) => toComment(r.comment, r.authorName));
}

/**
 * Where a public comment moves the ticket: the team's answer to an open ticket waits for the customer
 * (pending); the customer's answer to a pending, on-hold or solved ticket puts it back in the team's court.
 */
function statusAfterComment(status: TTicketStatus, fromTeam: boolean): TTicketStatus {
  if (fromTeam) return status === 'open' ? 'pending' : status;
  return status === 'pending' || status === 'on_hold' || status === 'solved' ? 'open' : status;
}

export async function addComment(opts: { db: Db; actor: Actor; realtime: Realtime; input: z.output<typeof ZTicketChat> }) {
  const { db, input } = opts;
  const viewer = requireUser(opts.actor);
  const ticket = await visibleTicketRow({ db, viewer, ticketId: input.ticketId });
  const fromTeam = isTeamOf(viewer, ticket);
  if (input.internal && !fromTeam) throw forbidden('Only the support team can write internal notes');
  if (ticket.status === 'closed') throw conflict(TICKET_CLOSED_MESSAGE);

  const { comment, updated } = await db.transaction(async (tx) => {
    const [comment] = await tx
      .insert(ticketComments)
      .values({
        ticketId: ticket._id,
        authorId: viewer.userId,
        fromTeam,
        internal: input.internal,
        body: input.body,
        attachments: input.attachments,
      })
      .returning();
    const status = input.internal ? ticket.status : statusAfterComment(ticket.status, fromTeam);
    const [updated] = await tx
      .update(supportTickets)
      .set({
        // The count the submitter's side sees: internal notes are not theirs to count.
        commentCount: input.internal ? ticket.commentCount : sql`${supportTickets.commentCount} + 1`,
        lastActivityAt: sql`now()`,
        ...(status === ticket.status ? {} : { status, ...(status === 'open' ? { solvedAt: null } : {}) }),
        ...(fromTeam && !input.internal && !ticket.firstResponseAt ? { firstResponseAt: sql`now()` } : {}),
      })
      .where(and(eq(supportTickets._id, ticket._id), ne(supportTickets.status, 'closed')))
      .returning();
    if (!updated) throw conflict(TICKET_CLOSED_MESSAGE);
    await markTicketRead(tx, ticket._id, viewer.userId);
    return { comment: comment!, updated };
  });

  const view = toComment(comment, await authorName(db, viewer));
  await announceComment({ db, realtime: opts.realtime, ticket: updated, comment: view });
  await notifyTicketReply({ db, actor: viewer, ticket: updated, comment: view });
  // The sender's tab applies the ticket as its comment left it; it need not ask again.
  return { ...view, ticket: await ticketView({ db, viewer, ticketId: ticket._id }) };
}

async function authorName(db: Db, viewer: UserActor) {
  const [row] = await db
    .select({ name: personName(users) })
    .from(users)
    .where(eq(users._id, viewer.userId));
  return row?.name ?? '';
}

/** `PUT /support/MarkCommentsAsRead`: everything on the ticket so far is read by the viewer. */
export async function markCommentsRead(opts: { db: Db; actor: Actor; ticketId: string }) {
  const viewer = requireUser(opts.actor);
  const ticket = await visibleTicketRow({ db: opts.db, viewer, ticketId: opts.ticketId });
  await markTicketRead(opts.db, ticket._id, viewer.userId);
  return { ok: true as const };
}

/** The viewer's unread comments across the tickets they may see, per ticket and in total. */
export async function unreadComments(opts: { db: Db; actor: Actor }) {
  const viewer = requireUser(opts.actor);
  const rows = await opts.db
    .select({ ticketId: ticketComments.ticketId, count: sql<number>`count(*)::int` })
    .from(ticketComments)
    .innerJoin(supportTickets, eq(supportTickets._id, ticketComments.ticketId))
    .leftJoin(ticketReads, and(eq(ticketReads.ticketId, ticketComments.ticketId), eq(ticketReads.userId, viewer.userId)))
    .where(
      and(
        visibleTo(viewer),
        ne(ticketComments.authorId, viewer.userId),
        or(not(ticketComments.internal), teamCondition(viewer)),
        gt(ticketComments.createdAt, sql`coalesce(${ticketReads.lastReadAt}, '-infinity'::timestamptz)`),
      ),
    )
    .groupBy(ticketComments.ticketId)
    .orderBy(asc(ticketComments.ticketId));
  return { total: rows.reduce((sum, r) => sum + r.count, 0), tickets: rows };
}
