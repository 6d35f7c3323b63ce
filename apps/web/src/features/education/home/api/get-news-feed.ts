import { educationGroups } from '@atrium/contracts/education-groups';
import type { EndpointResult } from '@atrium/contracts/endpoint';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { type HomeViewer, homeKeys } from './home-keys';

export const NEWS_PAGE_SIZE = 20;

export type NewsPage = EndpointResult<typeof educationGroups.newsfeed.list>;

/** GET /api/v1/newsfeed (anyone): newest first, keyset paged. */
export function getNewsFeed(token: string | null, cursor?: string, signal?: AbortSignal): Promise<NewsPage> {
  return apiFetch(educationGroups.newsfeed.list, { query: { limit: NEWS_PAGE_SIZE, cursor }, token, signal });
}

export const newsFeedQueryOptions = (viewer: HomeViewer, token: string | null) =>
  infiniteQueryOptions({
    queryKey: homeKeys.newsFeed(viewer),
    queryFn: ({ pageParam, signal }) => getNewsFeed(token, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
    staleTime: 60_000,
  });

export function useNewsFeed() {
  const { token, user } = useSession();
  return useInfiniteQuery(newsFeedQueryOptions(user?._id ?? 'visitor', token));
}
