import { roadmapEndpoints } from '@atrium/contracts/roadmap';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { roadmapKeys } from './roadmap-keys';

export interface RoadmapCategory {
  name: string;
  count: number;
}

/** GET /api/v1/roadmap/categories?appId= (anyone): the categories in use, with how many items each. */
export async function getRoadmapCategories(appId: string | undefined, signal?: AbortSignal): Promise<RoadmapCategory[]> {
  return apiFetch(roadmapEndpoints.categories, { query: { appId }, signal });
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
