import { educationGroups } from '@atrium/contracts/education-groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAllPages } from '@/features/education/api/get-all-pages';
import { useSession } from '@/lib/session-store';
import { type HomeViewer, homeKeys } from './home-keys';

/** GET /api/v1/banners (anyone): the banners inside their show window that this viewer reads. */
export const getBanners = (token: string | null, signal?: AbortSignal) =>
  getAllPages(educationGroups.banners.list, token, signal);

export const bannersQueryOptions = (viewer: HomeViewer, token: string | null) =>
  queryOptions({
    queryKey: homeKeys.banners(viewer),
    queryFn: ({ signal }) => getBanners(token, signal),
    staleTime: 60_000,
  });

export function useBanners() {
  const { token, user } = useSession();
  return useQuery(bannersQueryOptions(user?._id ?? 'visitor', token));
}
