import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { educationKeys, type StepKind } from './education-keys';
import { STEP_GROUPS } from './step-groups';

/** POST /api/v1/{checklists|onboarding-lists}/:id/reset: clears my completions on one list (at my location). */
export async function resetStepList(kind: StepKind, listId: string, token: string | null): Promise<number> {
  const { cleared } = await apiFetch(STEP_GROUPS[kind].lists.reset, { params: { id: listId }, token });
  return cleared;
}

export function useResetStepList(kind: StepKind) {
  const { token, user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listId: string) => resetStepList(kind, listId, token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: educationKeys.stepProgress(kind, user?._id ?? 'visitor') }),
  });
}
