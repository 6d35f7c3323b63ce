import { roadmapEndpoints } from '@atrium/contracts/roadmap';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { roadmapKeys } from './roadmap-keys';

/** GET /api/v1/roadmap/:id (anyone): one item, merged ones too (with `mergedInto`). */
export async function getRoadmapItem(id: string, token: string | null, signal?: AbortSignal) {
  return apiFetch(roadmapEndpoints.get, { params: { id }, token, signal });
}

export const roadmapItemQueryOptions = (id: string, viewer: string, token: string | null) =>
  queryOptions({
    queryKey: roadmapKeys.item(viewer, id),
    queryFn: ({ signal }) => getRoadmapItem(id, token, signal),
    staleTime: 30_000,
  });

export function useRoadmapItem(id: string) {
  const { token, user } = useSession();
  return useQuery(roadmapItemQueryOptions(id, user?._id ?? 'visitor', token));
}
