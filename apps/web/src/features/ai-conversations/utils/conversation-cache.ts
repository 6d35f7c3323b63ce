import type { TChatConversationDetail, TChatMessage } from '@atrium/contracts/chat-conversations';

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
