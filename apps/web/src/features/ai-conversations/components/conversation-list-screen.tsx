import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import { PageHeader } from '@/components/ui/page-header';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { useConversations } from '@/features/ai-conversations/api/get-conversations';
import { useConversationFilter } from '@/features/ai-conversations/hooks/use-conversation-filter';
import { useInboxLive } from '@/features/ai-conversations/hooks/use-inbox-live';
import { isFiltered } from '@/features/ai-conversations/utils/filter-params';
import { formatNumber } from '@/lib/format';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useNow } from '@/lib/use-now';
import { ConversationFilters } from './conversation-filters';
import { ConversationListHead, ConversationRow } from './conversation-row';
import { ListSkeleton } from './list-skeleton';

export const INBOX_PATH = '/ai-agents/conversations';

/** The agency's conversations with its agents, filtered from the address, refreshed as the staff room hears activity. */
export function ConversationListScreen() {
  const { t, i18n } = useTranslation('aiConversations');
  usePageTitle(t('title'));
  useInboxLive();
  const { search } = useLocation();
  const { filter, update, clear } = useConversationFilter();
  const query = useConversations(filter);
  const now = useNow();
  // A conversation whose activity moved it between two page loads would come twice; show it once.
  const conversations = useMemo(() => {
    const seen = new Set<string>();
    return (query.data?.pages.flatMap((page) => page.data) ?? []).filter((c) => !seen.has(c._id) && Boolean(seen.add(c._id)));
  }, [query.data]);

  let content: ReactNode;
  if (query.isError && !query.data)
    content = (
      <LoadError
        title={t('list.error.title')}
        body={t('list.error.body')}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (!query.data) content = <ListSkeleton label={t('list.loading')} />;
  else if (conversations.length === 0)
    content = isFiltered(filter) ? (
      <StateCard
        icon="search"
        title={t('list.noMatch.title')}
        body={t('list.noMatch.body')}
        action={
          <Button variant="secondary" onClick={clear}>
            {t('filters.clear')}
          </Button>
        }
      />
    ) : (
      <StateCard icon="sparkles" title={t('list.empty.title')} body={t('list.empty.body')} />
    );
  else {
    const total = query.data.pages[0]?.meta.total ?? conversations.length;
    content = (
      <>
        <div
          className={`overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          <ConversationListHead />
          <ul aria-label={t('list.label')} className="divide-y divide-ink-100">
            {conversations.map((c) => (
              <ConversationRow key={c._id} conversation={c} to={`${INBOX_PATH}/${c._id}`} back={search} now={now} />
            ))}
          </ul>
        </div>
        <LoadMoreFooter
          summary={t('list.shown', {
            shown: formatNumber(conversations.length, i18n.language),
            total: formatNumber(total, i18n.language),
          })}
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
          label={t('list.loadMore')}
          loadingLabel={t('list.loadingMore')}
          error={query.isFetchNextPageError ? t('list.moreError') : null}
        />
      </>
    );
  }

  return (
    <div>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} />
      <div className="mt-6">
        <ConversationFilters filter={filter} onChange={update} onClear={clear} />
      </div>
      <div aria-busy={query.isFetching} className="mt-5">
        {content}
      </div>
    </div>
  );
}
