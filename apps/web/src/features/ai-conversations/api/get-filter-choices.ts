import { agentEndpoints } from '@atrium/contracts/ai-agents';
import { conversationEndpoints } from '@atrium/contracts/chat-conversations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { conversationKeys } from './conversation-keys';

/** A choice of the filters: an id and the name shown. */
export interface FilterChoice {
  _id: string;
  name: string;
}

/** GET /api/v1/chat-conversations/list-subaccounts: the locations that have conversations the viewer reads. */
export const locationChoicesQuery = queryOptions({
  queryKey: conversationKeys.choices('locations'),
  queryFn: ({ signal }): Promise<FilterChoice[]> => apiFetch(conversationEndpoints.listSubaccounts, { signal }),
});

/** GET /api/v1/chat-conversations/list-users: the people who wrote them. */
export const userChoicesQuery = queryOptions({
  queryKey: conversationKeys.choices('users'),
  queryFn: ({ signal }): Promise<FilterChoice[]> => apiFetch(conversationEndpoints.listUsers, { signal }),
});

/** GET /v1/agents: the agents the viewer may use or manage, reduced to what the filter shows. */
export const agentChoicesQuery = queryOptions({
  queryKey: conversationKeys.choices('agents'),
  queryFn: async ({ signal }): Promise<FilterChoice[]> => {
    const page = await apiFetch(agentEndpoints.list, { signal });
    return page.data.map(({ _id, name }) => ({ _id, name }));
  },
});

export const useLocationChoices = () => useQuery(locationChoicesQuery);
export const useUserChoices = () => useQuery(userChoicesQuery);
export const useAgentChoices = () => useQuery(agentChoicesQuery);
