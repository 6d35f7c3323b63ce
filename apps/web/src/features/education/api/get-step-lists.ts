import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session-store';
import { educationKeys, type StepKind, type Viewer } from './education-keys';
import { getAllPages } from './get-all-pages';
import { STEP_GROUPS } from './step-groups';

/**
 * GET /api/v1/{checklists|onboarding-lists} (anyone): every list, not one category's, so the category nav
 * can count lists and switching category needs no request.
 */
export const getStepLists = (kind: StepKind, token: string | null, signal?: AbortSignal) =>
  getAllPages(STEP_GROUPS[kind].lists.list, token, signal);

export const stepListsQueryOptions = (kind: StepKind, viewer: Viewer, token: string | null) =>
  queryOptions({
    queryKey: educationKeys.stepLists(kind, viewer),
    queryFn: ({ signal }) => getStepLists(kind, token, signal),
    staleTime: 60_000,
  });

export function useStepLists(kind: StepKind) {
  const { token, user } = useSession();
  return useQuery(stepListsQueryOptions(kind, user?._id ?? 'visitor', token));
}
