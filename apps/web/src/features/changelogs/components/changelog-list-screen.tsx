import type { TChangelog } from '@atrium/contracts/changelogs';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import { useChangelogs } from '@/features/changelogs/api/get-changelogs';
import { useSeenApps } from '@/features/changelogs/hooks/use-seen-apps';
import { canWriteChangelogs } from '@/features/changelogs/utils/access';
import { NEW_CHANGELOG_PATH } from '@/features/changelogs/utils/changelog-paths';
import { useSession } from '@/lib/session-store';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchParams } from '@/lib/use-search-params';
import { ChangelogFilters } from './changelog-filters';
import { ChangelogError, ChangelogSkeleton, ChangelogState } from './changelog-states';
import { ChangelogTimeline } from './changelog-timeline';
import { DeleteChangelogDialog } from './delete-changelog-dialog';
import { ViewTabs } from './view-tabs';

const NO_ENTRIES: TChangelog[] = [];

/** /change_logs: the published entries as a dated timeline; managers also see their drafts and start new ones. */
export function ChangelogListScreen() {
  const { t } = useTranslation('updates');
  const { user } = useSession();
  const canWrite = canWriteChangelogs(user?.role);
  const [params, setParams] = useSearchParams();
  const roadmap = params.get('roadmap') ?? '';
  const drafts = canWrite && params.get('view') === 'drafts';
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query, 300);
  const list = useChangelogs({ roadmap, q, status: drafts ? 'draft' : 'published' });
  const entries = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? NO_ENTRIES, [list.data]);
  const apps = useSeenApps(entries);
  const [deleting, setDeleting] = useState<TChangelog | null>(null);

  const setParam = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  let content: ReactNode;
  if (list.isError && entries.length === 0)
    content = <ChangelogError onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  else if (list.isPending) content = <ChangelogSkeleton />;
  else if (entries.length === 0 && q.trim())
    content = (
      <ChangelogState
        title={t('changelogs.noMatch.title', { query: q.trim() })}
        body={t('changelogs.noMatch.body')}
        action={
          <button type="button" onClick={() => setQuery('')} className={buttonClasses('secondary')}>
            {t('changelogs.noMatch.clear')}
          </button>
        }
      />
    );
  else if (entries.length === 0)
    content = drafts ? (
      <ChangelogState title={t('changelogs.emptyDrafts.title')} body={t('changelogs.emptyDrafts.body')} />
    ) : (
      <ChangelogState
        title={t('changelogs.empty.title')}
        body={roadmap ? t('changelogs.empty.bodyFiltered') : t('changelogs.empty.body')}
      />
    );
  else
    content = (
      <>
        <ChangelogTimeline entries={entries} onDelete={setDeleting} />
        <LoadMoreFooter
          className="mt-10"
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
          label={t('changelogs.loadMore')}
        />
      </>
    );

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('changelogs.eyebrow')}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{t('changelogs.title')}</h1>
          <p className="mt-2 max-w-2xl text-base text-ink-600">{t('changelogs.subtitle')}</p>
        </div>
        {canWrite ? (
          <Link to={NEW_CHANGELOG_PATH} className={buttonClasses('primary', 'md', 'shrink-0')}>
            <span aria-hidden="true" className="text-lg leading-none">
              +
            </span>
            {t('changelogs.newEntry')}
          </Link>
        ) : null}
      </div>
      {canWrite ? <ViewTabs drafts={drafts} onChange={(value) => setParam('view', value ? 'drafts' : '')} /> : null}
      <div className="mt-6">
        <ChangelogFilters
          roadmap={roadmap}
          onRoadmap={(value) => setParam('roadmap', value)}
          apps={apps}
          query={query}
          onQuery={setQuery}
        />
      </div>
      <div className="mt-8" aria-busy={list.isFetching}>
        {content}
      </div>
      <DeleteChangelogDialog entry={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
