import type { TSnapshotAssetGroup, TSnapshotLoad } from '@atrium/contracts/snapshots';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest } from '../../platform/errors';
import type { Jobs } from '../../platform/jobs/jobs';
import { pushesById } from './snapshot-push-json';
import {
  appSnapshots,
  appSnapshotVersions,
  type SnapshotPushAssetState,
  snapshotCustomFields,
  snapshotLoads,
  snapshotPushes,
} from './snapshots.tables';

/** The job that runs one load (the worker, snapshot-load-worker.ts). */
export const SNAPSHOT_LOAD_JOB = 'snapshot-load.run';

/**
 * Sent each time a load ends (done, partial or failed; again after a retry of its failed pushes ends), with its id:
 * what waits on a load (a store's snapshot order) works it, without the snapshots knowing who waits.
 */
export const SNAPSHOT_LOAD_FINISHED_JOB = 'snapshot-load.finished';

/** Pushes that hold the one-per-location slot (the partial unique index `snapshot_pushes_one_active`). */
export const ACTIVE_PUSH_STATUSES = ['queued', 'waiting_for_crm', 'pushing', 'writing_values'] as const;

export type LoadRow = typeof snapshotLoads.$inferSelect;
export type Skipped = TSnapshotLoad['skipped'];

/** A version's contents as a push follows them: one pending entry per asset type it holds. */
export const pendingAssets = (contents: readonly TSnapshotAssetGroup[]): SnapshotPushAssetState[] =>
  contents.filter((g) => g.names.length > 0).map((g) => ({ type: g.type, count: g.names.length, status: 'pending', retries: 0 }));

/** One version of a listing, or a 400 naming it. */
export async function listingVersion(db: DbOrTx, snapshotId: string, number: number) {
  const [row] = await db
    .select({ number: appSnapshotVersions.number, contents: appSnapshotVersions.contents })
    .from(appSnapshotVersions)
    .where(and(eq(appSnapshotVersions.snapshotId, snapshotId), eq(appSnapshotVersions.number, number)));
  if (!row)
    throw badRequest(`Version ${number} of this snapshot does not exist`, [{ path: ['version'], message: 'No such version' }]);
  return row;
}

/** The listing's custom fields in their order. */
export function listingFields(db: DbOrTx, snapshotId: string) {
  return db
    .select({
      key: snapshotCustomFields.key,
      label: snapshotCustomFields.label,
      type: snapshotCustomFields.type,
      required: snapshotCustomFields.required,
      defaultValue: snapshotCustomFields.defaultValue,
      options: snapshotCustomFields.options,
    })
    .from(snapshotCustomFields)
    .where(eq(snapshotCustomFields.snapshotId, snapshotId))
    .orderBy(asc(snapshotCustomFields.position), asc(snapshotCustomFields.createdAt));
}

/**
 * Each location's latest push of the listing (its values, so an update needs no retyping) and its latest finished
 * one (whether it already has a version), one query.
 */
export async function pushHistoryOf(db: DbOrTx, snapshotId: string, locationIds: readonly string[]) {
  const rows =
    locationIds.length === 0
      ? []
      : await db
          .select({
            locationId: snapshotPushes.locationId,
            status: snapshotPushes.status,
            version: snapshotPushes.version,
            values: snapshotPushes.values,
          })
          .from(snapshotPushes)
          .where(and(eq(snapshotPushes.snapshotId, snapshotId), inArray(snapshotPushes.locationId, [...locationIds])))
          .orderBy(desc(snapshotPushes.createdAt), desc(snapshotPushes._id));
  const history = new Map<
    string,
    { values: Record<string, string> | null; finished: { status: string; version: number } | null; active: boolean }
  >();
  for (const id of locationIds) history.set(id, { values: null, finished: null, active: false });
  for (const row of rows) {
    const entry = history.get(row.locationId)!;
    entry.values ??= row.values;
    if (!entry.finished && (row.status === 'completed' || row.status === 'partial')) entry.finished = row;
    if ((ACTIVE_PUSH_STATUSES as readonly string[]).includes(row.status)) entry.active = true;
  }
  return history;
}

export interface NewPush {
  location: { _id: string; crmLocationId: string };
  values: Record<string, string>;
  /** A push that cannot run (a new location missing required values): written failed with this error. */
  failedWith?: string;
}

/**
 * Writes a load and its pushes in one transaction and queues it. A location whose push of this listing is under way
 * (another request won the race) is left out as `in_progress`: the partial unique index decides.
 */
export async function insertLoad(
  db: Db,
  jobs: Jobs | null,
  input: {
    agencyId: string;
    snapshotId: string;
    version: number;
    contents: readonly TSnapshotAssetGroup[];
    mode: 'automatic' | 'manual';
    trigger: 'manual' | 'update' | 'new_location';
    shareLink: string | null;
    requestedBy: string | null;
    pushes: NewPush[];
    includeFuture?: boolean;
  },
): Promise<{ load: LoadRow; pushIds: string[]; lost: string[] }> {
  const assets = pendingAssets(input.contents);
  const result = await db.transaction(async (tx) => {
    const [load] = await tx
      .insert(snapshotLoads)
      .values({
        agencyId: input.agencyId,
        snapshotId: input.snapshotId,
        version: input.version,
        mode: input.mode,
        trigger: input.trigger,
        shareLink: input.shareLink,
        requestedBy: input.requestedBy,
      })
      .returning();
    const pushIds: string[] = [];
    const lost: string[] = [];
    let runnable = 0;
    for (const push of input.pushes) {
      const now = new Date();
      const [row] = await tx
        .insert(snapshotPushes)
        .values({
          agencyId: input.agencyId,
          loadId: load!._id,
          snapshotId: input.snapshotId,
          locationId: push.location._id,
          crmLocationId: push.location.crmLocationId,
          version: input.version,
          values: push.values,
          assets,
          status: push.failedWith ? 'failed' : input.mode === 'manual' ? 'waiting_for_crm' : 'queued',
          error: push.failedWith ?? null,
          finishedAt: push.failedWith ? now : null,
        })
        .onConflictDoNothing()
        .returning({ _id: snapshotPushes._id });
      if (row) pushIds.push(row._id);
      else lost.push(push.location._id);
      if (row && !push.failedWith) runnable += 1;
    }
    if (input.includeFuture) {
      await tx.update(appSnapshots).set({ loadIntoNewLocations: true }).where(eq(appSnapshots._id, input.snapshotId));
    }
    if (runnable === 0) {
      // Nothing to run: the load is over as soon as it is written (a new location missing values, or all skipped).
      const status = pushIds.length === 0 ? 'done' : 'failed';
      const [ended] = await tx
        .update(snapshotLoads)
        .set({ status, finishedAt: new Date() })
        .where(eq(snapshotLoads._id, load!._id))
        .returning();
      return { load: ended!, pushIds, lost };
    }
    return { load: load!, pushIds, lost };
  });
  if (result.load.status === 'queued') await jobs?.send(SNAPSHOT_LOAD_JOB, { loadId: result.load._id });
  return result;
}

/** A load as the API shows it, with its pushes whole. */
export async function loadJson(db: DbOrTx, load: LoadRow, pushIds: readonly string[], skipped: Skipped): Promise<TSnapshotLoad> {
  return {
    _id: load._id,
    snapshotId: load.snapshotId,
    version: load.version,
    status: load.status,
    mode: load.mode,
    trigger: load.trigger,
    shareLink: load.shareLink,
    pushes: await pushesById(db, pushIds),
    skipped,
    createdAt: load.createdAt.toISOString(),
  };
}
