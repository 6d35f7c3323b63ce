import { and, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { snapshotPushes } from './snapshots.tables';

/** A push that ended with the snapshot in the location: all of it, or all but assets that can be retried. */
export const FINISHED_PUSH_STATUSES = ['completed', 'partial'] as const;

export interface LoadedVersion {
  snapshotId: string;
  locationId: string;
  version: number;
  finishedAt: Date | null;
}

/**
 * The version of each listing each location has: that of its latest finished push (decision 028). One row per
 * listing and location that has one; `locationIds` narrows it to some locations.
 */
export async function loadedVersions(
  db: DbOrTx,
  where: { snapshotIds: readonly string[]; locationIds?: readonly string[] },
): Promise<LoadedVersion[]> {
  if (where.snapshotIds.length === 0 || where.locationIds?.length === 0) return [];
  return db
    .selectDistinctOn([snapshotPushes.snapshotId, snapshotPushes.locationId], {
      snapshotId: snapshotPushes.snapshotId,
      locationId: snapshotPushes.locationId,
      version: snapshotPushes.version,
      finishedAt: snapshotPushes.finishedAt,
    })
    .from(snapshotPushes)
    .where(
      and(
        inArray(snapshotPushes.snapshotId, [...where.snapshotIds]),
        where.locationIds ? inArray(snapshotPushes.locationId, [...where.locationIds]) : undefined,
        inArray(snapshotPushes.status, [...FINISHED_PUSH_STATUSES]),
      ),
    )
    .orderBy(snapshotPushes.snapshotId, snapshotPushes.locationId, sql`${snapshotPushes.finishedAt} desc nulls last`);
}

/** How many locations have each listing, and how many of them have a version older than its current one. */
export async function locationCounts(
  db: DbOrTx,
  listings: readonly { _id: string; currentVersion: number }[],
): Promise<Map<string, { locationCount: number; outdatedLocationCount: number }>> {
  const counts = new Map(listings.map((l) => [l._id, { locationCount: 0, outdatedLocationCount: 0 }]));
  const current = new Map(listings.map((l) => [l._id, l.currentVersion]));
  for (const row of await loadedVersions(db, { snapshotIds: [...current.keys()] })) {
    const count = counts.get(row.snapshotId)!;
    count.locationCount += 1;
    if (row.version < current.get(row.snapshotId)!) count.outdatedLocationCount += 1;
  }
  return counts;
}
