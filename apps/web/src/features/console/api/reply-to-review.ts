import { reviewEndpoints, type TAppReview } from '@atrium/contracts/installs';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { consoleKeys } from './console-keys';
import type { AppReviewsPage } from './get-app-reviews';

export interface ReplyToReviewInput {
  reviewId: string;
  body: string;
}

/** POST /api/v1/app/reviews/:id/reply: the app's developer (or the super admin) answers, or re-answers, a review. */
export async function replyToReview({ reviewId, body }: ReplyToReviewInput, token: string | null): Promise<TAppReview> {
  return apiFetch(reviewEndpoints.reply, { params: { id: reviewId }, body: { body }, token });
}

/** The answer replaces the review in every cached page of the app's lists, so no list refetches or jumps. */
export function useReplyToReview() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReplyToReviewInput) => replyToReview(input, token),
    onSuccess: (review) => {
      queryClient.setQueriesData<InfiniteData<AppReviewsPage>>({ queryKey: consoleKeys.reviewsOf(review.appId) }, (cached) =>
        cached
          ? {
              ...cached,
              pages: cached.pages.map((page) => ({
                ...page,
                data: page.data.map((r) => (r._id === review._id ? review : r)),
              })),
            }
          : cached,
      );
    },
  });
}
