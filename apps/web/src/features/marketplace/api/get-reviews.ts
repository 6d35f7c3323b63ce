import type { TPage } from '@atrium/contracts/endpoint';
import { reviewEndpoints, type TAppReview } from '@atrium/contracts/installs';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { marketplaceKeys } from './marketplace-keys';

export const REVIEWS_PAGE_SIZE = 10;

export type ReviewsPage = TPage<TAppReview>;

/** GET /api/v1/app/reviews?app_id=&stars=: newest first, keyset paged; `stars` keeps one star count. */
export function getReviews(appId: string, stars: number | null, cursor?: string, signal?: AbortSignal): Promise<ReviewsPage> {
  return apiFetch(reviewEndpoints.list, {
    query: { app_id: appId, stars: stars ?? undefined, limit: REVIEWS_PAGE_SIZE, cursor },
    signal,
  });
}

export const reviewsQueryOptions = (appId: string, stars: number | null) =>
  infiniteQueryOptions({
    queryKey: marketplaceKeys.reviews(appId, stars),
    queryFn: ({ pageParam, signal }) => getReviews(appId, stars, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
    // Switching the star filter keeps the old list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

export function useReviews(appId: string, stars: number | null) {
  return useInfiniteQuery(reviewsQueryOptions(appId, stars));
}
