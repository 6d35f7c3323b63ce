import type { TCategory } from '@atrium/contracts/apps';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-classes';
import { focusRing } from '@/components/ui/focus-ring';
import { useCatalogue } from '@/features/marketplace/api/get-catalogue';
import type { CatalogueFilters, FILTER_KEYS } from '@/features/marketplace/utils/catalogue-params';
import { formatNumber } from '@/lib/format';
import { AppGrid, AppGridSkeleton } from './app-grid';
import { CatalogueToolbar } from './catalogue-toolbar';
import { EmptyState, LoadError } from './marketplace-states';

interface CatalogueResultsProps {
  filters: CatalogueFilters;
  categories: readonly TCategory[];
  onChange: (key: (typeof FILTER_KEYS)[number], value: string | undefined) => void;
  onClear: () => void;
}

/** The filtered catalogue: controls, total, the grid and 'Load more' (earlier pages stay on screen). */
export function CatalogueResults({ filters, categories, onChange, onClear }: CatalogueResultsProps) {
  const { t, i18n } = useTranslation('marketplace');
  const catalogue = useCatalogue(filters);
  const apps = catalogue.data?.pages.flatMap((page) => page.data) ?? [];
  const total = catalogue.data?.pages[0]?.meta.total ?? 0;

  let body: React.ReactNode;
  if (catalogue.isPending) body = <AppGridSkeleton label={t('catalogue.loading')} />;
  else if (catalogue.isError && apps.length === 0)
    body = <LoadError error={catalogue.error} onRetry={() => void catalogue.refetch()} />;
  else if (apps.length === 0)
    body = (
      <EmptyState
        title={t('catalogue.emptyTitle')}
        body={filters.q ? t('catalogue.emptyQuery', { query: filters.q }) : t('catalogue.emptyBody')}
        action={
          <button type="button" onClick={onClear} className={buttonClasses('primary')}>
            {t('catalogue.clearFilters')}
          </button>
        }
      />
    );
  else
    body = (
      <>
        <AppGrid apps={apps} />
        <div className="mt-8 flex flex-col items-center gap-3">
          <p className="text-sm text-ink-500">
            {t('catalogue.showing', {
              shown: formatNumber(apps.length, i18n.language),
              total: formatNumber(total, i18n.language),
            })}
          </p>
          {catalogue.hasNextPage ? (
            <button
              type="button"
              onClick={() => void catalogue.fetchNextPage()}
              disabled={catalogue.isFetchingNextPage}
              aria-busy={catalogue.isFetchingNextPage || undefined}
              className={buttonClasses('secondary', 'lg', 'min-w-48')}
            >
              {catalogue.isFetchingNextPage ? t('catalogue.loadingMore') : t('catalogue.loadMore')}
            </button>
          ) : null}
          {catalogue.isFetchNextPageError ? (
            <p role="alert" className="text-sm text-red-600">
              {t('catalogue.loadMoreFailed')}
            </p>
          ) : null}
        </div>
      </>
    );

  return (
    <div className="space-y-6">
      <CatalogueToolbar filters={filters} categories={categories} onChange={onChange} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 aria-live="polite" className="text-lg font-semibold text-ink-900">
          {catalogue.isPending
            ? t('catalogue.searching')
            : filters.q
              ? t('catalogue.countFor', { count: total, formatted: formatNumber(total, i18n.language), query: filters.q })
              : t('catalogue.count', { count: total, formatted: formatNumber(total, i18n.language) })}
        </h2>
        <button
          type="button"
          onClick={onClear}
          className={`rounded-md text-sm font-semibold text-brand-600 hover:text-brand-800 ${focusRing}`}
        >
          {t('catalogue.clearFilters')}
        </button>
      </div>
      <div aria-busy={catalogue.isFetching && !catalogue.isFetchingNextPage}>{body}</div>
    </div>
  );
}
