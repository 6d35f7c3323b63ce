import type { TAppCard } from '@atrium/contracts/apps';
import { catalogueEndpoints } from '@atrium/contracts/catalogue';
import type { TPage } from '@atrium/contracts/endpoint';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CatalogueFilters } from '@/features/marketplace/utils/catalogue-params';
import { apiFetch } from '@/lib/api-client';
import { marketplaceKeys } from './marketplace-keys';

export const CATALOGUE_PAGE_SIZE = 24;

export type CataloguePage = TPage<TAppCard>;

/** GET /api/v1/app/filter: one keyset page of the catalogue. Public; no token needed. */
export function getCatalogue(filters: CatalogueFilters, cursor?: string, signal?: AbortSignal): Promise<CataloguePage> {
  return apiFetch(catalogueEndpoints.search, { query: { ...filters, limit: CATALOGUE_PAGE_SIZE, cursor }, signal });
}

export const catalogueQueryOptions = (filters: CatalogueFilters) =>
  infiniteQueryOptions({
    queryKey: marketplaceKeys.catalogue(filters),
    queryFn: ({ pageParam, signal }) => getCatalogue(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    // The cursor carries the sort key, so 'Load more' is one index seek however deep the list goes.
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
    staleTime: 60_000,
  });

export function useCatalogue(filters: CatalogueFilters) {
  return useInfiniteQuery(catalogueQueryOptions(filters));
}
