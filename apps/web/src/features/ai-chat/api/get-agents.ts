import { agentEndpoints, type TAgent } from '@atrium/contracts/ai-agents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { aiChatKeys } from './ai-chat-keys';

/** GET /v1/agents: the agents the viewer may use or manage (a manager's drafts included). */
export async function getAgents(token: string | null, signal?: AbortSignal): Promise<TAgent[]> {
  return (await apiFetch(agentEndpoints.list, { token, signal })).data;
}

/**
 * Only a published agent answers a conversation; a draft (never published, or unpublished) is the builder's, tried in
 * its playground.
 */
export const usable = (agents: readonly TAgent[]) => agents.filter((a) => a.status === 'published');

export const agentsQueryOptions = (viewer: string, token: string | null) =>
  queryOptions({
    queryKey: aiChatKeys.agents(viewer),
    queryFn: ({ signal }) => getAgents(token, signal),
    select: usable,
    staleTime: 60_000,
    enabled: Boolean(token),
  });

/** The agents the signed-in person may talk to. */
export function useUsableAgents(enabled = true) {
  const { token, user } = useSession();
  return useQuery({ ...agentsQueryOptions(user?._id ?? 'visitor', token), enabled: Boolean(token) && enabled });
}
