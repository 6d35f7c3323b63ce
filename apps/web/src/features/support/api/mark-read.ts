import type { TTicket, TUnreadComments } from '@atrium/contracts/support';
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { listsWithTicketRead, unreadWithTicketRead } from '../utils/support-cache';
import type { TicketsPage } from './get-tickets';
import { supportKeys } from './support-keys';

/** PUT /api/v1/support/MarkCommentsAsRead: everything on the ticket is read by the viewer now. */
export async function markRead(ticketId: string, token: string | null): Promise<void> {
  await apiFetch({ method: 'PUT', path: '/support/MarkCommentsAsRead', body: { ticketId }, token });
}

/**
 * Marks a ticket read. The server's answer holds nothing new, so the caches are brought to it here:
 * the header's count loses the ticket's unread answers, and its unread dot goes from every list.
 */
export function useMarkRead(ticketId: string) {
  const { token, user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markRead(ticketId, token),
    onSuccess: () => applyTicketRead(queryClient, user?._id ?? 'visitor', ticketId),
  });
}

/** The caches with everything on the ticket read by the viewer. */
export function applyTicketRead(queryClient: QueryClient, viewer: string, ticketId: string) {
  queryClient.setQueryData<TUnreadComments>(supportKeys.unread(viewer), (data) => unreadWithTicketRead(data, ticketId));
  queryClient.setQueriesData<InfiniteData<TicketsPage>>({ queryKey: supportKeys.lists }, (data) =>
    listsWithTicketRead(data, ticketId),
  );
  queryClient.setQueryData<TTicket>(supportKeys.ticket(viewer, ticketId), (old) =>
    old && old.unreadCount > 0 ? { ...old, unreadCount: 0 } : old,
  );
}
