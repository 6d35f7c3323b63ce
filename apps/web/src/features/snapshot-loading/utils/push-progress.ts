import type { TSnapshotPush } from '@atrium/contracts/snapshots';

/**
 * How far a push is, in assets: each type lands whole, so its count moves at once. A type the version holds none
 * of still counts as one step, so a push of empty types is not stuck at 0 of 0.
 */
export function pushProgress(push: Pick<TSnapshotPush, 'assets'>) {
  let total = 0;
  let completed = 0;
  let failed = 0;
  for (const asset of push.assets) {
    const weight = Math.max(asset.count, 1);
    total += weight;
    if (asset.status === 'completed') completed += weight;
    if (asset.status === 'failed') failed += weight;
  }
  return { total, completed, failed, pending: total - completed - failed };
}
