import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { useDeferredValue, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RenderWhenNear } from '@/components/ui/render-when-near';
import { useCollections } from '@/features/marketplace/api/get-collections';
import { CatalogueResults } from '@/features/marketplace/components/catalogue-results';
import { CatalogueSkeleton } from '@/features/marketplace/components/catalogue-skeleton';
import { CategoryChips } from '@/features/marketplace/components/category-chips';
import { CollectionsView, ROW_HEIGHT } from '@/features/marketplace/components/collections-view';
import { LoadError } from '@/features/marketplace/components/marketplace-states';
import { SearchSuggestions, type SearchSuggestionsProps } from '@/features/marketplace/components/search-suggestions';
import { TextsReady } from '@/features/marketplace/components/texts-ready';
import { useCatalogueParams } from '@/features/marketplace/hooks/use-catalogue-params';
import { isBrowsing } from '@/features/marketplace/utils/catalogue-params';
import { SnapshotCatalogue } from '@/features/snapshots/components/snapshot-catalogue';
import { SnapshotCollection } from '@/features/snapshots/components/snapshot-collection';
import { readSnapshotFilters, withoutSnapshotFilters, withSnapshotFilter } from '@/features/snapshots/utils/snapshot-params';
import { compareWords, formatCompact, intlLocale, warmUp } from '@/lib/format';
import { getQueryClient } from '@/lib/query-client';
import { useSearchParams } from '@/lib/use-search-params';
import { CATALOGUE_PANEL_ID, CatalogueTypeSwitch, useCatalogueType } from './home-catalogue-type';

// The catalogue sorts its categories and prints compact counts: their locale data load before it renders.
// Comparing two words builds the collator where the language needs one (English category names need none).
warmUp(
  () => compareWords(intlLocale(i18next.language))('', ''),
  () => formatCompact(0, i18next.language),
);

/**
 * The marketplace parts of `/` that are not in its first load (ADR 005): the catalogue under the hero
 * and the search suggestions. They bring react-query, so each provides the shared client itself (`/`
 * is not under the lazy query layout). One module, so the first chunk lists one import for both.
 */
export function HomeSuggestions(props: SearchSuggestionsProps) {
  // The suggestions name apps: while the catalogue shows snapshots, the search only filters them.
  if (useCatalogueType() === 'snapshots') return null;
  return (
    <QueryClientProvider client={getQueryClient()}>
      <TextsReady>
        <SearchSuggestions {...props} />
      </TextsReady>
    </QueryClientProvider>
  );
}

/**
 * The catalogue under the hero: categories, then the curated collections, or the results when
 * anything is searched or filtered.
 */
export function HomeCatalogue() {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <TextsReady fallback={<div className="min-h-[60vh]" />}>
        <Catalogue />
      </TextsReady>
    </QueryClientProvider>
  );
}

function Catalogue() {
  const { t } = useTranslation('marketplace');
  const headingId = useId();
  const { filters, setFilter, clearFilters } = useCatalogueParams();
  const [params, setParams] = useSearchParams();
  const type = useCatalogueType();
  const collections = useCollections();
  // react-query's updates render synchronously, and so does this section's first render (its texts arriving):
  // with the collections already there (they are preloaded), either would render them as one long task. The
  // deferred copy starts as null and renders them in a transition, in slices that keep the page responsive (ADR 015).
  const shown = useDeferredValue(collections.data ?? null, null);
  const categories = shown?.categories ?? [];
  const browsing = isBrowsing(filters);
  const section = useRef<HTMLElement>(null);
  // A new search from the hero brings its results into view (on phones they start below the fold).
  const submitted = useRef(filters.q);
  useEffect(() => {
    if (filters.q === submitted.current) return;
    submitted.current = filters.q;
    if (filters.q) section.current?.scrollIntoView({ behavior: 'smooth' });
  }, [filters.q]);

  let content: React.ReactNode;
  if (type === 'snapshots')
    content = (
      <SnapshotCatalogue
        filters={readSnapshotFilters(params)}
        onChange={(key, value) => setParams((current) => withSnapshotFilter(current, key, value), { preventScrollReset: true })}
        onClear={() => setParams((current) => withoutSnapshotFilters(current), { preventScrollReset: true })}
      />
    );
  else if (browsing)
    content = <CatalogueResults filters={filters} categories={categories} onChange={setFilter} onClear={clearFilters} />;
  else if (collections.isError) content = <LoadError error={collections.error} onRetry={() => void collections.refetch()} />;
  else if (shown)
    content = (
      <div className="space-y-12">
        <CollectionsView collections={shown} />
        <RenderWhenNear placeholderHeight={ROW_HEIGHT}>
          <SnapshotCollection />
        </RenderWhenNear>
      </div>
    );
  else content = <CatalogueSkeleton label={t('catalogue.loading')} />;

  return (
    <section ref={section} id="catalogue" aria-labelledby={headingId} className="mx-auto mt-10 max-w-7xl scroll-mt-20 space-y-8">
      <div className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink-900">
              {t('catalogue.title')}
            </h2>
            <p className="mt-1 text-sm text-ink-600">
              {type === 'snapshots' ? t('snapshots.collectionBody') : t('catalogue.subtitle')}
            </p>
          </div>
          <CatalogueTypeSwitch />
        </div>
        {type === 'apps' ? (
          <CategoryChips categories={categories} selected={filters.category} onSelect={(name) => setFilter('category', name)} />
        ) : null}
      </div>
      <div id={CATALOGUE_PANEL_ID} role="tabpanel" aria-labelledby={`catalogue-type-${type}`}>
        {content}
      </div>
    </section>
  );
}
