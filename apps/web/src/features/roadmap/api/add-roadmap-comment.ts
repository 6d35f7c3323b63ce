import { roadmapEndpoints, type TRoadmapComment } from '@atrium/contracts/roadmap';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { roadmapKeys } from './roadmap-keys';

/** POST /api/v1/roadmap/:id/comments (signed in; not on merged items: 409). */
export async function addRoadmapComment(id: string, body: string, token: string | null) {
  return apiFetch(roadmapEndpoints.comment, { params: { id }, body: { body }, token });
}

export function useAddRoadmapComment(id: string) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addRoadmapComment(id, body, token),
    onSuccess: async (comment) => {
      queryClient.setQueryData<TRoadmapComment[]>(roadmapKeys.comments(id), (list = []) => [...list, comment]);
      // The comment count shows on the item and its card.
      await queryClient.invalidateQueries({ queryKey: roadmapKeys.all, predicate: (q) => q.queryKey[1] !== 'comments' });
    },
  });
}
