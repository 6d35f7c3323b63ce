import {
  supportEndpoints,
  type TTicket,
  type TTicketChat,
  type TTicketChatResult,
  type TTicketComment,
} from '@atrium/contracts/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addComment } from '@/features/support/utils/comments-cache';
import { changeQueryData, withTicketState } from '@/features/support/utils/support-cache';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { supportKeys } from './support-keys';

/** POST /api/v1/support/tickets/ticketchat: a reply, or an internal note (the team only), with the ticket it left. */
export function postComment(input: TTicketChat, token: string | null): Promise<TTicketChatResult> {
  return apiFetch(supportEndpoints.comment, { body: input, token });
}

/**
 * Sends a comment. The answer is applied as it is: the comment joins the conversation and the ticket takes
 * the state the comment left it in (status, counts, first response), so nothing is fetched again; the
 * socket's echo of both is then dropped (the same comment id, no newer ticket state). Lists show status
 * and activity: on screen they refetch, others are marked stale.
 */
export function usePostComment(ticketId: string) {
  const { token, user } = useSession();
  const viewer = user?._id ?? 'visitor';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<TTicketChat, 'ticketId'>) => postComment({ ...input, ticketId }, token),
    onSuccess: ({ ticket, ...comment }) => {
      queryClient.setQueryData<TTicketComment[]>(supportKeys.comments(viewer, ticketId), (list) => addComment(list, comment));
      changeQueryData<TTicket>(queryClient, supportKeys.ticket(viewer, ticketId), (old) =>
        withTicketState(old, ticket, { sameCounts: true }),
      );
      void queryClient.invalidateQueries({ queryKey: supportKeys.lists });
    },
  });
}
