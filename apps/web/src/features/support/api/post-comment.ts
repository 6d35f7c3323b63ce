import type { TTicketChat, TTicketComment } from '@atrium/contracts/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { addComment } from '../utils/comments-cache';
import { supportKeys } from './support-keys';

/** POST /api/v1/support/tickets/ticketchat: a reply, or an internal note (the team only). */
export async function postComment(input: TTicketChat, token: string | null): Promise<TTicketComment> {
  const res = await apiFetch<{ data: TTicketComment }>({
    method: 'POST',
    path: '/support/tickets/ticketchat',
    body: input,
    token,
  });
  return res.data;
}

/**
 * Sends a comment. It joins the conversation at once (the socket echo of the same comment is ignored by
 * its id), and the ticket refetches, since a reply can move its status and first response.
 */
export function usePostComment(ticketId: string) {
  const { token, user } = useSession();
  const viewer = user?._id ?? 'visitor';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<TTicketChat, 'ticketId'>) => postComment({ ...input, ticketId }, token),
    onSuccess: (comment) => {
      queryClient.setQueryData<TTicketComment[]>(supportKeys.comments(viewer, ticketId), (list) => addComment(list, comment));
      void queryClient.invalidateQueries({ queryKey: supportKeys.ticket(viewer, ticketId) });
      void queryClient.invalidateQueries({ queryKey: supportKeys.lists });
    },
  });
}
