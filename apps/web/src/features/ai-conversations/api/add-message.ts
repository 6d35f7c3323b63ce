import { conversationEndpoints, type TChatConversationDetail } from '@atrium/contracts/chat-conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withMessage } from '@/features/ai-conversations/utils/conversation-cache';
import { apiFetch } from '@/lib/api-client';
import { conversationKeys } from './conversation-keys';

/** POST /api/v1/chat-conversations/add-message: a person of the support staff answers; the agent steps back. */
export function addMessage(conversationId: string, text: string) {
  return apiFetch(conversationEndpoints.addMessage, { body: { conversationId, text } });
}

/** Sends a person's message and puts the saved message in the open conversation (its broadcast is then a no-op). */
export function useAddMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => addMessage(conversationId, text),
    onSuccess: (message) => {
      queryClient.setQueryData<TChatConversationDetail>(conversationKeys.one(conversationId), (old) => withMessage(old, message));
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists });
    },
  });
}
