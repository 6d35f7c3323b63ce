import type { TAppDetail } from '@atrium/contracts/apps';
import { catalogueEndpoints } from '@atrium/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { marketplaceKeys } from './marketplace-keys';

/** GET /api/v1/app/get_single_app?app_id=: the app page. Not-live apps answer 404 except to the super admin. */
export async function getApp(appId: string, signal?: AbortSignal): Promise<TAppDetail> {
  return apiFetch(catalogueEndpoints.app, { query: { app_id: appId }, signal });
}

export const appQueryOptions = (appId: string) =>
  queryOptions({
    queryKey: marketplaceKeys.app(appId),
    queryFn: ({ signal }) => getApp(appId, signal),
    staleTime: 60_000,
  });

export function useApp(appId: string) {
  return useQuery(appQueryOptions(appId));
}
