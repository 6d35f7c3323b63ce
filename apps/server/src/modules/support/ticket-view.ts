import type { TTicketBroadcast } from '@atrium/contracts/socket-events';
import { FIRST_RESPONSE_TARGET_MINUTES, type TTicket } from '@atrium/contracts/support';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { timeKeyset } from '../../platform/pagination/time-keyset';
import type { UserActor } from '../../platform/tenancy/actor';
import { personName } from '../../platform/tenancy/person-name';
import { agencies, locations, users } from '../../platform/tenancy/tenancy.tables';
import { supportTickets, ticketComments, ticketReads } from './support.tables';
import { teamCondition, visibleTo } from './ticket-access';

/** The team name shown for tickets the platform answers. */
export const PLATFORM_TEAM_NAME = 'Atrium support';

/** Lists run newest activity first, keyset paged on (lastActivityAt, _id). */
export const activityKeyset = timeKeyset(supportTickets.lastActivityAt, supportTickets._id);

const submitter = alias(users, 'submitter');
const assignee = alias(users, 'assignee');
const teamAgency = alias(agencies, 'team_agency');

/**
 * Comments the viewer has not read: visible to them (internal notes only for the team), written by
 * someone else, newer than their last read of the ticket (all of them when they never opened it).
 */
export function unreadCountSql(viewer: UserActor, team: SQL): SQL<number> {
  return sql<number>`(select count(*)::int from ${ticketComments}
    left join ${ticketReads} on ${ticketReads.ticketId} = ${ticketComments.ticketId} and ${ticketReads.userId} = ${viewer.userId}
    where ${ticketComments.ticketId} = ${supportTickets._id}
      and ${ticketComments.authorId} <> ${viewer.userId}
      and (not ${ticketComments.internal} or ${team})
      and ${ticketComments.createdAt} > coalesce(${ticketReads.lastReadAt}, '-infinity'::timestamptz))`;
}

/** A ticket with the names it shows and, for a viewer, their unread count and whether they are its team. */
function selectTickets(db: Db, viewer: UserActor | null) {
  const team = viewer ? teamCondition(viewer) : sql`false`;
  return db
    .select({
      ticket: supportTickets,
      _id: supportTickets._id,
      key: activityKeyset.keyColumn,
      teamAgencyName: teamAgency.name,
      locationName: locations.name,
      submitterName: personName(submitter),
      assigneeName: sql<string | null>`${personName(assignee)}`,
      viewerIsTeam: sql<boolean>`coalesce((${team}), false)`,
      unreadCount: viewer ? unreadCountSql(viewer, team) : sql<number>`0`,
    })
    .from(supportTickets)
    .innerJoin(submitter, eq(submitter._id, supportTickets.submittedById))
    .leftJoin(assignee, eq(assignee._id, supportTickets.assigneeId))
    .leftJoin(teamAgency, eq(teamAgency._id, supportTickets.teamAgencyId))
    .leftJoin(locations, eq(locations._id, supportTickets.locationId))
    .$dynamic();
}

type TicketViewRow = Awaited<ReturnType<ReturnType<typeof selectTickets>['execute']>>[number];

/**
 * The ticket as a viewer sees it. First-response data is how the team measures itself: it goes to the
 * people who answer the ticket (`sla`), never to the submitter's side.
 */
function toTicket(row: TicketViewRow, sla: boolean = row.viewerIsTeam): TTicket {
  const t = row.ticket;
  return {
    _id: t._id,
    number: t.number,
    subject: t.subject,
    description: t.description,
    category: t.category,
    priority: t.priority,
    status: t.status,
    team:
      t.teamAgencyId === null
        ? { kind: 'platform', agencyId: null, name: PLATFORM_TEAM_NAME }
        : { kind: 'agency', agencyId: t.teamAgencyId, name: row.teamAgencyName ?? '' },
    agencyId: t.agencyId,
    location: t.locationId ? { _id: t.locationId, name: row.locationName ?? '' } : null,
    submittedBy: { _id: t.submittedById, name: row.submitterName },
    assignee: t.assigneeId && row.assigneeName ? { _id: t.assigneeId, name: row.assigneeName } : null,
    attachments: t.attachments,
    ...(sla
      ? {
          firstResponseAt: t.firstResponseAt?.toISOString() ?? null,
          firstResponseTargetMinutes: FIRST_RESPONSE_TARGET_MINUTES[t.priority],
        }
      : {}),
    rating: t.rating,
    ratingComment: t.ratingComment,
    commentCount: t.commentCount,
    unreadCount: row.unreadCount,
    viewerIsTeam: row.viewerIsTeam,
    lastActivityAt: t.lastActivityAt.toISOString(),
    solvedAt: t.solvedAt?.toISOString() ?? null,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

/** One page of the tickets the viewer may see that match `where`, with the total and the next cursor. */
export async function ticketPage(opts: { db: Db; viewer: UserActor; where: SQL | undefined; limit: number; cursor?: string }) {
  const { db, viewer, limit } = opts;
  const where = and(visibleTo(viewer), opts.where);
  const [rows, [totalRow]] = await Promise.all([
    selectTickets(db, viewer)
      .where(and(where, activityKeyset.after(opts.cursor)))
      .orderBy(...activityKeyset.orderBy)
      .limit(limit + 1),
    db.select({ total: sql<number>`count(*)::int` }).from(supportTickets).where(where),
  ]);
  return {
    data: rows.slice(0, limit).map((row) => toTicket(row)),
    meta: { total: totalRow?.total ?? 0, nextCursor: activityKeyset.next(rows, limit) },
  };
}

/** One ticket as the viewer sees it; 404 when they may not see it (another tenant's, or no such ticket). */
export async function ticketView(opts: { db: Db; viewer: UserActor; ticketId: string }): Promise<TTicket> {
  const [row] = await selectTickets(opts.db, opts.viewer)
    .where(and(eq(supportTickets._id, opts.ticketId), visibleTo(opts.viewer)))
    .limit(1);
  if (!row) throw notFound('Ticket');
  return toTicket(row);
}

/**
 * The ticket as every watcher on one side sees it alike (the live update carries nothing viewer-specific):
 * `team` with its first-response data, `submitter` without.
 */
export async function ticketForBroadcast(
  db: Db,
  ticketId: string,
): Promise<{ team: TTicketBroadcast; submitter: TTicketBroadcast } | null> {
  const [row] = await selectTickets(db, null).where(eq(supportTickets._id, ticketId)).limit(1);
  if (!row) return null;
  const { unreadCount: _unread, viewerIsTeam: _team, ...team } = toTicket(row, true);
  const { firstResponseAt: _at, firstResponseTargetMinutes: _target, ...submitter } = team;
  return { team, submitter };
}

export type TicketRow = typeof supportTickets.$inferSelect;

/** The ticket row when the viewer may see it, for the writes; 404 otherwise. */
export async function visibleTicketRow(opts: { db: Db; viewer: UserActor; ticketId: string }): Promise<TicketRow> {
  const [row] = await opts.db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets._id, opts.ticketId), visibleTo(opts.viewer)))
    .limit(1);
  if (!row) throw notFound('Ticket');
  return row;
}
