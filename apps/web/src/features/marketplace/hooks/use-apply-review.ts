import type { TAppDetail } from '@atrium/contracts/apps';
import type { TSubmitFeedbackResult } from '@atrium/contracts/installs';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ReviewsPage } from '@/features/marketplace/api/get-reviews';
import { marketplaceKeys } from '@/features/marketplace/api/marketplace-keys';
import { reviewsWith } from '@/features/marketplace/utils/reviews-cache';

/**
 * Shows a review the viewer just saved at once: the app page's rating and bars per star become the
 * server's (the answer carries them) and every cached review list of the app takes the review in. A list
 * that cannot place it asks again (on screen) or is marked stale (not on screen).
 */
export function useApplyReview(appId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    ({ appRating, ...review }: TSubmitFeedbackResult, editing: boolean) => {
      queryClient.setQueryData<TAppDetail>(marketplaceKeys.app(appId), (app) =>
        app ? { ...app, rating: appRating.rating, ratingDistribution: appRating.ratingDistribution } : app,
      );
      for (const query of queryClient.getQueryCache().findAll({ queryKey: ['marketplace', 'reviews', appId] })) {
        const data = query.state.data as InfiniteData<ReviewsPage> | undefined;
        if (!data) continue;
        const next = reviewsWith(data, review, query.queryKey[3] as number | null, !editing);
        if (next === 'refetch') void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
        else if (next !== data) queryClient.setQueryData(query.queryKey, next);
      }
      // Cards elsewhere (the catalogue, collections) show the rating too: fresh when next shown.
      void queryClient.invalidateQueries({
        queryKey: marketplaceKeys.all,
        predicate: (query) => query.queryKey[1] !== 'app' && query.queryKey[1] !== 'reviews',
        refetchType: 'none',
      });
    },
    [queryClient, appId],
  );
}
