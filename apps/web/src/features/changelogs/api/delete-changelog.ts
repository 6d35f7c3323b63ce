import { changelogEndpoints } from '@atrium/contracts/changelogs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { changelogKeys } from './changelog-keys';

/** DELETE /api/v1/changelogs/:id: removes the entry; items it shipped stay shipped. */
export async function deleteChangelog(id: string): Promise<void> {
  await apiFetch(changelogEndpoints.remove, { params: { id } });
}

export function useDeleteChangelog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteChangelog,
    onSuccess: () => client.invalidateQueries({ queryKey: changelogKeys.all }),
  });
}
