import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { conversationKeys } from '@/features/ai-conversations/api/conversation-keys';
import { useSocket } from '@/lib/socket';

/**
 * The staff room's 'ai-conversation:activity' (a message, a rating or a handoff somewhere in the agency): lists on
 * screen refetch, since a conversation may move in their order or into a filter; the conversation itself is only
 * marked stale, as an open one gets its messages from its own watch and a closed one refetches when opened.
 */
export function useInboxLive(): void {
  const socket = useSocket();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    const onActivity = ({ conversationId }: { conversationId: string }) => {
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.one(conversationId), refetchType: 'none' });
    };
    socket.on('ai-conversation:activity', onActivity);
    return () => {
      socket.off('ai-conversation:activity', onActivity);
    };
  }, [socket, queryClient]);
}
