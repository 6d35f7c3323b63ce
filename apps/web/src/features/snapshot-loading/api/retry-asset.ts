import { snapshotEndpoints, type TSnapshotAssetType, type TSnapshotPush } from '@atrium/contracts/snapshots';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { applyPushes } from './push-cache';

export interface RetryAsset {
  pushId: string;
  asset: TSnapshotAssetType;
}

/** POST /api/v1/snap_shot/retry-asset: one failed asset type of a push goes back in line. */
export function retryAsset({ pushId, asset }: RetryAsset): Promise<TSnapshotPush> {
  return apiFetch(snapshotEndpoints.retry, { body: { push_id: pushId, asset } });
}

/** The push the server answers (the asset pending again) replaces the cached one everywhere. */
export function useRetryAsset() {
  const client = useQueryClient();
  return useMutation({ mutationFn: retryAsset, onSuccess: (push) => applyPushes(client, [push]) });
}
