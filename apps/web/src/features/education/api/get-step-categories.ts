import type { TContentCategory } from '@atrium/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session-store';
import { educationKeys, type StepKind, type Viewer } from './education-keys';
import { getAllPages } from './get-all-pages';
import { STEP_PATHS } from './step-paths';

/** GET /api/v1/{checklist|onboarding}-categories (anyone): newest first; the screen sorts by position. */
export const getStepCategories = (kind: StepKind, token: string | null, signal?: AbortSignal) =>
  getAllPages<TContentCategory>(STEP_PATHS[kind].categories, token, signal);

export const stepCategoriesQueryOptions = (kind: StepKind, viewer: Viewer, token: string | null) =>
  queryOptions({
    queryKey: educationKeys.stepCategories(kind, viewer),
    queryFn: ({ signal }) => getStepCategories(kind, token, signal),
    staleTime: 60_000,
  });

export function useStepCategories(kind: StepKind) {
  const { token, user } = useSession();
  return useQuery(stepCategoriesQueryOptions(kind, user?._id ?? 'visitor', token));
}
