import { conversationEndpoints } from '@atrium/contracts/chat-conversations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { conversationKeys } from './conversation-keys';

/** GET /api/v1/chat-conversations/retrieve/:id: one conversation with its messages (and the asker's ratings). */
export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: conversationKeys.one(id),
    queryFn: ({ signal }) => apiFetch(conversationEndpoints.retrieve, { params: { id }, signal }),
  });

export const useConversation = (id: string) => useQuery(conversationQuery(id));
