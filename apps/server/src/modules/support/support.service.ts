import type { ZPageQuery } from '@atrium/contracts/common';
import type { ZLocationTicketsQuery, ZTicketCreate, ZTicketFilter } from '@atrium/contracts/support';
import { and, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { Realtime } from '../../platform/realtime/realtime';
import { likePattern } from '../../platform/sql';
import { type Actor, requireUser, type UserActor } from '../../platform/tenancy/actor';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { supportTickets } from './support.tables';
import { announceActivity } from './support-realtime';
import { isAgencyTeamRole, routeNewTicket, submitterCondition, teamCondition } from './ticket-access';
import { ticketPage, ticketView } from './ticket-view';

/** Ticket lists, reading one ticket and raising one. Changes to a ticket are in ticket-changes.ts. */

type Filter = z.output<typeof ZTicketFilter>;

function filterWhere(viewer: UserActor, query: Filter): SQL | undefined {
  const queue = {
    all: undefined,
    unassigned: and(teamCondition(viewer), isNull(supportTickets.assigneeId)),
    mine: and(teamCondition(viewer), eq(supportTickets.assigneeId, viewer.userId)),
    submitted: submitterCondition(viewer),
  }[query.queue];
  const status =
    query.status === 'active'
      ? inArray(supportTickets.status, ['open', 'pending', 'on_hold'])
      : query.status
        ? eq(supportTickets.status, query.status)
        : undefined;
  const q = query.q || undefined;
  const number = q && /^#?\d{1,9}$/.test(q) ? Number(q.replace('#', '')) : null;
  return and(
    queue,
    status,
    query.priority ? eq(supportTickets.priority, query.priority) : undefined,
    query.category ? eq(supportTickets.category, query.category) : undefined,
    query.locationId ? eq(supportTickets.locationId, query.locationId) : undefined,
    q
      ? or(
          ilike(supportTickets.subject, likePattern(q)),
          ilike(supportTickets.description, likePattern(q)),
          number === null ? undefined : eq(supportTickets.number, number),
        )
      : undefined,
  );
}

export function listTickets(opts: { db: Db; actor: Actor; query: Filter }) {
  const viewer = requireUser(opts.actor);
  return ticketPage({
    db: opts.db,
    viewer,
    where: filterWhere(viewer, opts.query),
    limit: opts.query.limit,
    cursor: opts.query.cursor,
  });
}

/** `GET /support`: the `all` queue with no filter. */
export function listDefaultTickets(opts: { db: Db; actor: Actor; query: z.output<typeof ZPageQuery> }) {
  return listTickets({ db: opts.db, actor: opts.actor, query: { ...opts.query, queue: 'all' } });
}

/** One location's tickets: for its own people and for its agency's team; anyone else gets 404 for the location. */
export async function listLocationTickets(opts: { db: Db; actor: Actor; query: z.output<typeof ZLocationTicketsQuery> }) {
  const viewer = requireUser(opts.actor);
  const { locationId } = opts.query;
  const [location] = await opts.db
    .select({ agencyId: locations.agencyId })
    .from(locations)
    .where(eq(locations._id, locationId))
    .limit(1);
  const ownPeople = viewer.locationId === locationId;
  const agencyTeam = !!location && isAgencyTeamRole(viewer.role) && viewer.agencyId === location.agencyId;
  if (!location || !(ownPeople || agencyTeam)) throw notFound('Location');
  return ticketPage({
    db: opts.db,
    viewer,
    where: eq(supportTickets.locationId, locationId),
    limit: opts.query.limit,
    cursor: opts.query.cursor,
  });
}

export async function getTicket(opts: { db: Db; actor: Actor; ticketId: string }) {
  return ticketView({ db: opts.db, viewer: requireUser(opts.actor), ticketId: opts.ticketId });
}

/** Raises a ticket for the actor's side; it goes to the team routeNewTicket names. */
export async function createTicket(opts: { db: Db; actor: Actor; realtime: Realtime; input: z.output<typeof ZTicketCreate> }) {
  const viewer = requireUser(opts.actor);
  const { subject, description, category, priority, attachments } = opts.input;
  const [row] = await opts.db
    .insert(supportTickets)
    .values({ ...routeNewTicket(viewer), submittedById: viewer.userId, subject, description, category, priority, attachments })
    .returning();
  announceActivity(opts.realtime, row!);
  return ticketView({ db: opts.db, viewer, ticketId: row!._id });
}
