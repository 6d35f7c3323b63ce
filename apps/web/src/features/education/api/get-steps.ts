import type { TContentStep } from '@atrium/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session-store';
import { educationKeys, type StepKind, type Viewer } from './education-keys';
import { getAllPages } from './get-all-pages';
import { STEP_PATHS } from './step-paths';

/**
 * GET /api/v1/{checklist-items|onboarding-steps} without a listId: every step the viewer reads, in one
 * request (pages of 200), because each list's card shows "3 of 6 done" and needs its step count.
 */
export const getSteps = (kind: StepKind, token: string | null, signal?: AbortSignal) =>
  getAllPages<TContentStep>(STEP_PATHS[kind].steps, token, signal);

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
