import { conversationEndpoints } from '@atrium/contracts/chat-conversations';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type ConversationFilter, queryFromFilter } from '@/features/ai-conversations/utils/filter-params';
import { apiFetch } from '@/lib/api-client';
import { conversationKeys } from './conversation-keys';

export const CONVERSATIONS_PAGE_SIZE = 20;

/** GET /api/v1/chat-conversations/filter: the conversations the viewer reads, newest activity first, keyset paged. */
export const conversationsQuery = (filter: ConversationFilter) =>
  infiniteQueryOptions({
    queryKey: conversationKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(conversationEndpoints.filter, {
        query: { ...queryFromFilter(filter), limit: CONVERSATIONS_PAGE_SIZE, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
    // Changing a filter keeps the old rows on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useConversations = (filter: ConversationFilter) => useInfiniteQuery(conversationsQuery(filter));
