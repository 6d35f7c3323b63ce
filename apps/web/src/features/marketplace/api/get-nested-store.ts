import type { TNestedStore } from '@atrium/contracts/apps';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { marketplaceKeys } from './marketplace-keys';

/** GET /api/v1/nested_store/:key: a store by its id or by the app type it collects (any case). */
export async function getNestedStore(key: string, signal?: AbortSignal): Promise<TNestedStore> {
  const res = await apiFetch<{ data: TNestedStore }>({ method: 'GET', path: `/nested_store/${encodeURIComponent(key)}`, signal });
  return res.data;
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
