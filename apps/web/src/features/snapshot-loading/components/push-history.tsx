import type { TSnapshotPush } from '@atrium/contracts/snapshots';
import { useTranslation } from 'react-i18next';
import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import { Spinner } from '@/components/ui/spinner';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { usePushes } from '@/features/snapshot-loading/api/pushes';
import { useSnapshotLive } from '@/features/snapshot-loading/hooks/use-snapshot-live';
import { dateFormat, formatNumber, intlLocale } from '@/lib/format';
import { PushStatusPill } from './push-status-pill';

/**
 * Push history: who loaded which listing and version where, when, and how it ended, newest first, paged and live.
 * Shown on a snapshot's page (one listing) and in the agency's manager (all, or one location's).
 */
export function PushHistory(props: { snapshotId?: string; locationId?: string }) {
  const { t, ready } = useTranslation('snapshots');
  useSnapshotLive();
  const pushes = usePushes({ snapshotId: props.snapshotId, locationId: props.locationId });
  // Another screen may show this before the 'snapshots' texts arrived: wait for them rather than flash keys.
  if (!ready || pushes.isPending)
    return (
      <div className="flex justify-center py-10">
        <Spinner label={ready ? t('history.loading') : undefined} />
      </div>
    );
  // A next page that fails keeps the rows read so far (its error shows under them).
  if (!pushes.data)
    return (
      <LoadError
        title={t('history.errorTitle')}
        body={pushes.error?.message ?? ''}
        retryLabel={t('history.retry')}
        retrying={pushes.isRefetching}
        onRetry={() => void pushes.refetch()}
      />
    );
  const rows = pushes.data.pages.flatMap((page) => page.data);
  const total = pushes.data.pages[0]?.meta.total ?? rows.length;
  if (rows.length === 0) return <StateCard icon="list" title={t('history.emptyTitle')} body={t('history.emptyBody')} />;
  return (
    <div>
      <ul className="flex flex-col divide-y divide-ink-100 rounded-2xl bg-white ring-1 ring-ink-200">
        {rows.map((push) => (
          <HistoryRow key={push._id} push={push} showListing={!props.snapshotId} />
        ))}
      </ul>
      <LoadMoreFooter
        summary={t('history.shown', { shown: rows.length, total })}
        hasMore={pushes.hasNextPage}
        loading={pushes.isFetchingNextPage}
        onLoadMore={() => void pushes.fetchNextPage()}
        label={t('history.more')}
        error={pushes.isFetchNextPageError ? pushes.error?.message : null}
      />
    </div>
  );
}

function HistoryRow({ push, showListing }: { push: TSnapshotPush; showListing: boolean }) {
  const { t, i18n } = useTranslation('snapshots');
  const when = dateFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(push.createdAt),
  );
  const who = push.requestedBy?.name ?? t(push.trigger === 'new_location' ? 'history.automatic' : 'history.someone');
  const what = t('history.version', { version: formatNumber(push.version, i18n.language) });
  return (
    <li className="flex flex-col gap-1.5 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="text-sm text-ink-900">
          {t('history.line', {
            who,
            listing: showListing ? `${push.snapshotName} ${what}` : what,
            location: push.location.name,
          })}
          {push.trigger === 'update' ? (
            <span className="ms-2 rounded-md bg-ink-100 px-1.5 py-0.5 text-xs text-ink-600">{t('history.update')}</span>
          ) : null}
        </p>
        <p className="text-xs text-ink-500">
          <time dateTime={push.createdAt}>{when}</time>
        </p>
        {push.error ? <p className="mt-1 text-xs text-red-700">{push.error}</p> : null}
      </div>
      <div className="shrink-0">
        <PushStatusPill status={push.status} />
      </div>
    </li>
  );
}
