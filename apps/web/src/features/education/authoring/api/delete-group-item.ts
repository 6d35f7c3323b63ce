import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session-store';
import type { AuthoringGroup } from '../descriptor/group-descriptor';
import { itemPath } from './get-group-item';
import { useInvalidateEducation } from './save-group-item';

/** DELETE /api/v1/<group>/:id (its writer only; a category takes its items with it). */
export async function deleteGroupItem(group: AuthoringGroup, id: string, token: string | null) {
  await apiFetch<unknown>({ method: 'DELETE', path: itemPath(group, id), token });
}

export function useDeleteGroupItem(group: AuthoringGroup) {
  const { token } = useSession();
  const invalidate = useInvalidateEducation();
  return useMutation({
    mutationFn: (id: string) => deleteGroupItem(group, id, token),
    onSettled: () => invalidate(),
  });
}
