import { supportEndpoints, type TTicket, type TTicketComment } from '@atrium/contracts/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { type SupportViewer, supportKeys } from './support-keys';

/** GET /api/v1/support/:id: one ticket (404 when the viewer may not see it). */
export function getTicket(id: string, token: string | null, signal?: AbortSignal): Promise<TTicket> {
  return apiFetch(supportEndpoints.get, { params: { id }, token, signal });
}

export const ticketQueryOptions = (viewer: SupportViewer, id: string, token: string | null) =>
  queryOptions({
    queryKey: supportKeys.ticket(viewer, id),
    queryFn: ({ signal }) => getTicket(id, token, signal),
    // Opening a ticket always asks again: its socket watch only starts now, so nothing kept it current.
    staleTime: 0,
    enabled: Boolean(token),
  });

export function useTicket(id: string) {
  const { token, user } = useSession();
  return useQuery(ticketQueryOptions(user?._id ?? 'visitor', id, token));
}

/** GET /api/v1/support/getcomments?ticketId=: oldest first; internal notes only reach the team. */
export function getComments(ticketId: string, token: string | null, signal?: AbortSignal): Promise<TTicketComment[]> {
  return apiFetch(supportEndpoints.comments, { query: { ticketId }, token, signal });
}

export const commentsQueryOptions = (viewer: SupportViewer, ticketId: string, token: string | null) =>
  queryOptions({
    queryKey: supportKeys.comments(viewer, ticketId),
    queryFn: ({ signal }) => getComments(ticketId, token, signal),
    staleTime: 0,
    enabled: Boolean(token),
  });

export function useComments(ticketId: string) {
  const { token, user } = useSession();
  return useQuery(commentsQueryOptions(user?._id ?? 'visitor', ticketId, token));
}
