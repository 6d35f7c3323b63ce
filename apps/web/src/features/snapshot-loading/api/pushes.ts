import type { TPage } from '@atrium/contracts/endpoint';
import { snapshotEndpoints, type TSnapshotPush } from '@atrium/contracts/snapshots';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { type PushFilter, snapshotLoadingKeys } from './snapshot-loading-keys';

export const PUSHES_PAGE_SIZE = 20;

/** GET /api/v1/snap_shot/pushes: who loaded which version where and when, newest first, keyset paged. */
export const pushesQuery = (filter: PushFilter) =>
  infiniteQueryOptions({
    queryKey: snapshotLoadingKeys.pushes(filter),
    queryFn: ({ pageParam, signal }): Promise<TPage<TSnapshotPush>> =>
      apiFetch(snapshotEndpoints.pushes, {
        query: {
          snapshot_id: filter.snapshotId,
          location_id: filter.locationId,
          limit: PUSHES_PAGE_SIZE,
          cursor: pageParam,
        },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
  });

export const usePushes = (filter: PushFilter) => useInfiniteQuery(pushesQuery(filter));
