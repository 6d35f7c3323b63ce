import { roadmapEndpoints, type TRoadmapItem } from '@atrium/contracts/roadmap';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import type { ItemsFilter } from '../utils/board-params';
import { roadmapKeys } from './roadmap-keys';

/**
 * GET /api/v1/roadmap (anyone): every item of the filter, following `nextCursor`. The board shows all five
 * columns at once, so it needs the whole set (one page of 200 in practice); merged items are left out.
 */
export async function getRoadmapItems(filter: ItemsFilter, token: string | null, signal?: AbortSignal): Promise<TRoadmapItem[]> {
  const items: TRoadmapItem[] = [];
  let cursor: string | undefined;
  do {
    const page = await apiFetch(roadmapEndpoints.list, { query: { ...filter, limit: 200, cursor }, token, signal });
    items.push(...page.data);
    cursor = page.meta?.nextCursor ?? undefined;
  } while (cursor);
  return items;
}

export const roadmapItemsQueryOptions = (filter: ItemsFilter, viewer: string, token: string | null) =>
  queryOptions({
    queryKey: roadmapKeys.items(viewer, filter),
    queryFn: ({ signal }) => getRoadmapItems(filter, token, signal),
    staleTime: 30_000,
  });

/** The board keeps showing the last result while a new filter loads, so the columns do not flash empty. */
export function useRoadmapItems(filter: ItemsFilter, { enabled = true } = {}) {
  const { token, user } = useSession();
  return useQuery({
    ...roadmapItemsQueryOptions(filter, user?._id ?? 'visitor', token),
    placeholderData: keepPreviousData,
    enabled,
  });
}
