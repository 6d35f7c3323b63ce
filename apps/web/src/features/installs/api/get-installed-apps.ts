import { installEndpoints, type TInstalledApps } from '@atrium/contracts/installs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { installKeys } from './install-keys';

/** GET /api/v1/app/get_install_apps?location_id=: a location's installs, or the agency's own without an id. */
export function getInstalledApps(locationId: string | null, token: string | null, signal?: AbortSignal): Promise<TInstalledApps> {
  return apiFetch(installEndpoints.installed, { query: { location_id: locationId ?? undefined }, token, signal });
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
