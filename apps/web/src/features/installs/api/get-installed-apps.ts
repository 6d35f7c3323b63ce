import type { TInstalledApp } from '@atrium/contracts/installs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { installKeys } from './install-keys';

export interface InstalledApps {
  location: { _id: string; name: string } | null;
  apps: TInstalledApp[];
}

/** GET /api/v1/app/get_install_apps?location_id=: a location's installs, or the agency's own without an id. */
export async function getInstalledApps(locationId: string | null, token: string | null, signal?: AbortSignal) {
  const res = await apiFetch<{ data: InstalledApps }>({
    method: 'GET',
    path: '/app/get_install_apps',
    query: { location_id: locationId },
    token,
    signal,
  });
  return res.data;
}

export const installedAppsQueryOptions = (locationId: string | null, token: string | null) =>
  queryOptions({
    queryKey: installKeys.installed(locationId),
    queryFn: ({ signal }) => getInstalledApps(locationId, token, signal),
    enabled: Boolean(token),
  });

export function useInstalledApps(locationId: string | null) {
  const { token } = useSession();
  return useQuery(installedAppsQueryOptions(locationId, token));
}
