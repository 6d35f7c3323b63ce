import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ChatTranscript } from '@/components/ai-chat/chat-transcript';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { useConversation } from '@/features/ai-conversations/api/get-conversation';
import { useConversationLive } from '@/features/ai-conversations/hooks/use-conversation-live';
import { useInboxLive } from '@/features/ai-conversations/hooks/use-inbox-live';
import { chatEntries } from '@/features/ai-conversations/utils/chat-entries';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { ConversationHeader } from './conversation-header';
import { INBOX_PATH } from './conversation-list-screen';
import { PersonComposer } from './person-composer';
import { RatingNote } from './rating-note';

/** One conversation as the support staff read it: the transcript with sources and ratings, live, and a person's reply. */
export function ConversationScreen() {
  const { t } = useTranslation('aiConversations');
  const { conversationId = '' } = useParams();
  const back = (useLocation().state as { back?: string } | null)?.back ?? '';
  const query = useConversation(conversationId);
  useConversationLive(conversationId);
  useInboxLive();
  const conversation = query.data;
  usePageTitle(conversation?.title ?? t('title'));
  const entries = useMemo(() => chatEntries(conversation?.messages ?? []), [conversation?.messages]);
  const ratings = useMemo(
    () => new Map((conversation?.messages ?? []).map((m) => [m._id, m.rating] as const)),
    [conversation?.messages],
  );

  const backLink = (
    <Link
      to={`${INBOX_PATH}${back}`}
      className={`inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:text-brand-900 ${focusRing}`}
    >
      <Icon name="chevronStart" className="size-4" />
      {t('detail.back')}
    </Link>
  );

  if (query.isError && !conversation) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="space-y-4">
        {backLink}
        {missing ? (
          <StateCard icon="search" title={t('detail.notFound.title')} body={t('detail.notFound.body')} />
        ) : (
          <LoadError
            title={t('detail.error.title')}
            body={t('detail.error.body')}
            retryLabel={t('retry')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </div>
    );
  }
  if (!conversation)
    return (
      <div className="space-y-4">
        {backLink}
        <div className="flex justify-center py-24">
          <Spinner size="lg" label={t('detail.loading')} />
        </div>
      </div>
    );

  return (
    <div className="space-y-5">
      {backLink}
      <ConversationHeader conversation={conversation} />
      <section aria-label={t('detail.transcript')} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-200 sm:p-5">
        {entries.length === 0 ? (
          <p className="py-6 text-center text-sm text-ink-500">{t('detail.noMessages')}</p>
        ) : (
          <ChatTranscript
            agent={{ name: conversation.agent.name }}
            entries={entries}
            actions={(entry) => (entry.role === 'assistant' ? <RatingNote rating={ratings.get(entry.id) ?? null} /> : null)}
          />
        )}
      </section>
      <PersonComposer
        conversationId={conversation._id}
        personActive={conversation.personActive}
        askerName={conversation.user.name}
      />
    </div>
  );
}
