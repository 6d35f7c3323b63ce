import { agentEndpoints, type TAiUsageScope } from '@atrium/contracts/ai-agents';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { agentKeys } from './agent-keys';

/** GET /v1/agents/usage: this month's tokens and requests against the limits of each scope the viewer sees. */
export const getAgentUsage = (signal?: AbortSignal) => apiFetch(agentEndpoints.usage, { signal });
export const agentUsageQuery = () => queryOptions({ queryKey: agentKeys.usage, queryFn: ({ signal }) => getAgentUsage(signal) });
export const useAgentUsage = () => useQuery(agentUsageQuery());

export interface LimitsInput {
  scope: TAiUsageScope['scope'];
  id: string;
  monthlyTokens: number;
  requestsPerMinute: number;
}

/** PUT /v1/agents/limits: the answer replaces its row in the cached list, so the bars move at once. */
export function useSetAgentLimits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LimitsInput) => apiFetch(agentEndpoints.setLimits, { body }),
    onSuccess: (saved) =>
      client.setQueryData<TAiUsageScope[]>(agentKeys.usage, (rows) =>
        rows?.map((row) => (row.scope === saved.scope && row.id === saved.id ? saved : row)),
      ),
  });
}
