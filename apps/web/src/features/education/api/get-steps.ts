import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session-store';
import { educationKeys, type StepKind, type Viewer } from './education-keys';
import { getAllPages } from './get-all-pages';
import { STEP_GROUPS } from './step-groups';

/**
 * GET /api/v1/{checklist-items|onboarding-steps} without a listId: every step the viewer reads, in one
 * request (pages of 200), because each list's card shows "3 of 6 done" and needs its step count.
 */
export const getSteps = (kind: StepKind, token: string | null, signal?: AbortSignal) =>
  getAllPages(STEP_GROUPS[kind].steps.list, token, signal);

export const stepsQueryOptions = (kind: StepKind, viewer: Viewer, token: string | null) =>
  queryOptions({
    queryKey: educationKeys.steps(kind, viewer),
    queryFn: ({ signal }) => getSteps(kind, token, signal),
    staleTime: 60_000,
  });

export function useSteps(kind: StepKind) {
  const { token, user } = useSession();
  return useQuery(stepsQueryOptions(kind, user?._id ?? 'visitor', token));
}
