import { agentEndpoints } from '@atrium/contracts/ai-agents';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ChatEntry } from '@/components/ai-chat/chat-types';
import { aiChatKeys } from '@/features/ai-chat/api/ai-chat-keys';
import { conversationQueryOptions, useConversation } from '@/features/ai-chat/api/get-conversations';
import { entriesOf } from '@/features/ai-chat/utils/chat-entries';
import type { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { useAgentStream } from '@/lib/use-agent-stream';
import { useConversationLive } from './use-conversation-live';

/** Where the questions go: a location's conversation inside the CRM, or anyone's from the help pages. */
export type ChatTarget = { kind: 'location'; locationId: string } | { kind: 'general' };

export interface AgentChatOptions {
  target: ChatTarget;
  agentId: string;
  conversationId: string | null;
  /** A new conversation started with the first question. */
  onConversation: (id: string) => void;
}

/**
 * One conversation with an agent: the saved messages (live over the socket), the question on its way, the answer
 * being written, and what the last answer offered. After each answer the conversation is read again, so what shows
 * is what the server saved (a stopped answer as stopped, a failed one with its error).
 */
export function useAgentChat({ target, agentId, conversationId, onConversation }: AgentChatOptions) {
  const queryClient = useQueryClient();
  const { token, user } = useSession();
  const me = user?._id ?? 'visitor';
  const conversation = useConversation(conversationId);
  useConversationLive(conversationId);
  const stream = useAgentStream();
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ error: ApiError; question: string } | null>(null);
  /** The saved answer that offered a person, and whether a person answers now (the agent stayed silent). */
  const [offer, setOffer] = useState<string | null>(null);
  const [personNow, setPersonNow] = useState(false);

  /** The conversation the first question just started: getting its id is not opening another one. */
  const started = useRef<string | null>(null);

  // Another conversation starts clean.
  useEffect(() => {
    if (conversationId !== null && conversationId === started.current) return;
    setOffer(null);
    setPersonNow(false);
    setFailure(null);
  }, [conversationId]);

  const send = useCallback(
    async (question: string) => {
      setFailure(null);
      setOffer(null);
      setPending(question);
      const body =
        target.kind === 'location'
          ? { locationId: target.locationId, agentId, conversationId: conversationId ?? undefined, message: question }
          : { agentId, conversationId: conversationId ?? undefined, message: question };
      const endpoint = target.kind === 'location' ? agentEndpoints.locationMessage : agentEndpoints.message;
      const outcome = await stream.start({ endpoint, body });
      const id = outcome.started?.conversationId ?? conversationId;
      if (id) {
        // Read before the answer's bubble goes, so the saved answer replaces it without a blank moment.
        await queryClient.fetchQuery(conversationQueryOptions(me, id, token)).catch(() => undefined);
        void queryClient.invalidateQueries({ queryKey: aiChatKeys.conversations(me) });
        if (id !== conversationId) {
          started.current = id;
          onConversation(id);
        }
      }
      if (outcome.status === 'done') {
        setOffer(outcome.done.handoffOffered ? (outcome.done.messageId ?? 'latest') : null);
        setPersonNow(outcome.done.personActive);
      }
      // A failure the transcript cannot show (nothing saved: refused, or the connection lost) stays under it.
      const saved = outcome.status === 'error' && (outcome.error.data as { messageId?: unknown } | null)?.messageId;
      if (outcome.status === 'error' && !saved) setFailure({ error: outcome.error, question });
      setPending(null);
      stream.reset();
    },
    [target, agentId, conversationId, onConversation, queryClient, me, token, stream.start, stream.reset],
  );

  const entries = useMemo(() => {
    const saved = entriesOf(conversation.data?.messages ?? []);
    const asking: ChatEntry[] = pending ? [{ id: 'pending', role: 'user', text: pending }] : [];
    return [...saved, ...asking];
  }, [conversation.data, pending]);

  return {
    conversation,
    entries,
    streaming: stream.status === 'streaming' ? { text: stream.text, tool: stream.tool } : null,
    busy: pending !== null,
    send,
    stop: stream.stop,
    failure,
    retry: () => (failure ? void send(failure.question) : undefined),
    dismiss: () => setFailure(null),
    /** The answer that offered a person ('latest' when it was not saved). */
    offer,
    personActive: personNow || Boolean(conversation.data?.personActive),
  };
}
