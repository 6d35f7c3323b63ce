import type { TChatConversation, TChatConversationDetail, TChatMessage } from '@atrium/contracts/chat-conversations';
import type { TPage } from '@atrium/contracts/endpoint';
import type { TConversationRatingEvent } from '@atrium/contracts/socket-events';
import type { InfiniteData } from '@tanstack/react-query';

/**
 * The conversation with one more message, from the socket or the answer to our own post: both bring the same
 * message, so one that is already there is not added twice. A person's message means a person answers now.
 */
export function withMessage(
  conversation: TChatConversationDetail | undefined,
  message: TChatMessage,
): TChatConversationDetail | undefined {
  if (!conversation || conversation.messages.some((m) => m._id === message._id)) return conversation;
  return {
    ...conversation,
    messages: [...conversation.messages, message],
    messageCount: conversation.messageCount + (message.role === 'tool' ? 0 : 1),
    personActive: conversation.personActive || message.role === 'person',
    lastMessageAt: message.createdAt,
  };
}

/** The conversation with the asker's rating of one answer as the staff room announced it, and its new total. */
export function withRating(
  conversation: TChatConversationDetail | undefined,
  event: TConversationRatingEvent,
): TChatConversationDetail | undefined {
  if (!conversation || conversation._id !== event.conversationId) return conversation;
  return {
    ...conversation,
    unhelpfulCount: event.unhelpfulCount,
    messages: conversation.messages.map((m) => (m._id === event.messageId ? { ...m, rating: event.rating } : m)),
  };
}

/** Inbox pages with the rated conversation's count of unhelpful answers; the same pages when it is not among them. */
export function pagesWithRating(
  data: InfiniteData<TPage<TChatConversation>> | undefined,
  event: TConversationRatingEvent,
): InfiniteData<TPage<TChatConversation>> | undefined {
  const listed = (c: TChatConversation) => c._id === event.conversationId && c.unhelpfulCount !== event.unhelpfulCount;
  if (!data?.pages.some((page) => page.data.some(listed))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      data: page.data.map((c) => (listed(c) ? { ...c, unhelpfulCount: event.unhelpfulCount } : c)),
    })),
  };
}
