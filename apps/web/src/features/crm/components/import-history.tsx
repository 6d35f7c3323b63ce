import type { TCrmImport, TCrmImportKind } from '@atrium/contracts/crm-imports';
import { useTranslation } from 'react-i18next';
import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/ui/state-card';
import { type PillTone, StatusPill } from '@/components/ui/status-pill';
import { useImports } from '@/features/crm/api/imports';
import { formatNumber } from '@/lib/format';
import { useWhen } from './use-when';

const TONE: Record<TCrmImport['status'], PillTone> = {
  uploaded: 'idle',
  checked: 'idle',
  queued: 'busy',
  running: 'busy',
  done: 'good',
  failed: 'bad',
};

/** Past and open imports (of one kind, or all): file, kind, who, when, counts; each opens in the flow above. */
export function ImportHistory({ kind, onOpen }: { kind?: TCrmImportKind; onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation('crm', { keyPrefix: 'imports' });
  const when = useWhen();
  const imports = useImports(kind);
  const n = (value: number) => formatNumber(value, i18n.language);
  const list = imports.data?.pages.flatMap((page) => page.data) ?? [];
  const total = imports.data?.pages.at(-1)?.meta.total ?? 0;
  if (imports.isPending) return <Spinner label={t('history.loading')} />;
  if (imports.isError)
    return (
      <LoadError
        title={t('history.loadError')}
        body={imports.error.message}
        retryLabel={t('history.retry')}
        onRetry={() => void imports.refetch()}
        retrying={imports.isFetching}
      />
    );
  if (list.length === 0) return <p className="text-sm text-ink-600">{t('history.empty')}</p>;
  return (
    <>
      <ul className="divide-y divide-ink-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
        {list.map((item) => (
          <li key={item._id}>
            <button
              type="button"
              onClick={() => onOpen(item._id)}
              className="flex w-full flex-col gap-1 px-4 py-3 text-start hover:bg-ink-50 focus-visible:bg-ink-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none focus-visible:ring-inset sm:flex-row sm:items-center sm:gap-4"
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-ink-900" dir="auto">
                  {item.fileName}
                </span>
                <span className="block text-xs text-ink-500">
                  {t(`kinds.${item.kind}`)} · {when(item.createdAt)}
                  {item.createdBy ? ` · ${item.createdBy.name}` : ''}
                </span>
              </span>
              <span className="flex flex-wrap items-center gap-2 text-xs text-ink-600">
                <StatusPill tone={TONE[item.status]}>{t(`status.${item.status}`)}</StatusPill>
                <span>{t('history.counts', { rows: n(item.rowCount), failed: n(item.failed + (item.invalid ?? 0)) })}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <LoadMoreFooter
        summary={t('history.shown', { shown: list.length, total })}
        hasMore={imports.hasNextPage}
        loading={imports.isFetchingNextPage}
        onLoadMore={() => void imports.fetchNextPage()}
        label={t('history.loadMore')}
      />
    </>
  );
}
