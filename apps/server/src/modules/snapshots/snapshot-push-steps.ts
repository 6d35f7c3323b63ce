import { and, eq, inArray } from 'drizzle-orm';
import { CrmApiError } from '../../integrations/crm/crm-errors';
import type { CrmSnapshotPush } from '../../integrations/crm/crm-schemas';
import { CrmReconnectNeededError } from '../crm/crm-tokens.service';
import { type AgencyCrm, type CrmSyncDeps, CrmSyncStopped, crmErrorMessage } from '../crm-sync/crm-sync-crm';
import { ACTIVE_PUSH_STATUSES } from './snapshot-load-create';
import { crmTries } from './snapshot-load-pace';
import type { SnapshotProgress } from './snapshot-progress';
import { writeCustomValues } from './snapshot-push-values';
import { type SnapshotPushAssetState, type snapshotLoads, snapshotPushes } from './snapshots.tables';

/**
 * The steps of one push inside a load's rounds (snapshot-load-worker.ts): started at the CRM, followed by its status,
 * its values written, ended. Each step saves the push and marks it for the live progress.
 */

/** The worker's dependencies: the CRM sync's, and what tests and the bench tune. */
export interface SnapshotLoadDeps extends CrmSyncDeps {
  /** Between two rounds of status reads (automatic loads); 1 s by default. */
  pollMs?: number;
  /** Between two looks for a person's push at the CRM (manual loads); 15 s by default. */
  manualPollMs?: number;
  /** The first pause before a failed CRM step is asked again (doubling); 1 s by default. */
  retryMs?: number;
  /** Stops the worker where it is, as a process that dies would (tests of the take-over). */
  signal?: AbortSignal;
}

/** A manual load nobody started at the CRM is given up after a day. */
const MANUAL_GIVE_UP_MS = 24 * 60 * 60_000;
/** Rounds in a row a push's status could not be read before it is reported failed. */
const MAX_READ_FAILURES = 5;

export type PushRow = Pick<
  typeof snapshotPushes.$inferSelect,
  '_id' | 'locationId' | 'crmLocationId' | 'status' | 'assets' | 'values' | 'valuesWritten' | 'crmPushId'
>;

export interface LoadContext {
  deps: SnapshotLoadDeps;
  load: typeof snapshotLoads.$inferSelect;
  crmSnapshotId: string;
  crm: AgencyCrm;
  labels: Map<string, string>;
  progress: SnapshotProgress;
  gate: () => Promise<void>;
  readFailures: Map<string, number>;
}

export const stopped = (deps: SnapshotLoadDeps) => deps.signal?.aborted === true;

export async function activePushes(ctx: LoadContext): Promise<PushRow[]> {
  return ctx.deps.db
    .select({
      _id: snapshotPushes._id,
      locationId: snapshotPushes.locationId,
      crmLocationId: snapshotPushes.crmLocationId,
      status: snapshotPushes.status,
      assets: snapshotPushes.assets,
      values: snapshotPushes.values,
      valuesWritten: snapshotPushes.valuesWritten,
      crmPushId: snapshotPushes.crmPushId,
    })
    .from(snapshotPushes)
    .where(and(eq(snapshotPushes.loadId, ctx.load._id), inArray(snapshotPushes.status, [...ACTIVE_PUSH_STATUSES])))
    .orderBy(snapshotPushes.createdAt, snapshotPushes._id);
}

async function savePush(ctx: LoadContext, pushId: string, patch: Partial<typeof snapshotPushes.$inferInsert>) {
  await ctx.deps.db
    .update(snapshotPushes)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(snapshotPushes._id, pushId));
  ctx.progress.changed(pushId);
}

/** Starts a batch of locations with one sandbox call; a failure after the retries fails those pushes. */
export async function startPushes(ctx: LoadContext, batch: PushRow[]) {
  try {
    const started = await crmTries(ctx, async () =>
      ctx.crm.client.sandboxPushSnapshot({
        accessToken: await ctx.crm.agencyToken(),
        companyId: ctx.crm.companyId,
        snapshotId: ctx.crmSnapshotId,
        locationIds: batch.map((p) => p.crmLocationId),
      }),
    );
    const byLocation = new Map(started.map((s) => [s.locationId, s]));
    for (const push of batch) {
      const crmPush = byLocation.get(push.crmLocationId);
      if (!crmPush) {
        await savePush(ctx, push._id, { status: 'failed', error: 'The CRM did not start the push', finishedAt: new Date() });
        continue;
      }
      await savePush(ctx, push._id, {
        status: 'pushing',
        crmPushId: crmPush.id,
        startedAt: new Date(),
        assets: assetsFrom(push.assets, crmPush),
      });
    }
  } catch (error) {
    if (stopsTheLoad(error)) throw error;
    // The CRM refused one location of the batch (deleted since, say): each is started alone, so only that one fails.
    if (error instanceof CrmApiError && error.status === 422 && batch.length > 1) {
      for (const push of batch) await startPushes(ctx, [push]);
      return;
    }
    const message = `The CRM did not start the push: ${crmErrorMessage(error)}`;
    for (const push of batch) await savePush(ctx, push._id, { status: 'failed', error: message, finishedAt: new Date() });
  }
}

/** Failures after which no push of the load can go on: the connection is gone or must be connected again. */
export const stopsTheLoad = (error: unknown) => error instanceof CrmSyncStopped || error instanceof CrmReconnectNeededError;

