import { roadmapEndpoints, type TRoadmapItem } from '@atrium/contracts/roadmap';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { changelogKeys } from './changelog-keys';

export const ROADMAP_CHOICES_LIMIT = 50;

/** GET /api/v1/roadmap?appId=&q=: the items of one roadmap an entry can ship (merged ones are left out). */
export async function getRoadmapChoices(roadmap: string, q: string, signal?: AbortSignal): Promise<TRoadmapItem[]> {
  const page = await apiFetch(roadmapEndpoints.list, {
    query: { appId: roadmap, q: q.trim() || undefined, limit: ROADMAP_CHOICES_LIMIT, sort: 'votes' },
    signal,
  });
  return page.data;
}

export const roadmapChoicesQueryOptions = (roadmap: string, q: string) =>
  queryOptions({
    queryKey: changelogKeys.roadmapItems(roadmap, q),
    queryFn: ({ signal }) => getRoadmapChoices(roadmap, q, signal),
    placeholderData: keepPreviousData,
  });

export function useRoadmapChoices(roadmap: string, q: string) {
  return useQuery({ ...roadmapChoicesQueryOptions(roadmap, q), enabled: roadmap !== '' });
}
