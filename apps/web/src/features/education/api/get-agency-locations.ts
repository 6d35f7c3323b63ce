import type { TLocation } from '@atrium/contracts/installs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { educationKeys } from './education-keys';

/**
 * GET /api/v1/agency/locations: the agency's locations, the choices of the "Visible to" dialog. Its own
 * fetcher (features do not import each other); the installs feature has the same call.
 */
export async function getAgencyLocations(token: string | null, signal?: AbortSignal): Promise<TLocation[]> {
  const res = await apiFetch<{ data: TLocation[] }>({ method: 'GET', path: '/agency/locations', token, signal });
  return res.data;
}

export const agencyLocationsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: educationKeys.locations(),
    queryFn: ({ signal }) => getAgencyLocations(token, signal),
    enabled: Boolean(token),
    staleTime: 60_000,
  });

export function useAgencyLocations(enabled = true) {
  const { token } = useSession();
  const options = agencyLocationsQueryOptions(token);
  return useQuery({ ...options, enabled: Boolean(token) && enabled });
}
