import { conversationEndpoints, type TChatConversationDetail } from '@atrium/contracts/chat-conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { conversationKeys } from './conversation-keys';

/** POST /api/v1/chat-conversations/:id/hand-back: the agent answers the asker's next question again. */
export function handBack(conversationId: string) {
  return apiFetch(conversationEndpoints.handBack, { params: { id: conversationId } });
}

export function useHandBack(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => handBack(conversationId),
    onSuccess: (conversation) => {
      queryClient.setQueryData<TChatConversationDetail>(conversationKeys.one(conversationId), (old) =>
        old ? { ...old, personActive: conversation.personActive } : old,
      );
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists });
    },
  });
}
