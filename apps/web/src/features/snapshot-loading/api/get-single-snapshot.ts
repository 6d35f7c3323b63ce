import { snapshotEndpoints, type TSnapshotDetail } from '@atrium/contracts/snapshots';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { snapshotLoadingKeys } from './snapshot-loading-keys';

/** GET /api/v1/snap_shot/get-single-snapshot: one listing with its contents, custom fields and versions. */
export function getSingleSnapshot(snapshotId: string, signal?: AbortSignal): Promise<TSnapshotDetail> {
  return apiFetch(snapshotEndpoints.getSingle, { query: { snapshot_id: snapshotId }, signal });
}

export const singleSnapshotQuery = (snapshotId: string) =>
  queryOptions({
    queryKey: snapshotLoadingKeys.detail(snapshotId),
    queryFn: ({ signal }) => getSingleSnapshot(snapshotId, signal),
    staleTime: 30_000,
  });

export const useSingleSnapshot = (snapshotId: string) => useQuery(singleSnapshotQuery(snapshotId));
