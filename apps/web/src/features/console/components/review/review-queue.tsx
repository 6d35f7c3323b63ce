import type { TConsoleAppRow } from '@atrium/contracts/app-console';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus-ring';
import { AppIcon } from '@/features/console/components/app-icon';
import { formatDate } from '@/lib/format';

export interface ReviewQueueProps {
  rows: readonly TConsoleAppRow[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** The apps waiting for review; the one being reviewed is marked as current. */
export function ReviewQueue({ rows, selectedId, onSelect, hasMore, loadingMore, onLoadMore }: ReviewQueueProps) {
  const { t, i18n } = useTranslation('console');
  return (
    <nav
      aria-label={t('review.queue')}
      className="h-fit rounded-2xl bg-white p-2 shadow-sm ring-1 ring-ink-200 lg:sticky lg:top-24"
    >
      <ul className="max-h-[60vh] space-y-1 overflow-y-auto lg:max-h-[calc(100vh-10rem)]">
        {rows.map((row) => {
          const current = row._id === selectedId;
          return (
            <li key={row._id}>
              <button
                type="button"
                onClick={() => onSelect(row._id)}
                aria-current={current ? 'true' : undefined}
                className={`flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-start transition ${focusRing} ${
                  current ? 'bg-brand-50 ring-1 ring-brand-200' : 'hover:bg-ink-50'
                }`}
              >
                <AppIcon name={row.name} url={row.iconUrl} />
                <span className="min-w-0 flex-1">
                  <span className={`block truncate text-sm font-medium ${current ? 'text-brand-800' : 'text-ink-900'}`}>
                    {row.name}
                  </span>
                  <span className="block truncate text-xs text-ink-500">
                    {row.partner.name}
                    {row.submittedAt ? ` · ${formatDate(row.submittedAt, i18n.language)}` : ''}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {hasMore ? (
        <Button variant="ghost" size="sm" className="mt-1 w-full" onClick={onLoadMore} loading={loadingMore}>
          {t('actions.loadMore')}
        </Button>
      ) : null}
    </nav>
  );
}
