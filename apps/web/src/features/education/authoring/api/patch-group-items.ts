import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthoringGroup, AuthoringItem } from '@/features/education/authoring/descriptor/group-descriptor';
import { useSession } from '@/lib/session-store';
import { authoringKeys } from './authoring-keys';
import { saveGroupItem, useInvalidateEducation } from './save-group-item';

export interface ItemPatch {
  id: string;
  body: Record<string, unknown>;
}

/**
 * Small changes from the list (publish, unpublish, a new position), each a PUT of the changed fields. Shown at
 * once in the list (a move must not wait for two round trips), so a second move can follow before the first
 * is written: changes queue (one scope per list) and reach the server in the order they were made. The list
 * is refetched once the queue is empty, so a refused write puts the row back and no refetch between two
 * queued changes shows an order the user has already left.
 */
export function usePatchGroupItems(group: AuthoringGroup) {
  const { token, user } = useSession();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateEducation();
  const key = authoringKeys.items(group.key, user?._id ?? 'visitor');
  const mutationKey = [...key, 'patch'];
  return useMutation({
    mutationKey,
    scope: { id: mutationKey.join('/') },
    mutationFn: async (patches: ItemPatch[]) => {
      // One after the other: a reorder's second write should not race its first.
      for (const patch of patches) await saveGroupItem(group, { id: patch.id, body: patch.body }, token);
    },
    onMutate: async (patches) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<AuthoringItem[]>(key, (items) =>
        items?.map((item) => {
          const patch = patches.find((p) => p.id === item._id);
          return patch ? { ...item, ...patch.body } : item;
        }),
      );
    },
    // This change still counts as pending here: 1 means nothing is queued behind it.
    onSettled: () => (queryClient.isMutating({ mutationKey }) === 1 ? invalidate() : undefined),
  });
}
