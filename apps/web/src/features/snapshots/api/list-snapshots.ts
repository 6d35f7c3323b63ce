import type { TPage } from '@atrium/contracts/endpoint';
import { snapshotEndpoints, type TSnapshot } from '@atrium/contracts/snapshots';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { type SnapshotListFilters, snapshotKeys } from './snapshot-keys';

export const SNAPSHOT_PAGE_SIZE = 24;

/** GET /api/v1/snap_shot/list-snapshots: one keyset page of the listings the viewer may see. */
export function getSnapshots(
  filters: SnapshotListFilters,
  cursor?: string,
  signal?: AbortSignal,
  limit = SNAPSHOT_PAGE_SIZE,
): Promise<TPage<TSnapshot>> {
  return apiFetch(snapshotEndpoints.list, { query: { ...filters, limit, cursor }, signal });
}

export const snapshotListQueryOptions = (filters: SnapshotListFilters, pageSize = SNAPSHOT_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: snapshotKeys.list(filters, pageSize),
    queryFn: ({ pageParam, signal }) => getSnapshots(filters, pageParam, signal, pageSize),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
    staleTime: 30_000,
  });

/** A paged list of listings ('Load more' adds the next page under the earlier ones). */
export function useSnapshotList(filters: SnapshotListFilters, { enabled = true, pageSize = SNAPSHOT_PAGE_SIZE } = {}) {
  return useInfiniteQuery({ ...snapshotListQueryOptions(filters, pageSize), enabled });
}

export interface SnapshotFacets {
  niches: string[];
  tags: string[];
}

/** The niches and tags to filter by, gathered from the marketplace's first 100 listings (the API has no facet call). */
export function facetsOf(snapshots: readonly TSnapshot[]): SnapshotFacets {
  const niches = new Set<string>();
  const tags = new Set<string>();
  for (const snapshot of snapshots) {
    if (snapshot.niche) niches.add(snapshot.niche);
    for (const tag of snapshot.tags) tags.add(tag);
  }
  const sorted = (values: Set<string>) => [...values].sort((a, b) => a.localeCompare(b));
  return { niches: sorted(niches), tags: sorted(tags) };
}

export function useSnapshotFacets() {
  return useQuery(
    queryOptions({
      queryKey: snapshotKeys.facets,
      queryFn: async ({ signal }) => facetsOf((await getSnapshots({ scope: 'marketplace' }, undefined, signal, 100)).data),
      staleTime: 5 * 60_000,
    }),
  );
}
