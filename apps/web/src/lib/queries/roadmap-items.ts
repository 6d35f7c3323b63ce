import { roadmapEndpoints, type TRoadmapFilter, type TRoadmapItem } from '@atrium/contracts/roadmap';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';

/**
 * Roadmap items, which the roadmap board (and its merge dialog and scopes) and the changelog editor's item picker
 * all read: one fetcher, one key scheme (the merge dialog and the picker share entries for the same roadmap and search). The keys sit under the roadmap's (`['roadmap', ...]`), so every roadmap
 * write that refreshes the roadmap, and every vote it patches into its caches, reaches each reader.
 */

/** The list endpoint's filter; paging is the fetcher's. */
export type RoadmapItemsFilter = Omit<TRoadmapFilter, 'limit' | 'cursor'>;

/** Whose view it is ('visitor' or a user id): votes and manage rights are per viewer. */
export const roadmapItemsKeys = {
  all: ['roadmap', 'items'] as const,
  list: (viewer: string, filter: RoadmapItemsFilter) => ['roadmap', 'items', viewer, filter] as const,
};

const PAGE_SIZE = 200;

/**
 * GET /api/v1/roadmap (anyone): every item of the filter, following `nextCursor` (one page of 200 in practice);
 * merged items are left out. The board shows every column at once and the pickers search a whole roadmap.
 */
export async function getRoadmapItems(
  filter: RoadmapItemsFilter,
  token: string | null,
  signal?: AbortSignal,
): Promise<TRoadmapItem[]> {
  const items: TRoadmapItem[] = [];
  let cursor: string | undefined;
  do {
    const page = await apiFetch(roadmapEndpoints.list, { query: { ...filter, limit: PAGE_SIZE, cursor }, token, signal });
    items.push(...page.data);
    cursor = page.meta.nextCursor ?? undefined;
  } while (cursor);
  return items;
}

export const roadmapItemsQueryOptions = (filter: RoadmapItemsFilter, viewer: string, token: string | null) =>
  queryOptions({
    queryKey: roadmapItemsKeys.list(viewer, filter),
    queryFn: ({ signal }) => getRoadmapItems(filter, token, signal),
    staleTime: 30_000,
  });

/** A new filter keeps the last result on screen while it loads, so the board's columns and lists do not flash empty. */
export function useRoadmapItems(filter: RoadmapItemsFilter, { enabled = true } = {}) {
  const { token, user } = useSession();
  return useQuery({
    ...roadmapItemsQueryOptions(filter, user?._id ?? 'visitor', token),
    placeholderData: keepPreviousData,
    enabled,
  });
}
