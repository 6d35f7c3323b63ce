import type { TProgress } from '@atrium/contracts/content-progress';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withCompletion } from '@/features/education/utils/step-progress';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { educationKeys, type StepKind } from './education-keys';
import { STEP_GROUPS } from './step-groups';

export interface CompleteStepInput {
  stepId: string;
  completed: boolean;
}

/** PUT /api/v1/{checklist-items|onboarding-steps}/:id/complete: marks one of my steps done or not done. */
export function completeStep(kind: StepKind, { stepId, completed }: CompleteStepInput, token: string | null) {
  return apiFetch(STEP_GROUPS[kind].steps.progress.complete, { params: { id: stepId }, body: { completed }, token });
}

/**
 * Ticks a step at once and puts it back if the server refuses. The progress is fetched again only when
 * the last of several quick ticks settles, so an early refetch cannot briefly undo a later tick.
 */
export function useCompleteStep(kind: StepKind) {
  const { token, user } = useSession();
  const queryClient = useQueryClient();
  const key = educationKeys.stepProgress(kind, user?._id ?? 'visitor');
  const mutationKey = [...key, 'complete'];
  return useMutation({
    mutationKey,
    mutationFn: (input: CompleteStepInput) => completeStep(kind, input, token),
    onMutate: async ({ stepId, completed }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TProgress[]>(key);
      queryClient.setQueryData<TProgress[]>(key, (rows = []) =>
        withCompletion(rows, stepId, completed, new Date().toISOString()),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      queryClient.setQueryData(key, context?.previous);
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) === 1) return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
