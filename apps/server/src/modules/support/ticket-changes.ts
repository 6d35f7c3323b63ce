import {
  RATEABLE_STATUSES,
  type TTicketStatus,
  type ZTicketAssign,
  type ZTicketRating,
  type ZTicketUpdate,
} from '@atrium/contracts/support';
import { and, asc, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden } from '../../platform/errors';
import type { Realtime } from '../../platform/realtime/realtime';
import { type Actor, requireUser, type UserActor } from '../../platform/tenancy/actor';
import { personName } from '../../platform/tenancy/person-name';
import { memberships, users } from '../../platform/tenancy/tenancy.tables';
import { supportTickets } from './support.tables';
import { announceUpdate } from './support-realtime';
import { isTeamOf } from './ticket-access';
import { type TicketRow, ticketView, visibleTicketRow } from './ticket-view';

/** Changes to a ticket: its fields, closing, rating and assignment. Each one bumps lastActivityAt and goes live. */

export const TICKET_CLOSED_MESSAGE = 'This ticket is closed. Open a new ticket to continue.';
const ticketClosed = () => conflict(TICKET_CLOSED_MESSAGE);

interface ChangeOptions {
  db: Db;
  actor: Actor;
  realtime: Realtime;
  ticketId: string;
}

/** solvedAt follows the status: set when a ticket becomes solved, cleared when it is reopened. */
function statusChange(ticket: TicketRow, status: TTicketStatus) {
  if (status === 'solved') return { status, solvedAt: ticket.solvedAt ?? new Date() };
  if (status === 'closed') return { status };
  return { status, solvedAt: null };
}

/** Writes the change unless the ticket was closed meanwhile, then tells the watchers and answers the ticket. */
async function applyChange(
  opts: ChangeOptions & { viewer: UserActor; ticket: TicketRow },
  set: Partial<typeof supportTickets.$inferInsert>,
  extra?: SQL,
) {
  const [row] = await opts.db
    .update(supportTickets)
    .set({ ...set, lastActivityAt: new Date() })
    .where(and(eq(supportTickets._id, opts.ticket._id), ne(supportTickets.status, 'closed'), extra))
    .returning();
  if (!row) return null;
  await announceUpdate({ db: opts.db, realtime: opts.realtime, ticket: row });
  return ticketView({ db: opts.db, viewer: opts.viewer, ticketId: row._id });
}

async function openTicket(opts: ChangeOptions) {
  const viewer = requireUser(opts.actor);
  const ticket = await visibleTicketRow({ db: opts.db, viewer, ticketId: opts.ticketId });
  return { viewer, ticket, team: isTeamOf(viewer, ticket) };
}

/** The team changes status, priority, category and subject; the submitter's side only the subject. */
export async function updateTicket(opts: ChangeOptions & { input: z.output<typeof ZTicketUpdate> }) {
  const { viewer, ticket, team } = await openTicket(opts);
  const { subject, status, priority, category } = opts.input;
  if (subject === undefined && status === undefined && priority === undefined && category === undefined)
    throw badRequest('Nothing to change: send a subject, status, priority or category');
  if (!team && (status !== undefined || priority !== undefined || category !== undefined))
    throw forbidden('Only the support team can change the status, priority or category');
  if (ticket.status === 'closed') throw ticketClosed();
  const set = {
    ...(subject === undefined ? {} : { subject }),
    ...(priority === undefined ? {} : { priority }),
    ...(category === undefined ? {} : { category }),
    ...(status === undefined ? {} : statusChange(ticket, status)),
  };
  const changed = await applyChange({ ...opts, viewer, ticket }, set);
  if (!changed) throw ticketClosed();
  return changed;
}

/** The team or the submitter's side closes a ticket; closing a closed ticket changes nothing. */
export async function closeTicket(opts: ChangeOptions) {
  const { viewer, ticket } = await openTicket(opts);
  const changed = ticket.status === 'closed' ? null : await applyChange({ ...opts, viewer, ticket }, { status: 'closed' });
  return changed ?? ticketView({ db: opts.db, viewer, ticketId: ticket._id });
}

/** The submitter's side rates a solved or closed ticket, once. */
export async function rateTicket(opts: ChangeOptions & { input: z.output<typeof ZTicketRating> }) {
  const { viewer, ticket, team } = await openTicket(opts);
  if (team) throw forbidden('Only the people who raised a ticket can rate it');
  if (!RATEABLE_STATUSES.includes(ticket.status)) throw conflict('You can rate a ticket once it is solved');
  if (ticket.rating !== null) throw conflict('This ticket has already been rated');
  const set = { rating: opts.input.rating, ratingComment: opts.input.comment || null };
  // Rating a closed ticket is allowed, so this write does not go through applyChange's open-ticket guard.
  const [row] = await opts.db
    .update(supportTickets)
    .set({ ...set, lastActivityAt: new Date() })
    .where(and(eq(supportTickets._id, ticket._id), isNull(supportTickets.rating)))
    .returning();
  if (!row) throw conflict('This ticket has already been rated');
  await announceUpdate({ db: opts.db, realtime: opts.realtime, ticket: row });
  return ticketView({ db: opts.db, viewer, ticketId: row._id });
}

/** The people of a ticket's team: the super admins for the platform's, else the agency's admins and staff. */
function teamMembersWhere(ticket: TicketRow): SQL {
  return ticket.teamAgencyId === null
    ? eq(memberships.role, 'super_admin')
    : and(eq(memberships.agencyId, ticket.teamAgencyId), inArray(memberships.role, ['agency_admin', 'agency_staff']))!;
}

function teamMembers(db: Db, ticket: TicketRow, extra?: SQL) {
  return db
    .select({ _id: users._id, name: personName(users) })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users._id))
    .where(and(teamMembersWhere(ticket), extra))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users._id));
}

/** `GET /support/team`: who the ticket can be assigned to (the team only). */
export async function listTeamMembers(opts: Omit<ChangeOptions, 'realtime'>) {
  const viewer = requireUser(opts.actor);
  const ticket = await visibleTicketRow({ db: opts.db, viewer, ticketId: opts.ticketId });
  if (!isTeamOf(viewer, ticket)) throw forbidden('Only the support team can see who answers this ticket');
  return teamMembers(opts.db, ticket);
}

export async function assignTicket(opts: Omit<ChangeOptions, 'ticketId'> & { input: z.output<typeof ZTicketAssign> }) {
  const { viewer, ticket, team } = await openTicket({ ...opts, ticketId: opts.input.ticketId });
  if (!team) throw forbidden('Only the support team can assign tickets');
  if (ticket.status === 'closed') throw ticketClosed();
  const { userId } = opts.input;
  if (userId !== null && (await teamMembers(opts.db, ticket, eq(users._id, userId))).length === 0)
    throw badRequest("Choose someone on this ticket's support team");
  const changed = await applyChange({ ...opts, ticketId: ticket._id, viewer, ticket }, { assigneeId: userId });
  if (!changed) throw ticketClosed();
  return changed;
}
