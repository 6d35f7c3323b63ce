import type { TNestedStore } from '@atrium/contracts/apps';
import { catalogueEndpoints } from '@atrium/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { marketplaceKeys } from './marketplace-keys';

/** GET /api/v1/nested_store/:key: a store by its id or by the app type it collects (any case). */
export async function getNestedStore(key: string, signal?: AbortSignal): Promise<TNestedStore> {
  return apiFetch(catalogueEndpoints.nestedStore, { params: { key }, signal });
}

export const nestedStoreQueryOptions = (key: string) =>
  queryOptions({
    queryKey: marketplaceKeys.nestedStore(key),
    queryFn: ({ signal }) => getNestedStore(key, signal),
    staleTime: 5 * 60_000,
  });

export function useNestedStore(key: string) {
  return useQuery(nestedStoreQueryOptions(key));
}
