import { roadmapEndpoints } from '@atrium/contracts/roadmap';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { roadmapKeys } from './roadmap-keys';

/** GET /api/v1/roadmap/:id/comments (anyone): oldest first, those moved from a merged duplicate included. */
export async function getRoadmapComments(id: string, signal?: AbortSignal) {
  return apiFetch(roadmapEndpoints.comments, { params: { id }, signal });
}

export const roadmapCommentsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: roadmapKeys.comments(id),
    queryFn: ({ signal }) => getRoadmapComments(id, signal),
    staleTime: 30_000,
  });

export function useRoadmapComments(id: string) {
  return useQuery(roadmapCommentsQueryOptions(id));
}
