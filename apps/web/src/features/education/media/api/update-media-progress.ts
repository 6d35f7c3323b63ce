import type { TProgress } from '@atrium/contracts/content-progress';
import { educationGroups } from '@atrium/contracts/education-groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withCompletion } from '@/features/education/utils/step-progress';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { mediaKeys } from './media-keys';

/**
 * What a person did with an item: marked it watched (or not), started it, or watched a share of it.
 * Each is one of the builder's progress endpoints; a share never moves progress back, and 100 completes.
 */
export type MediaProgressChange =
  | { type: 'complete'; completed: boolean }
  | { type: 'started' }
  | { type: 'watched'; percent: number };

export interface MediaProgressInput {
  itemId: string;
  change: MediaProgressChange;
}

const progress = educationGroups.medialibrary.progress;

/** PUT /api/v1/medialibrary/:id/{complete|task-status|progress}: my progress on one item, as the server now has it. */
export function updateMediaProgress({ itemId, change }: MediaProgressInput, token: string | null): Promise<TProgress> {
  const params = { id: itemId };
  if (change.type === 'complete') return apiFetch(progress.complete, { params, body: { completed: change.completed }, token });
  if (change.type === 'started') return apiFetch(progress.taskStatus, { params, body: { status: 'in_progress' }, token });
  return apiFetch(progress.percent, { params, body: { percent: change.percent }, token });
}

const replaceRow = (rows: readonly TProgress[] = [], row: TProgress) => [...rows.filter((r) => r.itemId !== row.itemId), row];

/**
 * Records progress. "Mark as watched" shows at once and is put back if the server refuses; the other
 * changes happen in the background and show the row the server answers with.
 */
export function useUpdateMediaProgress() {
  const { token, user } = useSession();
  const queryClient = useQueryClient();
  const key = mediaKeys.progress(user?._id ?? 'visitor');
  return useMutation({
    mutationKey: [...key, 'update'],
    mutationFn: (input: MediaProgressInput) => updateMediaProgress(input, token),
    onMutate: async ({ itemId, change }) => {
      if (change.type !== 'complete') return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TProgress[]>(key);
      queryClient.setQueryData<TProgress[]>(key, (rows = []) =>
        withCompletion(rows, itemId, change.completed, new Date().toISOString()),
      );
      return { previous };
    },
    onSuccess: (row) => {
      queryClient.setQueryData<TProgress[]>(key, (rows) => replaceRow(rows, row));
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
  });
}
