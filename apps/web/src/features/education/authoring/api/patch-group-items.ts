import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../../lib/session-store';
import type { AuthoringGroup, AuthoringItem } from '../descriptor/group-descriptor';
import { authoringKeys } from './authoring-keys';
import { saveGroupItem, useInvalidateEducation } from './save-group-item';

export interface ItemPatch {
  id: string;
  body: Record<string, unknown>;
}

/**
 * Small changes from the list (publish, unpublish, a new position), each a PUT of the changed fields. Shown at
 * once in the list (a move must not wait for two round trips); the list is refetched afterwards either way,
 * so a refused write puts the row back.
 */
export function usePatchGroupItems(group: AuthoringGroup) {
  const { token, user } = useSession();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateEducation();
  const key = authoringKeys.items(group.key, user?._id ?? 'visitor');
  return useMutation({
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
    onSettled: () => invalidate(),
  });
}
