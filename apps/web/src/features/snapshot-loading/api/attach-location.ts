import { snapshotEndpoints, type TSnapshotAttach, type TSnapshotLoad } from '@atrium/contracts/snapshots';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { applyPushes } from './push-cache';
import { snapshotLoadingKeys } from './snapshot-loading-keys';

/** POST /api/v1/snap_shot/attach-location: loads a listing into locations (202: the job queue runs it). */
export function attachLocations(body: TSnapshotAttach): Promise<TSnapshotLoad> {
  return apiFetch(snapshotEndpoints.attach, { body });
}

/**
 * The accepted load is cached whole, so its progress shows before the first socket event, and its pushes show at
 * once on the Locations tab and in the history. Turning on future locations changes the listing: it is read again.
 */
export function useAttachLocations() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: attachLocations,
    onSuccess: (load, body) => {
      client.setQueryData(snapshotLoadingKeys.load(load._id), load);
      applyPushes(client, load.pushes);
      if (body.includeFuture) void client.invalidateQueries({ queryKey: snapshotLoadingKeys.detail(load.snapshotId) });
    },
  });
}
