import type { TProgress } from '@atrium/contracts/content-progress';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session-store';
import { withCompletion } from '../../utils/step-progress';
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

function request({ itemId, change }: MediaProgressInput): { path: string; body: unknown } {
  const base = `/medialibrary/${encodeURIComponent(itemId)}`;
  if (change.type === 'complete') return { path: `${base}/complete`, body: { completed: change.completed } };
  if (change.type === 'started') return { path: `${base}/task-status`, body: { status: 'in_progress' } };
  return { path: `${base}/progress`, body: { percent: change.percent } };
}

/** PUT /api/v1/medialibrary/:id/{complete|task-status|progress}: my progress on one item, as the server now has it. */
export async function updateMediaProgress(input: MediaProgressInput, token: string | null): Promise<TProgress> {
  const { path, body } = request(input);
  const res = await apiFetch<{ data: TProgress }>({ method: 'PUT', path, body, token });
  return res.data;
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
