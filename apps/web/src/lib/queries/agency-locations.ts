import { locationEndpoints, type TLocation } from '@atrium/contracts/installs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';

/**
 * The agency's locations (a location user gets only its own), which several features read: the install dialog,
 * the agency's apps page, the "Visible to" dialog of education content. One fetcher and one cache entry for all.
 */
export const agencyLocationsKey = ['agency', 'locations'] as const;

export function getAgencyLocations(token: string | null, signal?: AbortSignal): Promise<TLocation[]> {
  return apiFetch(locationEndpoints.list, { token, signal });
}

export const agencyLocationsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: agencyLocationsKey,
    queryFn: ({ signal }) => getAgencyLocations(token, signal),
    enabled: Boolean(token),
    staleTime: 60_000,
  });

/** `enabled` lets callers skip the call for people who never choose a location. */
export function useAgencyLocations(enabled = true) {
  const { token } = useSession();
  return useQuery({ ...agencyLocationsQueryOptions(token), enabled: Boolean(token) && enabled });
}
