import { useMutation } from '@tanstack/react-query';
import type { ItemsGroup } from '@/features/education/authoring/descriptor/group-descriptor';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { useInvalidateEducation } from './save-group-item';

/** DELETE /api/v1/<group>/:id (its writer only; a category takes its items with it). */
export async function deleteGroupItem(group: ItemsGroup, id: string, token: string | null) {
  await apiFetch(group.api.remove, { params: { id }, token });
}

export function useDeleteGroupItem(group: ItemsGroup) {
  const { token } = useSession();
  const invalidate = useInvalidateEducation();
  return useMutation({
    mutationFn: (id: string) => deleteGroupItem(group, id, token),
    onSettled: () => invalidate(),
  });
}
