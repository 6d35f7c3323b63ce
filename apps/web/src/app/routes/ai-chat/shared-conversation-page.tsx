import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ChatTranscript } from '@/components/ai-chat/chat-transcript';
import { buttonClasses } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/spinner';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { useSharedConversation } from '@/features/ai-chat/api/get-shared';
import { sharedEntriesOf } from '@/features/ai-chat/utils/chat-entries';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { usePageTitle } from '@/lib/preferences/preferences-context';

/** `/ai-agent/shared/:token`: a conversation shared by link, read-only and public; a revoked link is gone (404). */
export function SharedConversationPage() {
  const { t, i18n, ready } = useTranslation('aiChat');
  const { token = '' } = useParams();
  const shared = useSharedConversation(token);
  usePageTitle(shared.data?.title ?? (ready ? t('shared.pageTitle') : ''));

  if (shared.isPending)
    return (
      <div className="flex justify-center py-24">
        <Spinner size="lg" label={t('chat.loading')} />
      </div>
    );
  if (shared.isError) {
    const gone = shared.error instanceof ApiError && [400, 404].includes(shared.error.status);
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        {gone ? (
          <StateCard
            icon="shield"
            title={t('shared.goneTitle')}
            body={t('shared.goneBody')}
            action={
              <Link to="/" className={buttonClasses('secondary')}>
                {t('shared.home')}
              </Link>
            }
          />
        ) : (
          <LoadError
            title={t('shared.errorTitle')}
            body={shared.error.message}
            retryLabel={t('errors.retry')}
            retrying={shared.isFetching}
            onRetry={() => void shared.refetch()}
          />
        )}
      </div>
    );
  }
  const conversation = shared.data;
  return (
    <div className="mx-auto max-w-3xl px-3 py-6 sm:px-5 sm:py-10">
      <header className="mb-5 space-y-1">
        <p className="text-xs font-medium text-brand-700">{t('shared.kicker', { agent: conversation.agentName })}</p>
        <h1 dir="auto" className="text-2xl font-bold text-ink-900">
          {conversation.title}
        </h1>
        <p className="text-sm text-ink-500">{t('shared.started', { date: formatDate(conversation.createdAt, i18n.language) })}</p>
      </header>
      <div className="rounded-2xl bg-white p-3 ring-1 ring-ink-200 sm:p-5">
        <ChatTranscript agent={{ name: conversation.agentName }} entries={sharedEntriesOf(conversation.messages)} />
      </div>
      <p className="mt-4 text-center text-xs text-ink-500">{t('shared.readOnly')}</p>
    </div>
  );
}
