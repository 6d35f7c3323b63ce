import { conversationEndpoints, type TSharedConversation } from '@atrium/contracts/chat-conversations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { aiChatKeys } from './ai-chat-keys';

/** GET .../shared/:token: public, so it goes without the viewer's token. */
export function getShared(token: string, signal?: AbortSignal): Promise<TSharedConversation> {
  return apiFetch(conversationEndpoints.shared, { params: { token }, token: null, signal });
}

export function useSharedConversation(shareToken: string) {
  return useQuery(
    queryOptions({
      queryKey: aiChatKeys.shared(shareToken),
      queryFn: ({ signal }) => getShared(shareToken, signal),
      // A revoked or malformed link does not come back by asking again.
      retry: (count, error) => !(error instanceof ApiError && [400, 404].includes(error.status)) && count < 2,
    }),
  );
}
