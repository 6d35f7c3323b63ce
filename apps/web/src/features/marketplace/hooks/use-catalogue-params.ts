import { useCallback, useMemo } from 'react';
import {
  type CatalogueFilters,
  type FILTER_KEYS,
  readCatalogueFilters,
  withFilter,
  withoutFilters,
} from '@/features/marketplace/utils/catalogue-params';
import { useSearchParams } from '@/lib/use-search-params';

/**
 * The catalogue's filters and sort, kept in the URL so a search can be shared, bookmarked and undone
 * with Back. Changing one keeps the scroll position: the results are right under the controls.
 */
export function useCatalogueParams() {
  const [params, setParams] = useSearchParams();
  const filters: CatalogueFilters = useMemo(() => readCatalogueFilters(params), [params]);
  const setFilter = useCallback(
    (key: (typeof FILTER_KEYS)[number], value: string | number | undefined) =>
      setParams((current) => withFilter(current, key, value), { preventScrollReset: true }),
    [setParams],
  );
  const clearFilters = useCallback(
    () => setParams((current) => withoutFilters(current), { preventScrollReset: true }),
    [setParams],
  );
  return { filters, setFilter, clearFilters };
}
