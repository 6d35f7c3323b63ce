import {
  conversationEndpoints,
  type TChatConversation,
  type TChatConversationDetail,
} from '@atrium/contracts/chat-conversations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { aiChatKeys } from './ai-chat-keys';

const RECENT = 30;

/** GET /api/v1/chat-conversations/filter?userId=: the viewer's own conversations, newest activity first. */
export async function getMyConversations(
  userId: string,
  token: string | null,
  signal?: AbortSignal,
): Promise<TChatConversation[]> {
  return (await apiFetch(conversationEndpoints.filter, { query: { userId, limit: RECENT }, token, signal })).data;
}

export function useMyConversations() {
  const { token, user } = useSession();
  const userId = user?._id ?? '';
  return useQuery(
    queryOptions({
      queryKey: aiChatKeys.conversations(userId),
      queryFn: ({ signal }) => getMyConversations(userId, token, signal),
      enabled: Boolean(token && userId),
    }),
  );
}

/** GET /api/v1/chat-conversations/retrieve/:id: one conversation with its messages. */
export function getConversation(id: string, token: string | null, signal?: AbortSignal): Promise<TChatConversationDetail> {
  return apiFetch(conversationEndpoints.retrieve, { params: { id }, token, signal });
}

export const conversationQueryOptions = (viewer: string, id: string, token: string | null) =>
  queryOptions({
    queryKey: aiChatKeys.conversation(viewer, id),
    queryFn: ({ signal }) => getConversation(id, token, signal),
    // Its socket watch starts only when it is open, so nothing kept a cached copy current.
    staleTime: 0,
    enabled: Boolean(token && id),
  });

export function useConversation(id: string | null) {
  const { token, user } = useSession();
  return useQuery({ ...conversationQueryOptions(user?._id ?? 'visitor', id ?? '', token), enabled: Boolean(token && id) });
}
