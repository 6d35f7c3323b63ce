import type { TTicket, TTicketUpdate } from '@atrium/contracts/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { supportKeys } from './support-keys';

/** Every change to a ticket the detail's side panel makes; each answers with the changed ticket. */
export type TicketChange =
  | { kind: 'update'; input: TTicketUpdate }
  | { kind: 'assign'; userId: string | null }
  | { kind: 'close' }
  | { kind: 'rate'; rating: number; comment?: string };

const path = (id: string) => `/support/${encodeURIComponent(id)}`;

/**
 * PUT /support/:id (status, priority, category, subject), POST /support/assign_user (null unassigns),
 * POST /support/:id/close and POST /support/:id/rating (the submitter's side, once).
 */
export async function changeTicket(id: string, change: TicketChange, token: string | null): Promise<TTicket> {
  const call = {
    update: () => ({ method: 'PUT' as const, path: path(id), body: change.kind === 'update' ? change.input : undefined }),
    assign: () => ({
      method: 'POST' as const,
      path: '/support/assign_user',
      body: { ticketId: id, userId: change.kind === 'assign' ? change.userId : null },
    }),
    close: () => ({ method: 'POST' as const, path: `${path(id)}/close` }),
    rate: () => ({
      method: 'POST' as const,
      path: `${path(id)}/rating`,
      body: change.kind === 'rate' ? { rating: change.rating, comment: change.comment || undefined } : undefined,
    }),
  }[change.kind]();
  const res = await apiFetch<{ data: TTicket }>({ ...call, token });
  return res.data;
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
