import type { TPage } from '@atrium/contracts/endpoint';
import { reviewEndpoints, type TAppReview } from '@atrium/contracts/installs';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { consoleKeys } from './console-keys';

export const REVIEWS_PAGE_SIZE = 10;

export type AppReviewsPage = TPage<TAppReview>;

export interface GetAppReviewsInput {
  appId: string;
  stars: number | null;
  token: string | null;
  cursor?: string;
  signal?: AbortSignal;
}

/**
 * GET /api/v1/app/reviews?app_id=&stars=: newest first, keyset paged. Public, but sent with the token:
 * the super admin also sees the reviews of apps that are not live.
 */
export function getAppReviews({ appId, stars, token, cursor, signal }: GetAppReviewsInput): Promise<AppReviewsPage> {
  return apiFetch(reviewEndpoints.list, {
    query: { app_id: appId, stars: stars ?? undefined, limit: REVIEWS_PAGE_SIZE, cursor },
    token,
    signal,
  });
}

export const appReviewsQueryOptions = (appId: string, stars: number | null, token: string | null) =>
  infiniteQueryOptions({
    queryKey: consoleKeys.reviews(appId, stars),
    queryFn: ({ pageParam, signal }) => getAppReviews({ appId, stars, token, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
    // Switching the star filter keeps the old list on screen until the new one arrives.
    placeholderData: keepPreviousData,
    enabled: Boolean(token),
  });

export function useAppReviews(appId: string, stars: number | null) {
  const { token } = useSession();
  return useInfiniteQuery(appReviewsQueryOptions(appId, stars, token));
}
