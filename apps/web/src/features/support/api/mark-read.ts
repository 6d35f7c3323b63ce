import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { supportKeys } from './support-keys';

/** PUT /api/v1/support/MarkCommentsAsRead: everything on the ticket is read by the viewer now. */
export async function markRead(ticketId: string, token: string | null): Promise<void> {
  await apiFetch({ method: 'PUT', path: '/support/MarkCommentsAsRead', body: { ticketId }, token });
}

/** Marks a ticket read, then refetches the header's count and the lists' unread dots. */
export function useMarkRead(ticketId: string) {
  const { token, user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markRead(ticketId, token),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: supportKeys.unread(user?._id ?? 'visitor') });
      void queryClient.invalidateQueries({ queryKey: supportKeys.lists });
    },
  });
}
