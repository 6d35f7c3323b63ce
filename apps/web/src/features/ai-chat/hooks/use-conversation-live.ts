import type { TChatConversationDetail, TChatMessage } from '@atrium/contracts/chat-conversations';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { aiChatKeys } from '@/features/ai-chat/api/ai-chat-keys';
import { useSession } from '@/lib/session-store';
import { useSocket } from '@/lib/socket';

/** The conversation with a message the socket brought: added once, in order; a person's means a person answers now. */
export function withMessage(
  old: TChatConversationDetail | undefined,
  message: TChatMessage,
): TChatConversationDetail | undefined {
  if (!old || old.messages.some((m) => m._id === message._id)) return old;
  return {
    ...old,
    personActive: old.personActive || message.role === 'person',
    messageCount: old.messageCount + 1,
    lastMessageAt: message.createdAt,
    messages: [...old.messages, message],
  };
}

/**
 * An open conversation, live: the tab watches it over the socket (again after a reconnect) and new messages, a support
 * person's above all, join the cached conversation as they are written. The server checks the viewer may read it.
 */
export function useConversationLive(conversationId: string | null) {
  const socket = useSocket();
  const queryClient = useQueryClient();
  const me = useSession().user?._id ?? 'visitor';

  useEffect(() => {
    if (!socket || !conversationId) return;
    const watch = () => socket.emit('ai-conversation:watch', conversationId, () => {});
    if (socket.connected) watch();
    const onMessage = (event: { conversationId: string; message: TChatMessage }) => {
      if (event.conversationId !== conversationId) return;
      queryClient.setQueryData<TChatConversationDetail>(aiChatKeys.conversation(me, conversationId), (old) =>
        withMessage(old, event.message),
      );
    };
    socket.on('connect', watch);
    socket.on('ai-conversation:message', onMessage);
    return () => {
      socket.off('connect', watch);
      socket.off('ai-conversation:message', onMessage);
      if (socket.connected) socket.emit('ai-conversation:unwatch', conversationId);
    };
  }, [socket, conversationId, me, queryClient]);
}
