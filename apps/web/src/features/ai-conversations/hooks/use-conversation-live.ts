import type { TChatConversationDetail, TChatMessage } from '@atrium/contracts/chat-conversations';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { conversationKeys } from '@/features/ai-conversations/api/conversation-keys';
import { withMessage } from '@/features/ai-conversations/utils/conversation-cache';
import { useSocket } from '@/lib/socket';

/**
 * One open conversation, live: the tab joins its room (again after a reconnect) and each new message, the asker's,
 * the agent's or a person's, joins the transcript from the event itself: nothing is fetched again.
 */
export function useConversationLive(conversationId: string): void {
  const socket = useSocket();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    const watch = () => socket.emit('ai-conversation:watch', conversationId, () => {});
    if (socket.connected) watch();
    const onMessage = (event: { conversationId: string; message: TChatMessage }) => {
      if (event.conversationId !== conversationId) return;
      queryClient.setQueryData<TChatConversationDetail>(conversationKeys.one(conversationId), (old) =>
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
  }, [socket, conversationId, queryClient]);
}
