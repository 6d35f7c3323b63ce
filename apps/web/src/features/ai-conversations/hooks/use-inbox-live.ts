import type { TChatConversation, TChatConversationDetail } from '@atrium/contracts/chat-conversations';
import type { TPage } from '@atrium/contracts/endpoint';
import type { TConversationRatingEvent } from '@atrium/contracts/socket-events';
import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { conversationKeys } from '@/features/ai-conversations/api/conversation-keys';
import { pagesWithRating, withRating } from '@/features/ai-conversations/utils/conversation-cache';
import type { ConversationFilter } from '@/features/ai-conversations/utils/filter-params';
import { useSocket } from '@/lib/socket';

/**
 * The staff room's 'ai-conversation:activity' (a message or a handoff somewhere in the agency): lists on screen
 * refetch, since a conversation may move in their order or into a filter; the conversation itself is only marked
 * stale, as an open one gets its messages from its own watch and a closed one refetches when opened. A `changed`
 * one (a handoff's ticket, a hand-back: state no message carries) refetches where it is open.
 * 'ai-conversation:rating' (the asker rated an answer) is applied from the event itself: see `applyRating`.
 */
export function useInboxLive(): void {
  const socket = useSocket();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    const onActivity = ({ conversationId, changed }: { conversationId: string; changed?: true }) => {
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists });
      void queryClient.invalidateQueries({
        queryKey: conversationKeys.one(conversationId),
        refetchType: changed ? 'active' : 'none',
      });
    };
    const onRating = (event: TConversationRatingEvent) => applyRating(queryClient, event);
    socket.on('ai-conversation:activity', onActivity);
    socket.on('ai-conversation:rating', onRating);
    return () => {
      socket.off('ai-conversation:activity', onActivity);
      socket.off('ai-conversation:rating', onRating);
    };
  }, [socket, queryClient]);
}

/**
 * A rating changes an answer's marker and a conversation's count of unhelpful answers, not its place in the
 * newest-first lists: the cached conversation and rows are patched in place. Only a list filtered by rating may
 * gain or lose the conversation, which the server alone knows, so those refetch. A copy already marked stale is
 * left alone: writing to it would mark it fresh and hide the other change it waits to fetch.
 */
export function applyRating(queryClient: QueryClient, event: TConversationRatingEvent): void {
  const one = conversationKeys.one(event.conversationId);
  if (!queryClient.getQueryState(one)?.isInvalidated)
    queryClient.setQueryData<TChatConversationDetail>(one, (old) => withRating(old, event));
  for (const query of queryClient.getQueryCache().findAll({ queryKey: conversationKeys.lists })) {
    const filter = query.queryKey[2] as ConversationFilter | undefined;
    if (filter?.rating) void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
    else if (!query.state.isInvalidated) {
      const old = query.state.data as InfiniteData<TPage<TChatConversation>> | undefined;
      const next = pagesWithRating(old, event);
      if (next !== old) queryClient.setQueryData(query.queryKey, next);
    }
  }
}
