import { roadmapEndpoints } from '@atrium/contracts/roadmap';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { roadmapKeys } from './roadmap-keys';

/** DELETE /api/v1/roadmap/:id (a manager): the item with its votes and comments. */
export async function deleteRoadmapItem(id: string, token: string | null) {
  await apiFetch(roadmapEndpoints.remove, { params: { id }, token });
}

export function useDeleteRoadmapItem(id: string) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteRoadmapItem(id, token),
    onSuccess: () => {
      // Its own page is being left: drop it rather than refetch a 404.
      queryClient.removeQueries({ queryKey: roadmapKeys.comments(id) });
      return queryClient.invalidateQueries({ queryKey: roadmapKeys.all, predicate: (q) => !q.queryKey.includes(id) });
    },
  });
}
