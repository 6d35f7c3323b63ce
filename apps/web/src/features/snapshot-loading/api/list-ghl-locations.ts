import { snapshotEndpoints, type TSnapshotTargetLocation } from '@atrium/contracts/snapshots';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { snapshotLoadingKeys } from './snapshot-loading-keys';

/** GET /api/v1/snap_shot/list-ghl_locations: the locations the viewer may load a listing into, with their version. */
export function listTargetLocations(snapshotId: string, signal?: AbortSignal): Promise<TSnapshotTargetLocation[]> {
  return apiFetch(snapshotEndpoints.locations, { query: { snapshot_id: snapshotId }, signal });
}

export const targetLocationsQuery = (snapshotId: string) =>
  queryOptions({
    queryKey: snapshotLoadingKeys.targets(snapshotId),
    queryFn: ({ signal }) => listTargetLocations(snapshotId, signal),
  });

/** Only for viewers who may load (`viewer.canLoad`); the socket keeps it current, so it is not read again. */
export const useTargetLocations = (snapshotId: string, enabled: boolean) =>
  useQuery({ ...targetLocationsQuery(snapshotId), enabled });
