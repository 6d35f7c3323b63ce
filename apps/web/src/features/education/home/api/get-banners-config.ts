import { bannersConfigEndpoints, type TBannersConfig } from '@atrium/contracts/education-home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { type HomeViewer, homeKeys } from './home-keys';

/** GET /api/v1/bannersconfig (anyone): how my banners are shown (my agency's settings, else the platform's). */
export function getBannersConfig(token: string | null, signal?: AbortSignal): Promise<TBannersConfig> {
  return apiFetch(bannersConfigEndpoints.get, { token, signal });
}

export const bannersConfigQueryOptions = (viewer: HomeViewer, token: string | null) =>
  queryOptions({
    queryKey: homeKeys.bannersConfig(viewer),
    queryFn: ({ signal }) => getBannersConfig(token, signal),
    staleTime: 5 * 60_000,
  });

export function useBannersConfig() {
  const { token, user } = useSession();
  return useQuery(bannersConfigQueryOptions(user?._id ?? 'visitor', token));
}
