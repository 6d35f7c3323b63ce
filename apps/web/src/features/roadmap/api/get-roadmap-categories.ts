import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { roadmapKeys } from './roadmap-keys';

export interface RoadmapCategory {
  name: string;
  count: number;
}

/** GET /api/v1/roadmap/categories?appId= (anyone): the categories in use, with how many items each. */
export async function getRoadmapCategories(appId: string | undefined, signal?: AbortSignal): Promise<RoadmapCategory[]> {
  const res = await apiFetch<{ data: RoadmapCategory[] }>({
    method: 'GET',
    path: '/roadmap/categories',
    query: { appId },
    signal,
  });
  return res.data;
}

export const roadmapCategoriesQueryOptions = (appId: string | undefined) =>
  queryOptions({
    queryKey: roadmapKeys.categories(appId),
    queryFn: ({ signal }) => getRoadmapCategories(appId, signal),
    staleTime: 60_000,
  });

export function useRoadmapCategories(appId: string | undefined) {
  return useQuery(roadmapCategoriesQueryOptions(appId));
}
