import type { ConversationFilter } from '@/features/ai-conversations/utils/filter-params';

/**
 * Query keys of the conversations inbox. Every key starts with 'ai-conversations', so the staff room's activity
 * refreshes the lists in one call and leaves the open conversation to its own watch.
 */
export const conversationKeys = {
  all: ['ai-conversations'] as const,
  lists: ['ai-conversations', 'list'] as const,
  list: (filter: ConversationFilter) => ['ai-conversations', 'list', filter] as const,
  one: (id: string) => ['ai-conversations', 'one', id] as const,
  choices: (kind: 'locations' | 'users' | 'agents') => ['ai-conversations', 'choices', kind] as const,
};
