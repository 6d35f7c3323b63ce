import type { TAppReview, TSubmitFeedbackBody } from '@atrium/contracts/installs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { installKeys } from './install-keys';
import { useInstallMutation } from './use-install-mutation';

/** POST /api/v1/app/submit_feedback: creates or edits the review of the viewer's install. */
export async function submitFeedback(body: TSubmitFeedbackBody, token: string | null): Promise<TAppReview> {
  const res = await apiFetch<{ data: TAppReview }>({ method: 'POST', path: '/app/submit_feedback', body, token });
  return res.data;
}

export function useSubmitFeedback() {
  return useInstallMutation(submitFeedback);
}

/**
 * The viewer's own review of an app, to edit it. There is no single-review read, so this looks through
 * the newest reviews for the one marked `mine` (null when it is not among them: the form starts empty).
 */
export async function getMyReview(appId: string, token: string | null, signal?: AbortSignal): Promise<TAppReview | null> {
  const res = await apiFetch<{ data: TAppReview[] }>({
    method: 'GET',
    path: '/app/reviews',
    query: { app_id: appId, limit: 50 },
    token,
    signal,
  });
  return res.data.find((review) => review.mine) ?? null;
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
