import type { TPage } from '@atrium/contracts/endpoint';
import { supportEndpoints, type TTicket } from '@atrium/contracts/support';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { type SupportViewer, supportKeys, type TicketListFilter } from './support-keys';

export const TICKETS_PAGE_SIZE = 20;

export type TicketsPage = TPage<TTicket>;

/** GET /api/v1/support/filter: the viewer's tickets in one queue, newest activity first, keyset paged. */
export function getTickets(
  filter: TicketListFilter,
  cursor: string | undefined,
  token: string | null,
  signal?: AbortSignal,
): Promise<TicketsPage> {
  return apiFetch(supportEndpoints.filter, {
    query: { ...filter, q: filter.q || undefined, limit: TICKETS_PAGE_SIZE, cursor },
    token,
    signal,
  });
}

export const ticketsQueryOptions = (viewer: SupportViewer, filter: TicketListFilter, token: string | null) =>
  infiniteQueryOptions({
    queryKey: supportKeys.list(viewer, filter),
    queryFn: ({ pageParam, signal }) => getTickets(filter, pageParam, token, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
    // Changing a filter keeps the old rows on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
    enabled: Boolean(token),
  });

export function useTickets(filter: TicketListFilter) {
  const { token, user } = useSession();
  return useInfiniteQuery(ticketsQueryOptions(user?._id ?? 'visitor', filter, token));
}