/** A whole load's failure in words (never a token, never Atrium's internals). */
export function loadErrorMessage(error: unknown): string {
  if (error instanceof CrmReconnectNeededError) return 'The CRM connection has to be connected again';
  return crmErrorMessage(error);
}

/** The CRM's words for a push that has ended (the document's example of one under way is `processing`). */
const ENDED = /^(completed?|failed|error|done|success(ful)?|finished)$/i;

/** Whether the CRM's push is still under way. */
const crmRunning = (crm: CrmSnapshotPush) => crm.pending.length > 0 || !ENDED.test(crm.status);

/** Each asset type's state by the CRM's lists; one it names nowhere is pending while the push runs, failed after. */
export function assetsFrom(assets: SnapshotPushAssetState[], crm: CrmSnapshotPush): SnapshotPushAssetState[] {
  const running = crmRunning(crm);
  return assets.map((asset) => {
    const status = crm.completed.includes(asset.type)
      ? 'completed'
      : crm.failed?.includes(asset.type)
        ? 'failed'
        : crm.pending.includes(asset.type) || running
          ? 'pending'
          : 'failed';
    return { ...asset, status };
  });
}

/** Manual mode: the CRM's latest push into the location, once one started after the load (a person opened the link). */
export async function lookForManualPush(ctx: LoadContext, push: PushRow) {
  if (Date.now() - ctx.load.createdAt.getTime() > MANUAL_GIVE_UP_MS) {
    await savePush(ctx, push._id, {
      status: 'failed',
      error: 'Nobody loaded the snapshot at the CRM within 24 hours: load it again to get a new link',
      finishedAt: new Date(),
    });
    return;
  }
  const latest = await readLatest(ctx, push);
  if (!latest || latest === 'unread') return;
  const added = latest.dateAdded ? new Date(latest.dateAdded).getTime() : 0;
  if (added < ctx.load.createdAt.getTime() - 60_000) return;
  await savePush(ctx, push._id, {
    status: 'pushing',
    crmPushId: latest.id,
    startedAt: new Date(),
    assets: assetsFrom(push.assets, latest),
  });
}

/** The CRM's latest push into the push's location; null when it has none, 'unread' when it could not be read now. */
async function readLatest(ctx: LoadContext, push: PushRow): Promise<CrmSnapshotPush | null | 'unread'> {
  try {
    const latest = await crmTries(ctx, async () =>
      ctx.crm.client.getLatestSnapshotPush({
        accessToken: await ctx.crm.agencyToken(),
        companyId: ctx.crm.companyId,
        snapshotId: ctx.crmSnapshotId,
        locationId: push.crmLocationId,
      }),
    );
    ctx.readFailures.delete(push._id);
    return latest;
  } catch (error) {
    if (stopsTheLoad(error)) throw error;
    if (error instanceof CrmApiError && error.status === 404) return null;
    const failures = (ctx.readFailures.get(push._id) ?? 0) + 1;
    ctx.readFailures.set(push._id, failures);
    if (failures >= MAX_READ_FAILURES) {
      await savePush(ctx, push._id, {
        status: 'failed',
        error: `The CRM’s status of the push could not be read: ${crmErrorMessage(error)}`,
        finishedAt: new Date(),
      });
    }
    return 'unread';
  }
}

/** One status read: the assets' states, and once nothing is pending the values, then the push's end. */
export async function followPush(ctx: LoadContext, push: PushRow) {
  const latest = await readLatest(ctx, push);
  if (latest === 'unread') return;
  if (!latest) {
    await savePush(ctx, push._id, { status: 'failed', error: 'The CRM has no push into this location', finishedAt: new Date() });
    return;
  }
  const assets = assetsFrom(push.assets, latest);
  const moved = JSON.stringify(assets) !== JSON.stringify(push.assets);
  // A listing's contents may name fewer types than the CRM brings in: the CRM's own word ends the push.
  if (crmRunning(latest) || assets.some((a) => a.status === 'pending')) {
    if (moved) await savePush(ctx, push._id, { assets, crmPushId: latest.id });
    return;
  }
  await savePush(ctx, push._id, { assets, crmPushId: latest.id, status: 'writing_values' });
  await writeValues(ctx, { ...push, assets, status: 'writing_values' });
}

/** Writes the values once the custom values landed (retried with backoff), then ends the push. */
export async function writeValues(ctx: LoadContext, push: PushRow) {
  const valuesLanded = push.assets.find((a) => a.type === 'custom_values')?.status !== 'failed';
  const values = push.values;
  let valuesWritten = push.valuesWritten;
  if (valuesLanded && !valuesWritten && Object.keys(values).length > 0) {
    try {
      await crmTries(ctx, () => writeCustomValues(ctx.crm, push.crmLocationId, values, ctx.labels));
      valuesWritten = true;
    } catch (error) {
      if (stopsTheLoad(error)) throw error;
      await savePush(ctx, push._id, {
        status: 'failed',
        error: `The custom values could not be written: ${crmErrorMessage(error)}`,
        finishedAt: new Date(),
      });
      return;
    }
  }
  const failed = push.assets.some((a) => a.status === 'failed');
  await savePush(ctx, push._id, {
    status: failed ? 'partial' : 'completed',
    valuesWritten,
    error: null,
    finishedAt: new Date(),
  });
}
