import { agentEndpoints, type TAgent, type TAgentSave } from '@atrium/contracts/ai-agents';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { agentKeys } from './agent-keys';

/** GET /v1/agents: the agents the viewer manages or may use (one page: the server sends them all). */
export const getAgents = (signal?: AbortSignal) => apiFetch(agentEndpoints.list, { signal }).then((page) => page.data);
export const agentsQuery = () => queryOptions({ queryKey: agentKeys.list, queryFn: ({ signal }) => getAgents(signal) });
export const useAgents = () => useQuery(agentsQuery());

/** GET /v1/agents/:id: one agent with its draft settings. */
export const getAgent = (id: string, signal?: AbortSignal) => apiFetch(agentEndpoints.get, { params: { id }, signal });
export const agentQuery = (id: string) =>
  queryOptions({ queryKey: agentKeys.detail(id), queryFn: ({ signal }) => getAgent(id, signal) });
export const useAgent = (id: string) => useQuery(agentQuery(id));

/** GET /v1/agents/:id/versions: the published versions, newest first. */
export const getAgentVersions = (id: string, signal?: AbortSignal) =>
  apiFetch(agentEndpoints.versions, { params: { id }, signal });
export const agentVersionsQuery = (id: string) =>
  queryOptions({ queryKey: agentKeys.versions(id), queryFn: ({ signal }) => getAgentVersions(id, signal) });
export const useAgentVersions = (id: string) => useQuery(agentVersionsQuery(id));

/**
 * Every write answers with the agent as it now is: that copy goes straight into the cache (the builder follows it
 * without a second read), and the lists and versions are read again.
 */
function useAgentWrite<I>(write: (input: I) => Promise<TAgent>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (agent) => {
      client.setQueryData(agentKeys.detail(agent._id), agent);
      await Promise.all([
        client.invalidateQueries({ queryKey: agentKeys.list }),
        client.invalidateQueries({ queryKey: agentKeys.versions(agent._id) }),
      ]);
    },
  });
}

/** PUT /v1/agents: creates an agent (no `_id`) or saves its draft. */
export const useSaveAgent = () => useAgentWrite((body: TAgentSave) => apiFetch(agentEndpoints.save, { body }));

/** POST /v1/agents/:id/restore: a version's settings become the draft again (unpublished until published). */
export const useRestoreVersion = () =>
  useAgentWrite(({ id, versionId }: { id: string; versionId: string }) =>
    apiFetch(agentEndpoints.restore, { params: { id }, body: { versionId } }),
  );

/** POST /v1/agents/:id/publish: the saved draft becomes the next version; the agent is read again for its status. */
export function usePublishAgent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(agentEndpoints.publish, { params: { id } }),
    onSuccess: (version) => client.invalidateQueries({ queryKey: agentKeys.all, refetchType: 'active' }).then(() => version),
  });
}

/** POST /v1/agents/:id/unpublish: back to a draft; locations can no longer pick or ask it. */
export const useUnpublishAgent = () => useAgentWrite((id: string) => apiFetch(agentEndpoints.unpublish, { params: { id } }));

/**
 * DELETE /v1/agents/:id: the agent leaves the list at once, which is then read again. Its own screen is left by the
 * caller; the detail query is not dropped here, as that screen still watches it (it would read a 404 and flash it).
 */
export function useDeleteAgent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(agentEndpoints.remove, { params: { id } }),
    onSuccess: async (_, id) => {
      client.setQueryData(agentKeys.list, (list: TAgent[] | undefined) => list?.filter((a) => a._id !== id));
      await client.invalidateQueries({ queryKey: agentKeys.list });
    },
  });
}
