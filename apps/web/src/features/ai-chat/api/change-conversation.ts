import {
  conversationEndpoints,
  type TChatConversationDetail,
  type TChatMessage,
  type TConversationShare,
} from '@atrium/contracts/chat-conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { aiChatKeys } from './ai-chat-keys';

/** The conversation's cached copy changed in place, so the screen shows the server's answer at once. */
function useConversationCache(conversationId: string) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const key = aiChatKeys.conversation(user?._id ?? 'visitor', conversationId);
  return {
    change: (update: (old: TChatConversationDetail) => TChatConversationDetail) =>
      queryClient.setQueryData<TChatConversationDetail>(key, (old) => (old ? update(old) : old)),
    refresh: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: aiChatKeys.conversations(user?._id ?? '') });
    },
  };
}

/** PUT .../messages/:id/rating: helpful or not, with an optional reason. */
export function useRateMessage(conversationId: string) {
  const { token } = useSession();
  const cache = useConversationCache(conversationId);
  return useMutation({
    mutationFn: (input: { messageId: string; helpful: boolean; reason?: string }) =>
      apiFetch(conversationEndpoints.rate, {
        params: { id: input.messageId },
        body: { helpful: input.helpful, reason: input.reason || undefined },
        token,
      }),
    onSuccess: (message: TChatMessage) =>
      cache.change((old) => ({ ...old, messages: old.messages.map((m) => (m._id === message._id ? message : m)) })),
  });
}

/** POST .../:id/handoff: a support ticket with the transcript; the conversation now waits for a person. */
export function useHandoff(conversationId: string) {
  const { token } = useSession();
  const cache = useConversationCache(conversationId);
  return useMutation({
    mutationFn: () => apiFetch(conversationEndpoints.handoff, { params: { id: conversationId }, body: {}, token }),
    onSuccess: (handoff) => {
      cache.change((old) => ({
        ...old,
        handoffTickets: [...old.handoffTickets, { _id: handoff.ticketId, number: handoff.ticketNumber }],
      }));
      cache.refresh();
    },
  });
}

/** PUT .../:id/share: private, the location or the agency (a link is revoked by it). */
export function useSetShare(conversationId: string) {
  const { token } = useSession();
  const cache = useConversationCache(conversationId);
  return useMutation({
    mutationFn: (share: Exclude<TConversationShare, 'link'>) =>
      apiFetch(conversationEndpoints.share, { params: { id: conversationId }, body: { share }, token }),
    onSuccess: (conversation) => cache.change((old) => ({ ...old, ...conversation })),
  });
}

/** POST .../:id/share-link: a new link (shown once; an older one stops working). */
export function useCreateShareLink(conversationId: string) {
  const { token } = useSession();
  const cache = useConversationCache(conversationId);
  return useMutation({
    mutationFn: () => apiFetch(conversationEndpoints.createLink, { params: { id: conversationId }, token }),
    onSuccess: () => cache.change((old) => ({ ...old, share: 'link' })),
  });
}

/** DELETE .../:id/share-link: the link stops working, the conversation is private again. */
export function useRevokeShareLink(conversationId: string) {
  const { token } = useSession();
  const cache = useConversationCache(conversationId);
  return useMutation({
    mutationFn: () => apiFetch(conversationEndpoints.revokeLink, { params: { id: conversationId }, token }),
    onSuccess: () => cache.change((old) => ({ ...old, share: 'private' })),
  });
}
