import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { useSnapshotList } from '@/features/snapshots/api/list-snapshots';
import type { SnapshotListFilters } from '@/features/snapshots/api/snapshot-keys';
import { formatNumber } from '@/lib/format';
import { SnapshotGrid, SnapshotGridSkeleton } from './snapshot-grid';

interface SnapshotListProps {
  filters: SnapshotListFilters;
  emptyTitle: string;
  emptyBody: string;
  /** Under the empty state: clear the filters, say, or nothing. */
  emptyAction?: ReactNode;
}

/** A paged grid of listings with its loading, error and empty states, and 'Load more'. */
export function SnapshotList({ filters, emptyTitle, emptyBody, emptyAction }: SnapshotListProps) {
  const { t, i18n } = useTranslation('marketplace');
  const list = useSnapshotList(filters);
  const snapshots = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages[0]?.meta.total ?? 0;

  if (list.isPending) return <SnapshotGridSkeleton count={8} label={t('snapshots.loading')} />;
  if (list.isError && snapshots.length === 0)
    return (
      <LoadError
        title={t('snapshots.errorTitle')}
        body={t('snapshots.errorBody')}
        retryLabel={t('error.retry')}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  if (snapshots.length === 0) return <StateCard icon="search" title={emptyTitle} body={emptyBody} action={emptyAction} />;
  return (
    <div aria-busy={list.isFetching && !list.isFetchingNextPage}>
      <SnapshotGrid snapshots={snapshots} />
      <LoadMoreFooter
        className="mt-8"
        summary={t('snapshots.showing', {
          shown: formatNumber(snapshots.length, i18n.language),
          total: formatNumber(total, i18n.language),
        })}
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        label={t('snapshots.loadMore')}
        error={list.isFetchNextPageError ? t('snapshots.loadMoreFailed') : null}
      />
    </div>
  );
}
