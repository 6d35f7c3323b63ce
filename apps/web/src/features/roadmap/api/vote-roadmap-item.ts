import { roadmapEndpoints, type TRoadmapItem } from '@atrium/contracts/roadmap';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { patchCachedItem } from './patch-cached-item';
import { roadmapKeys } from './roadmap-keys';

export interface VoteResult {
  voteCount: number;
  viewerVoted: boolean;
}

/** POST /api/v1/roadmap/:id/vote (voted) or DELETE (not): idempotent, answers the new count. */
export async function setVote(id: string, voted: boolean, token: string | null) {
  return apiFetch(voted ? roadmapEndpoints.vote : roadmapEndpoints.unvote, { params: { id }, token });
}

export interface VoteInput {
  item: Pick<TRoadmapItem, '_id' | 'voteCount' | 'viewerVoted'>;
  voted: boolean;
}

/**
 * Counts the vote at once everywhere the item shows and puts it back if the server refuses (a merged or shipped
 * item: 409 with the reason, which the caller shows). The server's count then replaces the guess.
 */
export function useVote() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, voted }: VoteInput) => setVote(item._id, voted, token),
    onMutate: async ({ item, voted }) => {
      await queryClient.cancelQueries({ queryKey: roadmapKeys.all });
      const delta = voted === item.viewerVoted ? 0 : voted ? 1 : -1;
      patchCachedItem(queryClient, item._id, { viewerVoted: voted, voteCount: Math.max(0, item.voteCount + delta) });
      return { previous: { viewerVoted: item.viewerVoted, voteCount: item.voteCount } };
    },
    onError: (_error, { item }, context) => {
      if (context) patchCachedItem(queryClient, item._id, context.previous);
    },
    onSuccess: (result, { item }) => patchCachedItem(queryClient, item._id, result),
    // The board sorts by votes: refetch the lists quietly so the order follows.
    onSettled: () => queryClient.invalidateQueries({ queryKey: roadmapKeys.lists }),
  });
}
