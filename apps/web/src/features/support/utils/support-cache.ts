import type { TTicketBroadcast } from '@atrium/contracts/socket-events';
import type { TTicket, TUnreadComments } from '@atrium/contracts/support';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { TicketsPage } from '@/features/support/api/get-tickets';

/**
 * Pure updates of the support caches, for live events and write answers: applying what arrived instead of
 * asking the server again. Free of react-query's runtime (the header's live listener is on every page).
 */

/**
 * Writes a query's data only when `update` changes it. Writing data marks a query fresh, so writing the
 * same data back would undo an invalidation that is waiting for the query to be shown again.
 */
export function changeQueryData<T>(queryClient: QueryClient, key: QueryKey, update: (old: T | undefined) => T | undefined) {
  const old = queryClient.getQueryData<T>(key);
  const next = update(old);
  if (next !== undefined && next !== old) queryClient.setQueryData<T>(key, next);
}

/** One more unread answer on a ticket: a comment someone else wrote that this person has not seen. */
export function unreadWithOneMore(data: TUnreadComments | undefined, ticketId: string): TUnreadComments | undefined {
  if (!data) return data;
  const known = data.tickets.some((t) => t.ticketId === ticketId);
  return {
    total: data.total + 1,
    tickets: known
      ? data.tickets.map((t) => (t.ticketId === ticketId ? { ...t, count: t.count + 1 } : t))
      : [...data.tickets, { ticketId, count: 1 }],
  };
}

/** The count with everything on one ticket read. */
export function unreadWithTicketRead(data: TUnreadComments | undefined, ticketId: string): TUnreadComments | undefined {
  const entry = data?.tickets.find((t) => t.ticketId === ticketId);
  if (!data || !entry) return data;
  return { total: Math.max(0, data.total - entry.count), tickets: data.tickets.filter((t) => t.ticketId !== ticketId) };
}

/** A cached list page set with one ticket's unread dot cleared (its place in the list does not change). */
export function listsWithTicketRead(
  data: InfiniteData<TicketsPage> | undefined,
  ticketId: string,
): InfiniteData<TicketsPage> | undefined {
  if (!data?.pages.some((page) => page.data.some((t) => t._id === ticketId && t.unreadCount > 0))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      data: page.data.map((t) => (t._id === ticketId ? { ...t, unreadCount: 0 } : t)),
    })),
  };
}

/**
 * The cached ticket with a newer state of it. A state no newer than the one held is dropped: the sender's
 * own echo (the same state its request answered with), or an event that arrived after a later answer.
 * `sameCounts` lets a state of the same moment in (a write's own answer, which is the viewer's view).
 */
export function withTicketState(
  old: TTicket | undefined,
  next: TTicketBroadcast | TTicket,
  opts: { sameCounts?: boolean } = {},
): TTicket | undefined {
  if (!old) return 'viewerIsTeam' in next ? (next as TTicket) : old;
  const newer = opts.sameCounts ? next.updatedAt >= old.updatedAt : next.updatedAt > old.updatedAt;
  return newer ? { ...old, ...next } : old;
}
