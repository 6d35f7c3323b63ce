import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus-ring';
import { Spinner } from '@/components/ui/spinner';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { useUsableAgents } from '@/features/ai-chat/api/get-agents';
import { useConversation, useMyConversations } from '@/features/ai-chat/api/get-conversations';
import type { ChatTarget } from '@/features/ai-chat/hooks/use-agent-chat';
import { useSearchParams } from '@/lib/use-search-params';
import { AgentChat, type ChatAgentInfo } from './agent-chat';
import { AgentPicker } from './agent-picker';
import { ConversationList } from './conversation-list';
import { ShareDialog } from './share-dialog';

/**
 * The full chat screen: the agents the person may use, their earlier conversations (`?c=` opens one, so a reload
 * keeps it), the conversation, and its share settings for the author.
 */
export function ChatWorkspace({ target, ticketHref }: { target: ChatTarget; ticketHref: (ticketId: string) => string }) {
  const { t } = useTranslation('aiChat');
  const agents = useUsableAgents();
  const history = useMyConversations();
  const [params, setParams] = useSearchParams();
  const conversationId = params.get('c');
  const open = useConversation(conversationId);
  const [picked, setPicked] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const historyId = useId();

  const openConversation = (id: string | null) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        if (id) next.set('c', id);
        else next.delete('c');
        return next;
      },
      { replace: id !== null && conversationId === null },
    );

  if (agents.isPending)
    return (
      <div className="flex justify-center py-20">
        <Spinner size="lg" label={t('chat.loading')} />
      </div>
    );
  if (agents.isError)
    return (
      <LoadError
        title={t('page.agentsError')}
        body={agents.error.message}
        retryLabel={t('errors.retry')}
        retrying={agents.isFetching}
        onRetry={() => void agents.refetch()}
      />
    );

  // An open conversation talks with its own agent; a new one with the picked agent, or the first.
  const detail = open.data;
  const listed = (id: string | undefined) => agents.data.find((a) => a._id === id);
  const agent: ChatAgentInfo | undefined = detail
    ? (listed(detail.agent._id) ?? { _id: detail.agent._id, name: detail.agent.name, avatar: null, greeting: '' })
    : (listed(picked ?? undefined) ?? agents.data[0]);

  if (!agent && !conversationId)
    return <StateCard icon="sparkles" title={t('page.noAgentsTitle')} body={t('page.noAgentsBody')} />;

  return (
    <div className="grid min-h-0 flex-1 gap-4 lg:grid-cols-[16rem_1fr]">
      <aside className="order-2 lg:order-1">
        <div className="rounded-2xl bg-white p-3 ring-1 ring-ink-200">
          {/* A phone shows the list on demand, under the chat; a wide screen beside it, always. */}
          <button
            type="button"
            aria-expanded={showHistory}
            aria-controls={historyId}
            onClick={() => setShowHistory((v) => !v)}
            className={`flex w-full items-center justify-between text-sm font-semibold text-ink-900 lg:hidden ${focusRing}`}
          >
            {t('history.title')}
            <span aria-hidden="true">{showHistory ? '−' : '+'}</span>
          </button>
          <h2 className="mb-2 hidden text-sm font-semibold text-ink-900 lg:block">{t('history.title')}</h2>
          <div id={historyId} className={`mt-2 lg:mt-0 lg:block ${showHistory ? '' : 'hidden'}`}>
            <ConversationList
              conversations={history.data}
              loading={history.isPending}
              failed={history.isError}
              onRetry={() => void history.refetch()}
              activeId={conversationId}
              onOpen={openConversation}
            />
          </div>
        </div>
      </aside>
      <section
        aria-label={t('page.chatLabel')}
        className="order-1 flex min-h-[28rem] flex-col rounded-2xl bg-white p-3 ring-1 ring-ink-200 sm:p-4 lg:order-2"
      >
        <div className="flex flex-wrap items-end gap-2 border-b border-ink-200 pb-3">
          <div className="min-w-0 flex-1">
            {detail ? (
              <p dir="auto" className="truncate text-sm font-semibold text-ink-900">
                {detail.title}
              </p>
            ) : (
              <AgentPicker agents={agents.data} value={agent?._id ?? ''} onChange={setPicked} />
            )}
          </div>
          {detail?.mine ? (
            <Button size="sm" variant="secondary" onClick={() => setSharing(true)}>
              {t(`share.button.${detail.share}`)}
            </Button>
          ) : null}
          {conversationId ? (
            <Button size="sm" variant="ghost" onClick={() => openConversation(null)}>
              {t('page.newConversation')}
            </Button>
          ) : null}
        </div>
        {agent ? (
          <AgentChat
            key={agent._id}
            agent={agent}
            target={target}
            conversationId={conversationId}
            onConversation={openConversation}
            ticketHref={ticketHref}
          />
        ) : (
          <div className="flex justify-center py-10">
            <Spinner label={t('chat.loading')} />
          </div>
        )}
        {detail?.mine ? <ShareDialog conversation={detail} open={sharing} onClose={() => setSharing(false)} /> : null}
      </section>
    </div>
  );
}
