import { supportEndpoints, type TTicket, type TTicketUpdate } from '@atrium/contracts/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { supportKeys } from './support-keys';

/** Every change to a ticket the detail's side panel makes; each answers with the changed ticket. */
export type TicketChange =
  | { kind: 'update'; input: TTicketUpdate }
  | { kind: 'assign'; userId: string | null }
  | { kind: 'close' }
  | { kind: 'rate'; rating: number; comment?: string };

/**
 * PUT /support/:id (status, priority, category, subject), POST /support/assign_user (null unassigns),
 * POST /support/:id/close and POST /support/:id/rating (the submitter's side, once).
 */
export function changeTicket(id: string, change: TicketChange, token: string | null): Promise<TTicket> {
  const params = { id };
  switch (change.kind) {
    case 'update':
      return apiFetch(supportEndpoints.update, { params, body: change.input, token });
    case 'assign':
      return apiFetch(supportEndpoints.assign, { body: { ticketId: id, userId: change.userId }, token });
    case 'close':
      return apiFetch(supportEndpoints.close, { params, token });
    case 'rate':
      return apiFetch(supportEndpoints.rate, {
        params,
        body: { rating: change.rating, comment: change.comment || undefined },
        token,
      });
  }
}

/** Changes the ticket; the answer replaces the cached one and the lists refresh (they show status and assignee). */
export function useChangeTicket(id: string) {
  const { token, user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TicketChange) => changeTicket(id, change, token),
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.ticket(user?._id ?? 'visitor', id), ticket);
      void queryClient.invalidateQueries({ queryKey: supportKeys.lists });
    },
  });
}
