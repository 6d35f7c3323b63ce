import type { TProgress } from '@atrium/contracts/content-progress';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { educationKeys, type StepKind, type Viewer } from './education-keys';
import { STEP_GROUPS } from './step-groups';

/** GET /api/v1/{checklist-items|onboarding-steps}/progress (signed in): my rows, only for steps I touched. */
export function getStepProgress(kind: StepKind, token: string | null, signal?: AbortSignal): Promise<TProgress[]> {
  return apiFetch(STEP_GROUPS[kind].steps.progress.mine, { token, signal });
}

export const stepProgressQueryOptions = (kind: StepKind, viewer: Viewer, token: string | null) =>
  queryOptions({
    queryKey: educationKeys.stepProgress(kind, viewer),
    queryFn: ({ signal }) => getStepProgress(kind, token, signal),
    enabled: Boolean(token),
  });

/** Visitors have no progress (401): the query stays idle and the screen treats every step as not done. */
export function useStepProgress(kind: StepKind) {
  const { token, user } = useSession();
  return useQuery(stepProgressQueryOptions(kind, user?._id ?? 'visitor', token));
}
