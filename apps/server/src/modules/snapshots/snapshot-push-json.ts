import type { TSnapshotPush } from '@atrium/contracts/snapshots';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { locations, users } from '../../platform/tenancy/tenancy.tables';
import { appSnapshots, snapshotLoads, snapshotPushes } from './snapshots.tables';

/** A push's columns with what the API shows beside them: the listing's and location's names, the load's trigger. */
export const pushSelection = {
  _id: snapshotPushes._id,
  agencyId: snapshotPushes.agencyId,
  loadId: snapshotPushes.loadId,
  snapshotId: snapshotPushes.snapshotId,
  snapshotName: appSnapshots.name,
  locationId: snapshotPushes.locationId,
  locationName: locations.name,
  crmLocationId: snapshotPushes.crmLocationId,
  version: snapshotPushes.version,
  status: snapshotPushes.status,
  assets: snapshotPushes.assets,
  valuesWritten: snapshotPushes.valuesWritten,
  // The keys only: values may be a person's phone, and lists never carry them.
  valueKeys: sql<string[]>`coalesce((select array_agg(k order by k) from jsonb_object_keys(${snapshotPushes.values}) k), '{}')`,
  error: snapshotPushes.error,
  shareLink: sql<string | null>`case when ${snapshotPushes.status} = 'waiting_for_crm' then ${snapshotLoads.shareLink} end`,
  requestedById: snapshotLoads.requestedBy,
  requestedByName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
  trigger: snapshotLoads.trigger,
  createdAt: snapshotPushes.createdAt,
  startedAt: snapshotPushes.startedAt,
  finishedAt: snapshotPushes.finishedAt,
  updatedAt: snapshotPushes.updatedAt,
};

export type PushRow = Awaited<ReturnType<typeof selectPushes>>[number];

/** One push as the API and the socket show it (the one mapping `pushes`, loads and progress share). */
export function pushJson(row: PushRow): TSnapshotPush {
  return {
    _id: row._id,
    loadId: row.loadId,
    snapshotId: row.snapshotId,
    snapshotName: row.snapshotName ?? '',
    location: { _id: row.locationId, name: row.locationName ?? '', crmLocationId: row.crmLocationId },
    version: row.version,
    status: row.status,
    assets: row.assets,
    valuesWritten: row.valuesWritten,
    valueKeys: row.valueKeys,
    error: row.error,
    shareLink: row.shareLink,
    requestedBy: row.requestedById && row.requestedByName ? { _id: row.requestedById, name: row.requestedByName } : null,
    trigger: row.trigger ?? 'manual',
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The select of pushes with their joins; callers add where, order and limit. */
export function selectPushes(db: DbOrTx) {
  return selectPushesWith(db, {});
}

/** `selectPushes` with more columns (a paging key). */
export function selectPushesWith<E extends Record<string, SQL>>(db: DbOrTx, extra: E) {
  return db
    .select({ ...pushSelection, ...extra })
    .from(snapshotPushes)
    .innerJoin(snapshotLoads, eq(snapshotLoads._id, snapshotPushes.loadId))
    .leftJoin(appSnapshots, eq(appSnapshots._id, snapshotPushes.snapshotId))
    .leftJoin(locations, eq(locations._id, snapshotPushes.locationId))
    .leftJoin(users, eq(users._id, snapshotLoads.requestedBy));
}

/** Pushes by id, whole, in the order asked for. */
export async function pushesById(db: DbOrTx, ids: readonly string[]): Promise<TSnapshotPush[]> {
  if (ids.length === 0) return [];
  const rows = await selectPushes(db).where(inArray(snapshotPushes._id, [...ids]));
  const byId = new Map(rows.map((r) => [r._id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [pushJson(row)] : [];
  });
}

/** The latest push of one listing into each of some locations (running, or how it ended). */
export async function latestPushes(
  db: DbOrTx,
  snapshotId: string,
  locationIds: readonly string[],
): Promise<Map<string, TSnapshotPush>> {
  if (locationIds.length === 0) return new Map();
  const rows = await selectPushes(db)
    .where(and(eq(snapshotPushes.snapshotId, snapshotId), inArray(snapshotPushes.locationId, [...locationIds])))
    .orderBy(snapshotPushes.locationId, sql`${snapshotPushes.createdAt} desc`, sql`${snapshotPushes._id} desc`);
  const latest = new Map<string, TSnapshotPush>();
  for (const row of rows) if (!latest.has(row.locationId)) latest.set(row.locationId, pushJson(row));
  return latest;
}
