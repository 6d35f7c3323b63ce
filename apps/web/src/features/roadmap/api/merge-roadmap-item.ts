import { roadmapEndpoints } from '@atrium/contracts/roadmap';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { roadmapKeys } from './roadmap-keys';

/** POST /api/v1/roadmap/:id/merge (a manager of both): this duplicate into `intoId`; answers the original. */
export async function mergeRoadmapItem(id: string, intoId: string, token: string | null) {
  return apiFetch(roadmapEndpoints.merge, { params: { id }, body: { intoId }, token });
}

/** Votes, comments and counts move on the server: every roadmap query is stale afterwards. */
export function useMergeRoadmapItem(id: string) {
  const { token, user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (intoId: string) => mergeRoadmapItem(id, intoId, token),
    onSuccess: async (original) => {
      await queryClient.invalidateQueries({ queryKey: roadmapKeys.all });
      queryClient.setQueryData(roadmapKeys.item(user?._id ?? 'visitor', original._id), original);
    },
  });
}
