import type { TSnapshotTargetLocation } from '@atrium/contracts/snapshots';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/tenancy/actor';
import { loadableListing, scopeLocations } from './snapshot-load-access';
import { loadedVersions } from './snapshot-location-versions';
import { latestPushes } from './snapshot-push-json';

/**
 * `GET /snap_shot/list-ghl_locations`: the locations the viewer may load the listing into, each with the version it
 * has, its latest push of the listing and whether an update is available.
 */
export async function listSnapshotTargets(opts: {
  db: Db;
  actor: Actor;
  snapshotId: string;
}): Promise<TSnapshotTargetLocation[]> {
  const { listing, scope } = await loadableListing(opts.db, opts.actor, opts.snapshotId);
  const targets = await scopeLocations(opts.db, scope);
  const ids = targets.map((l) => l._id);
  const [versions, latest] = await Promise.all([
    loadedVersions(opts.db, { snapshotIds: [listing._id], locationIds: ids }),
    latestPushes(opts.db, listing._id, ids),
  ]);
  const versionOf = new Map(versions.map((v) => [v.locationId, v.version]));
  return targets.map((location) => {
    const version = versionOf.get(location._id) ?? null;
    return {
      _id: location._id,
      name: location.name,
      crmLocationId: location.crmLocationId,
      version,
      lastPush: latest.get(location._id) ?? null,
      updateAvailable: version !== null && version < listing.currentVersion,
    };
  });
}
