import type { TCrmSyncItem } from '@atrium/contracts/crm-sync';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import { Spinner } from '@/components/ui/spinner';
import { type PillTone, StatusPill } from '@/components/ui/status-pill';
import { useSyncItems } from '@/features/crm/api/sync';

const ACTION_TONE: Record<TCrmSyncItem['action'], PillTone> = {
  created: 'good',
  updated: 'busy',
  archived: 'idle',
  deleted: 'idle',
  failed: 'bad',
};

/** A run's changed and failed items, with a switch to only the failures (what a retry would do again). */
export function SyncRunItems({ runId, hasFailures }: { runId: string; hasFailures: boolean }) {
  const { t } = useTranslation('crm', { keyPrefix: 'sync.items' });
  const [failedOnly, setFailedOnly] = useState(hasFailures);
  const items = useSyncItems(runId, failedOnly);
  const switchId = useId();
  const list = items.data?.pages.flatMap((page) => page.data) ?? [];
  const total = items.data?.pages.at(-1)?.meta.total ?? 0;
  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={switchId} className="inline-flex items-center gap-2 text-sm text-ink-800">
        <input
          id={switchId}
          type="checkbox"
          checked={failedOnly}
          onChange={(e) => setFailedOnly(e.target.checked)}
          className="size-4 rounded border-ink-300 text-brand-600 focus:ring-brand-500"
        />
        {t('failedOnly')}
      </label>
      {items.isPending ? (
        <Spinner size="sm" label={t('loading')} />
      ) : items.isError && list.length === 0 ? (
        <p role="alert" className="text-sm text-red-700">
          {items.error.message}
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-ink-600">{failedOnly ? t('noFailures') : t('none')}</p>
      ) : (
        <>
          <ul
            className={`divide-y divide-ink-100 rounded-xl bg-white ring-1 ring-ink-200 ${items.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {list.map((item) => (
              <li key={item._id} className="flex flex-col gap-1 px-3 py-2 text-sm sm:flex-row sm:items-center sm:gap-3">
                <span className="flex items-center gap-2">
                  <StatusPill tone={ACTION_TONE[item.action]}>{t(`actions.${item.action}`)}</StatusPill>
                  <span className="text-xs text-ink-500">{t(`kinds.${item.kind}`)}</span>
                </span>
                <span className="min-w-0 flex-1 truncate font-medium text-ink-900" dir="auto">
                  {item.name}
                </span>
                {item.error ? <span className="text-xs text-red-700">{item.error}</span> : null}
              </li>
            ))}
          </ul>
          <LoadMoreFooter
            summary={t('shown', { shown: list.length, total })}
            hasMore={items.hasNextPage}
            loading={items.isFetchingNextPage}
            onLoadMore={() => void items.fetchNextPage()}
            label={t('loadMore')}
            error={items.isFetchNextPageError ? items.error?.message : null}
            className="mt-0"
          />
        </>
      )}
    </div>
  );
}
