import type { TLocation } from '@atrium/contracts/installs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { installKeys } from './install-keys';

/** GET /api/v1/agency/locations: the agency's locations (a location user gets only its own). */
export async function getLocations(token: string | null, signal?: AbortSignal): Promise<TLocation[]> {
  const res = await apiFetch<{ data: TLocation[] }>({ method: 'GET', path: '/agency/locations', token, signal });
  return res.data;
}

export const locationsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: installKeys.locations(),
    queryFn: ({ signal }) => getLocations(token, signal),
    enabled: Boolean(token),
    staleTime: 60_000,
  });

/** `enabled` lets callers skip the call for users who never choose a location. */
export function useLocations(enabled = true) {
  const { token } = useSession();
  const options = locationsQueryOptions(token);
  return useQuery({ ...options, enabled: Boolean(token) && enabled });
}
