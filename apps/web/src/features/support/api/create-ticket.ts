import { supportEndpoints, type TTicket, type TTicketCreate } from '@atrium/contracts/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { type EmbedIds, supportKeys } from './support-keys';

/**
 * POST /api/v1/support, or POST /api/v1/support/create-v2 from the embedded view, which names its frame's
 * ids so the server checks them before the ticket is written.
 */
export function createTicket(input: TTicketCreate, embed: EmbedIds | null, token: string | null): Promise<TTicket> {
  return embed
    ? apiFetch(supportEndpoints.createEmbedded, { body: { ...input, ...embed }, token })
    : apiFetch(supportEndpoints.create, { body: input, token });
}

/** Raises a ticket; it goes into the cache (its page opens at once) and the lists refresh. */
export function useCreateTicket(embed: EmbedIds | null) {
  const { token, user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TTicketCreate) => createTicket(input, embed, token),
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.ticket(user?._id ?? 'visitor', ticket._id), ticket);
      void queryClient.invalidateQueries({ queryKey: supportKeys.lists });
    },
  });
}
