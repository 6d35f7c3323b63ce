import { supportEndpoints, type TTicket, type TUnreadComments } from '@atrium/contracts/support';
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { changeQueryData, listsWithTicketRead, unreadWithTicketRead } from '@/features/support/utils/support-cache';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import type { TicketsPage } from './get-tickets';
import { supportKeys } from './support-keys';

/** PUT /api/v1/support/MarkCommentsAsRead: everything on the ticket is read by the viewer now. */
export async function markRead(ticketId: string, token: string | null): Promise<void> {
  await apiFetch(supportEndpoints.markRead, { body: { ticketId }, token });
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

/**
 * The caches with everything on the ticket read by the viewer. Only what changes is written: writing a
 * query's data makes it fresh again, and a list marked stale (a new ticket elsewhere) must stay so.
 */
export function applyTicketRead(queryClient: QueryClient, viewer: string, ticketId: string) {
  changeQueryData<TUnreadComments>(queryClient, supportKeys.unread(viewer), (data) => unreadWithTicketRead(data, ticketId));
  for (const query of queryClient.getQueryCache().findAll({ queryKey: supportKeys.lists }))
    changeQueryData<InfiniteData<TicketsPage>>(queryClient, query.queryKey, (data) => listsWithTicketRead(data, ticketId));
  changeQueryData<TTicket>(queryClient, supportKeys.ticket(viewer, ticketId), (old) =>
    old && old.unreadCount > 0 ? { ...old, unreadCount: 0 } : old,
  );
}
