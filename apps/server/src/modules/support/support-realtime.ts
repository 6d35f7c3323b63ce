import type { TTicketComment } from '@atrium/contracts/support';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUuid } from '../../platform/ids';
import { type Realtime, type RealtimeSocket, rooms } from '../../platform/realtime/realtime';
import { personName } from '../../platform/tenancy/person-name';
import { users } from '../../platform/tenancy/tenancy.tables';
import { isTeamOf } from './ticket-access';
import { markTicketRead } from './ticket-read';
import { type TicketRow, ticketForBroadcast, visibleTicketRow } from './ticket-view';

/**
 * The support module's live side. Services call these after their write has committed. Events carry what
 * a tab's cache needs (the comment, the ticket's new state, who wrote), so an open ticket is kept current
 * without asking the server again.
 */

/** Tabs of the submitter's side that have the ticket open (the team's are in rooms.ticketTeam). */
const ticketSubmitterRoom = (ticketId: string) => `ticket-side:${ticketId}`;

const teamRoom = (ticket: TicketRow) =>
  ticket.teamAgencyId === null ? rooms.platformTeam : rooms.agencyTeam(ticket.teamAgencyId);

/**
 * The submitter side's rooms. The submitter is in the location's or the agency team's room already, so
 * their own room is only needed for tickets raised by a person of no agency (one event per tab).
 */
function submitterRooms(ticket: TicketRow): string[] {
  if (ticket.locationId) return [rooms.location(ticket.locationId)];
  if (ticket.agencyId) return [rooms.agencyTeam(ticket.agencyId)];
  return [rooms.user(ticket.submittedById)];
}

/**
 * Tells the team (and, unless only the team can see the change, the submitter side) that lists and counts
 * moved; `commentBy` when it was a new comment, one more unread for everyone but its author.
 */
export function announceActivity(realtime: Realtime, ticket: TicketRow, opts: { teamOnly?: boolean; commentBy?: string } = {}) {
  const targets = new Set([teamRoom(ticket), ...(opts.teamOnly ? [] : submitterRooms(ticket))]);
  const event = opts.commentBy ? { ticketId: ticket._id, commentBy: opts.commentBy } : { ticketId: ticket._id };
  for (const room of targets) realtime.to(room, 'support:activity', event);
}

/** A comment to the ticket's watchers (internal notes: its team's tabs only); a public one also moves the ticket. */
export async function announceComment(opts: { db: Db; realtime: Realtime; ticket: TicketRow; comment: TTicketComment }) {
  const { db, realtime, ticket, comment } = opts;
  realtime.to(comment.internal ? rooms.ticketTeam(ticket._id) : rooms.ticket(ticket._id), 'ticket:comment', {
    ticketId: ticket._id,
    comment,
  });
  if (comment.internal) return announceActivity(realtime, ticket, { teamOnly: true, commentBy: comment.author._id });
  await announceUpdate({ db, realtime, ticket, commentBy: comment.author._id });
}

/** The ticket's new state to its watchers (first-response data to the team's tabs only), and activity to both sides. */
export async function announceUpdate(opts: { db: Db; realtime: Realtime; ticket: TicketRow; commentBy?: string }) {
  const { db, realtime, ticket } = opts;
  const view = await ticketForBroadcast(db, ticket._id);
  if (view) {
    realtime.to(rooms.ticketTeam(ticket._id), 'ticket:updated', { ticket: view.team });
    realtime.to(ticketSubmitterRoom(ticket._id), 'ticket:updated', { ticket: view.submitter });
  }
  announceActivity(realtime, ticket, { commentBy: opts.commentBy });
}

/** The distinct people with the ticket open right now, sent to everyone watching it. */
async function broadcastViewers(db: Db, realtime: Realtime, ticketId: string) {
  const sockets = await realtime.socketsIn(rooms.ticket(ticketId));
  const userIds = [...new Set(sockets.map((s) => s.actor.userId))];
  const people =
    userIds.length === 0
      ? []
      : await db
          .select({ _id: users._id, name: personName(users) })
          .from(users)
          .where(inArray(users._id, userIds));
  people.sort((a, b) => a.name.localeCompare(b.name));
  realtime.to(rooms.ticket(ticketId), 'ticket:viewers', { ticketId, viewers: people });
}

const TICKET_ROOM = /^ticket:(.+)$/;

/** Tabs watch a ticket they may see: live comments (internal notes for the team's tabs), changes, presence. */
export function registerTicketWatching(opts: { db: Db; realtime: Realtime; log: { warn: (o: object, m: string) => void } }) {
  const { db, realtime, log } = opts;
  const refreshViewers = (ticketId: string) =>
    broadcastViewers(db, realtime, ticketId).catch((err: unknown) => log.warn({ err }, 'sending ticket viewers failed'));

  realtime.onConnection((socket: RealtimeSocket) => {
    socket.on('ticket:watch', async (ticketId, ack) => {
      const answer = typeof ack === 'function' ? ack : () => {};
      if (typeof ticketId !== 'string' || !isUuid(ticketId)) return answer({ ok: false });
      const actor = socket.data.actor;
      const ticket = await visibleTicketRow({ db, viewer: actor, ticketId }).catch(() => null);
      if (!ticket) return answer({ ok: false });
      const side = isTeamOf(actor, ticket) ? rooms.ticketTeam(ticketId) : ticketSubmitterRoom(ticketId);
      await socket.join([rooms.ticket(ticketId), side]);
      answer({ ok: true });
      await refreshViewers(ticketId);
    });
    socket.on('ticket:unwatch', async (ticketId) => {
      if (typeof ticketId !== 'string' || !socket.rooms.has(rooms.ticket(ticketId))) return;
      await socket.leave(rooms.ticket(ticketId));
      await socket.leave(rooms.ticketTeam(ticketId));
      await socket.leave(ticketSubmitterRoom(ticketId));
      await refreshViewers(ticketId);
    });
    // A tab in view reads a comment the moment it arrives: marking it read rides the socket that brought
    // it, so a live conversation costs no request. Only a ticket the tab watches (checked when it joined).
    socket.on('ticket:read', async (ticketId, ack) => {
      const answer = typeof ack === 'function' ? ack : () => {};
      if (typeof ticketId !== 'string' || !socket.rooms.has(rooms.ticket(ticketId))) return answer({ ok: false });
      try {
        await markTicketRead(db, ticketId, socket.data.actor.userId);
        answer({ ok: true });
      } catch (err) {
        log.warn({ err }, 'marking a ticket read failed');
        answer({ ok: false });
      }
    });
    // The rooms are gone by 'disconnect'; note the watched tickets while they are still there.
    let watched: string[] = [];
    socket.on('disconnecting', () => {
      watched = [...socket.rooms].flatMap((room) => TICKET_ROOM.exec(room)?.[1] ?? []);
    });
    socket.on('disconnect', () => {
      for (const ticketId of watched) void refreshViewers(ticketId);
    });
  });
}
