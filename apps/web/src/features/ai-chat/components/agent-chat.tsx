import type { TAgent } from '@atrium/contracts/ai-agents';
import type { TChatConversationDetail, TChatMessage } from '@atrium/contracts/chat-conversations';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AgentAvatar } from '@/components/ai-chat/agent-avatar';
import { ChatComposer } from '@/components/ai-chat/chat-composer';
import { ChatError } from '@/components/ai-chat/chat-error';
import { ChatMarkdown } from '@/components/ai-chat/chat-markdown';
import { ChatTranscript } from '@/components/ai-chat/chat-transcript';
import type { ChatEntry } from '@/components/ai-chat/chat-types';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/ui/state-card';
import { type ChatTarget, useAgentChat } from '@/features/ai-chat/hooks/use-agent-chat';
import { HandoffOffer } from './handoff-offer';
import { RatingControl } from './rating-control';

/** What the chat shows of its agent (a reopened conversation's agent may no longer be listed). */
export type ChatAgentInfo = Pick<TAgent, '_id' | 'name' | 'avatar' | 'greeting'>;

export interface AgentChatProps {
  agent: ChatAgentInfo;
  target: ChatTarget;
  conversationId: string | null;
  onConversation: (id: string) => void;
  ticketHref: (ticketId: string) => string;
  /** The composer takes the focus (the help pages' panel opens for typing). */
  autoFocus?: boolean;
}

/** A conversation with one agent: its greeting, the transcript with ratings and the handoff, and the composer. */
export function AgentChat({ agent, target, conversationId, onConversation, ticketHref, autoFocus }: AgentChatProps) {
  const { t } = useTranslation('aiChat');
  const chat = useAgentChat({ target, agentId: agent._id, conversationId, onConversation });
  const detail = chat.conversation.data;
  const lastAnswer = [...chat.entries].reverse().find((e) => e.role === 'assistant');

  const actions = (entry: ChatEntry) => {
    const message = detail?.messages.find((m) => m._id === entry.id);
    if (!detail || !message || message.role !== 'assistant') return null;
    const offered =
      chat.offer !== null
        ? chat.offer === entry.id || (chat.offer === 'latest' && entry === lastAnswer)
        : reopenedOffer(detail, message, entry === lastAnswer, chat.personActive);
    return (
      <>
        {detail.mine && !message.error ? <RatingControl conversationId={detail._id} message={message} /> : null}
        {offered && detail.mine ? <HandoffOffer conversationId={detail._id} ticketHref={ticketHref} /> : null}
      </>
    );
  };

  if (conversationId && chat.conversation.isError && !detail)
    return (
      <LoadError
        title={t('chat.loadError')}
        body={chat.conversation.error.message}
        retryLabel={t('errors.retry')}
        retrying={chat.conversation.isFetching}
        onRetry={() => void chat.conversation.refetch()}
      />
    );

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div data-chat-scroll className="min-h-0 flex-1 overflow-y-auto px-1 py-3">
        {conversationId && chat.conversation.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label={t('chat.loading')} />
          </div>
        ) : (
          <ChatTranscript
            agent={agent}
            entries={chat.entries}
            streaming={chat.streaming}
            actions={actions}
            intro={<Greeting agent={agent} />}
          />
        )}
        {detail && detail.handoffTickets.length > 0 && !chat.offer ? (
          <p className="mt-4 text-sm text-ink-600">
            {t('handoff.earlier')}{' '}
            {detail.handoffTickets.map((ticket) => (
              <Link key={ticket._id} to={ticketHref(ticket._id)} className="me-2 font-medium text-brand-700 underline">
                {t('handoff.ticket', { number: ticket.number })}
              </Link>
            ))}
          </p>
        ) : null}
      </div>
      <div className="space-y-2 border-t border-ink-200 pt-3">
        {chat.personActive ? (
          <p role="status" className="rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200">
            {t('chat.personActive')}
          </p>
        ) : null}
        <ChatError error={chat.failure?.error} onRetry={chat.retry} onDismiss={chat.dismiss} />
        <ChatComposer
          onSend={(text) => void chat.send(text)}
          onStop={chat.stop}
          streaming={chat.streaming !== null}
          disabled={chat.busy}
          placeholder={t('chat.placeholder', { name: agent.name })}
          autoFocus={autoFocus}
        />
      </div>
    </div>
  );
}

/**
 * A reopened conversation whose last answer did not know (`no_answer`) still offers a person, unless a ticket was
 * already opened or a person answers now: the stream's `handoffOffered` is not saved, this is what it said.
 */
function reopenedOffer(detail: TChatConversationDetail, message: TChatMessage, isLast: boolean, personActive: boolean) {
  return isLast && message.finishReason === 'no_answer' && detail.handoffTickets.length === 0 && !personActive;
}

/** The agent's name, picture and greeting, before the first question. */
function Greeting({ agent }: { agent: ChatAgentInfo }) {
  const { t } = useTranslation('aiChat');
  return (
    <div className="flex items-start gap-3 rounded-2xl bg-white p-3 ring-1 ring-ink-200">
      <AgentAvatar name={agent.name} avatar={agent.avatar} size="md" />
      <div className="min-w-0">
        <p dir="auto" className="font-semibold text-ink-900">
          {agent.name}
        </p>
        {agent.greeting ? (
          <ChatMarkdown text={agent.greeting} className="text-ink-700" />
        ) : (
          <p className="text-sm text-ink-600">{t('chat.defaultGreeting')}</p>
        )}
        <p className="mt-1 text-xs text-ink-500">{t('chat.disclaimer')}</p>
      </div>
    </div>
  );
}
