import type { TAppDetail } from '@atrium/contracts/apps';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { marketplaceKeys } from './marketplace-keys';

/** GET /api/v1/app/get_single_app?app_id=: the app page. Not-live apps answer 404 except to the super admin. */
export async function getApp(appId: string, signal?: AbortSignal): Promise<TAppDetail> {
  const res = await apiFetch<{ data: TAppDetail }>({
    method: 'GET',
    path: '/app/get_single_app',
    query: { app_id: appId },
    signal,
  });
  return res.data;
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
