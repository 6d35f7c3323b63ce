import type { TAppCollections } from '@atrium/contracts/apps';
import { catalogueEndpoints } from '@atrium/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { marketplaceKeys } from './marketplace-keys';

/**
 * GET /api/v1/app/default_apps: the home page's curated collections and the categories. The same for every
 * viewer, and preloaded by the page of / (app/first-load.ts), so it is asked for as the preload was.
 */
export async function getCollections(signal?: AbortSignal): Promise<TAppCollections> {
  return apiFetch(catalogueEndpoints.collections, { signal, preloaded: true });
}

export const collectionsQueryOptions = () =>
  queryOptions({
    queryKey: marketplaceKeys.collections(),
    queryFn: ({ signal }) => getCollections(signal),
    staleTime: 5 * 60_000,
  });

export function useCollections() {
  return useQuery(collectionsQueryOptions());
}
