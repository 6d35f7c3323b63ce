import { supportEndpoints, type TPerson } from '@atrium/contracts/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { type SupportViewer, supportKeys } from './support-keys';

/** GET /api/v1/support/team?ticketId= (the team only): who the ticket can be assigned to. */
export function getTeam(ticketId: string, token: string | null, signal?: AbortSignal): Promise<TPerson[]> {
  return apiFetch(supportEndpoints.team, { query: { ticketId }, token, signal });
}

export const teamQueryOptions = (viewer: SupportViewer, ticketId: string, token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: supportKeys.team(viewer, ticketId),
    queryFn: ({ signal }) => getTeam(ticketId, token, signal),
    staleTime: 5 * 60_000,
    enabled: enabled && Boolean(token),
  });

/** `enabled` false for the submitter's side, who may not ask. */
export function useTeam(ticketId: string, enabled: boolean) {
  const { token, user } = useSession();
  return useQuery(teamQueryOptions(user?._id ?? 'visitor', ticketId, token, enabled));
}
