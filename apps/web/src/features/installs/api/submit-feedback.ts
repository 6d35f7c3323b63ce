import {
  reviewEndpoints,
  type TAppInstallState,
  type TAppReview,
  type TSubmitFeedbackBody,
  type TSubmitFeedbackResult,
} from '@atrium/contracts/installs';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { installKeys } from './install-keys';

/** POST /api/v1/app/submit_feedback: creates or edits the review of the viewer's install; answers with the app's new rating. */
export function submitFeedback(body: TSubmitFeedbackBody, token: string | null): Promise<TSubmitFeedbackResult> {
  return apiFetch(reviewEndpoints.submitFeedback, { body, token });
}

/**
 * Saves the review and applies the answer here: the panel's review button now edits it, and the form
 * opens on it. Lists of installed apps show ratings on their cards: on screen they refetch, others go stale.
 */
export function useSubmitFeedback() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSubmitFeedbackBody) => submitFeedback(body, token),
    onSuccess: ({ appRating: _rating, ...review }, body) => {
      queryClient.setQueryData<TAppInstallState>([...installKeys.state(body.appId), true], (state) =>
        state ? { ...state, feedback: { ...state.feedback, reviewId: review._id } } : state,
      );
      queryClient.setQueryData<TAppReview | null>(installKeys.myReview(body.appId), review);
      void queryClient.invalidateQueries({ queryKey: ['installs', 'installed'] });
    },
  });
}

/**
 * The viewer's own review of an app, to edit it. There is no single-review read, so this looks through
 * the newest reviews for the one marked `mine` (null when it is not among them: the form starts empty).
 */
export async function getMyReview(appId: string, token: string | null, signal?: AbortSignal): Promise<TAppReview | null> {
  const page = await apiFetch(reviewEndpoints.list, { query: { app_id: appId, limit: 50 }, token, signal });
  return page.data.find((review) => review.mine) ?? null;
}

export function useMyReview(appId: string, enabled: boolean) {
  const { token } = useSession();
  return useQuery(
    queryOptions({
      queryKey: installKeys.myReview(appId),
      queryFn: ({ signal }) => getMyReview(appId, token, signal),
      enabled: enabled && Boolean(token),
    }),
  );
}
