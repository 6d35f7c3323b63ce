import type { TAppSuggestion } from '@atrium/contracts/apps';
import { catalogueEndpoints } from '@atrium/contracts/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { marketplaceKeys } from './marketplace-keys';

/** GET /api/v1/app/get_search_apps?q=: a few apps whose names match what is typed. */
export async function getSuggestions(q: string, signal?: AbortSignal): Promise<TAppSuggestion[]> {
  return apiFetch(catalogueEndpoints.suggestions, { query: { q }, signal });
}

export const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: marketplaceKeys.suggestions(q),
    queryFn: ({ signal }) => getSuggestions(q, signal),
    enabled: q.length > 0,
    staleTime: 5 * 60_000,
    // The previous list stays up while the next one loads, so the dropdown does not flicker per key.
    placeholderData: keepPreviousData,
  });

export function useSuggestions(q: string) {
  return useQuery(suggestionsQueryOptions(q));
}
