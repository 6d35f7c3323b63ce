import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CrmSnapshotPush } from '../../integrations/crm/crm-schemas';
import { type AgencyCrm, type CrmSyncDeps, crmErrorMessage, eachLimit, openCrmForAgency } from '../crm-sync/crm-sync-crm';
import { ACTIVE_PUSH_STATUSES, listingFields, SNAPSHOT_LOAD_JOB } from './snapshot-load-create';
import { crmTries, paceFor, sleep } from './snapshot-load-pace';
import { type SnapshotProgress, snapshotProgress } from './snapshot-progress';
import { writeCustomValues } from './snapshot-push-values';
import { appSnapshots, type SnapshotPushAssetState, snapshotLoads, snapshotPushes } from './snapshots.tables';

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

/** A running load whose heartbeat is older than this has lost its process. */
export const STALE_AFTER_MS = 2 * 60_000;
const HEARTBEAT_MS = 15_000;
/** Locations started with one push call (the sandbox takes up to 100). */
const START_BATCH = 25;
/** Status reads at once. */
const LANES = 4;
/** A manual load nobody started at the CRM is given up after a day. */
const MANUAL_GIVE_UP_MS = 24 * 60 * 60_000;
/** Rounds in a row a push's status could not be read before it is reported failed. */
const MAX_READ_FAILURES = 5;

type PushRow = Pick<
  typeof snapshotPushes.$inferSelect,
  '_id' | 'locationId' | 'crmLocationId' | 'status' | 'assets' | 'values' | 'valuesWritten' | 'crmPushId'
>;

interface LoadContext {
  deps: SnapshotLoadDeps;
  load: typeof snapshotLoads.$inferSelect;
  crmSnapshotId: string;
  crm: AgencyCrm;
  labels: Map<string, string>;
  progress: SnapshotProgress;
  gate: () => Promise<void>;
  readFailures: Map<string, number>;
}

const stopped = (deps: SnapshotLoadDeps) => deps.signal?.aborted === true;

/**
 * Runs one load (the job queue's handler). It is claimed first, so two processes never run it together: a queued
 * load, or a running one whose process died (stale heartbeat), which then goes on from its pushes' state (a push
 * already started at the CRM is followed, not started again).
 */
export async function processSnapshotLoad(deps: SnapshotLoadDeps, loadId: string): Promise<void> {
  const staleBefore = new Date(Date.now() - STALE_AFTER_MS);
  const [load] = await deps.db
    .update(snapshotLoads)
    .set({ status: 'running', startedAt: sql`coalesce(${snapshotLoads.startedAt}, now())`, heartbeatAt: new Date() })
    .where(
      and(
        eq(snapshotLoads._id, loadId),
        sql`(${snapshotLoads.status} = 'queued' or (${snapshotLoads.status} = 'running' and ${snapshotLoads.heartbeatAt} < ${staleBefore}))`,
      ),
    )
    .returning();
  if (!load) return;
  const heartbeat = setInterval(() => {
    if (stopped(deps)) return;
    deps.db
      .update(snapshotLoads)
      .set({ heartbeatAt: new Date() })
      .where(eq(snapshotLoads._id, loadId))
      .catch(() => undefined);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const progress = snapshotProgress(deps, load);
  try {
    const [listing] = await deps.db
      .select({ crmSnapshotId: appSnapshots.crmSnapshotId })
      .from(appSnapshots)
      .where(eq(appSnapshots._id, load.snapshotId));
    if (!listing?.crmSnapshotId) throw new Error('The listing no longer names a CRM snapshot');
    const crm = await openCrmForAgency(deps, load.agencyId);
    const labels = new Map((await listingFields(deps.db, load.snapshotId)).map((f) => [f.key, f.label]));
    const ctx: LoadContext = {
      deps,
      load,
      crmSnapshotId: listing.crmSnapshotId,
      crm,
      labels,
      progress,
      gate: paceFor(load.agencyId),
      readFailures: new Map(),
    };
    await runPushes(ctx);
    if (stopped(deps)) return;
    await finishLoad(deps, loadId, null);
  } catch (error) {
    if (stopped(deps)) return;
    const message = crmErrorMessage(error);
    const failed = await deps.db
      .update(snapshotPushes)
      .set({ status: 'failed', error: message, finishedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(snapshotPushes.loadId, loadId), inArray(snapshotPushes.status, [...ACTIVE_PUSH_STATUSES])))
      .returning({ _id: snapshotPushes._id });
    progress.changed(...failed.map((p) => p._id));
    await finishLoad(deps, loadId, message);
    // The load's id and the error's kind only: the CRM's words can quote a location's data.
    deps.log.warn({ loadId, error: error instanceof Error ? error.name : 'unknown' }, 'Snapshot load failed');
  } finally {
    clearInterval(heartbeat);
    await progress.flush();
  }
}

/**
 * The load's outcome from its pushes: done when all completed, failed when none did, partial between. A push retried
 * while this worker was ending (it found none under way, then a retry moved one) sends the load round again.
 */
async function finishLoad(deps: SnapshotLoadDeps, loadId: string, error: string | null) {
  const rows = await deps.db
    .select({ status: snapshotPushes.status })
    .from(snapshotPushes)
    .where(eq(snapshotPushes.loadId, loadId));
  if (rows.some((r) => (ACTIVE_PUSH_STATUSES as readonly string[]).includes(r.status))) {
    await deps.db.update(snapshotLoads).set({ status: 'queued' }).where(eq(snapshotLoads._id, loadId));
    await deps.jobs?.send(SNAPSHOT_LOAD_JOB, { loadId });
    return;
  }
  const completed = rows.filter((r) => r.status === 'completed').length;
  const status =
    completed === rows.length ? 'done' : completed === 0 && !rows.some((r) => r.status === 'partial') ? 'failed' : 'partial';
  await deps.db
    .update(snapshotLoads)
    .set({ status, error, finishedAt: new Date(), updatedAt: new Date() })
    .where(eq(snapshotLoads._id, loadId));
}

async function activePushes(ctx: LoadContext): Promise<PushRow[]> {
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

/** Rounds until no push of the load is under way: start what is queued, follow what runs, write values. */
async function runPushes(ctx: LoadContext) {
  const manual = ctx.load.mode === 'manual';
  const pollMs = manual ? (ctx.deps.manualPollMs ?? 15_000) : (ctx.deps.pollMs ?? 1_000);
  for (;;) {
    if (stopped(ctx.deps)) return;
    const active = await activePushes(ctx);
    if (active.length === 0) return;
    const queued = active.filter((p) => p.status === 'queued');
    for (let i = 0; i < queued.length; i += START_BATCH) {
      if (stopped(ctx.deps)) return;
      await startPushes(ctx, queued.slice(i, i + START_BATCH));
    }
    const followed = active.filter((p) => p.status !== 'queued');
    await eachLimit(followed, LANES, async (push) => {
      if (stopped(ctx.deps)) return;
      if (push.status === 'waiting_for_crm') await lookForManualPush(ctx, push);
      else if (push.status === 'pushing') await followPush(ctx, push);
      else if (push.status === 'writing_values') await writeValues(ctx, push);
    });
    await sleep(pollMs, ctx.deps.signal);
  }
}

/** Starts a batch of locations with one sandbox call; a failure after the retries fails those pushes. */
async function startPushes(ctx: LoadContext, batch: PushRow[]) {
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
    const message = `The CRM did not start the push: ${crmErrorMessage(error)}`;
    for (const push of batch) await savePush(ctx, push._id, { status: 'failed', error: message, finishedAt: new Date() });
  }
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
async function lookForManualPush(ctx: LoadContext, push: PushRow) {
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
    if ((error as { status?: number }).status === 404) return null;
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
async function followPush(ctx: LoadContext, push: PushRow) {
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
async function writeValues(ctx: LoadContext, push: PushRow) {
  const valuesLanded = push.assets.find((a) => a.type === 'custom_values')?.status !== 'failed';
  const values = push.values;
  let valuesWritten = push.valuesWritten;
  if (valuesLanded && !valuesWritten && Object.keys(values).length > 0) {
    try {
      await crmTries(ctx, () => writeCustomValues(ctx.crm, push.crmLocationId, values, ctx.labels));
      valuesWritten = true;
    } catch (error) {
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

/**
 * Loads left behind: a running load whose process died is taken over, and a queued one nobody took (no job queue,
 * or its job lost) is run here. The job queue calls this every minute; tests call it to run what they queued.
 */
export async function runQueuedSnapshotLoads(deps: SnapshotLoadDeps, { olderThanMs = 0 } = {}): Promise<number> {
  const now = Date.now();
  const left = await deps.db
    .select({ _id: snapshotLoads._id })
    .from(snapshotLoads)
    .where(
      sql`(${snapshotLoads.status} = 'queued' and ${snapshotLoads.updatedAt} <= ${new Date(now - olderThanMs)})
        or (${snapshotLoads.status} = 'running' and ${snapshotLoads.heartbeatAt} < ${new Date(now - STALE_AFTER_MS)})`,
    )
    .orderBy(snapshotLoads.createdAt);
  await Promise.all(left.map((l) => processSnapshotLoad(deps, l._id)));
  return left.length;
}

/** The job queue's side: loads as jobs, and every minute the sweep for loads left behind. */
export async function registerSnapshotLoadJobs(deps: SnapshotLoadDeps) {
  const { jobs } = deps;
  if (!jobs) return;
  await jobs.work<{ loadId: string }>(SNAPSHOT_LOAD_JOB, ({ loadId }) => processSnapshotLoad(deps, loadId));
  await jobs.schedule('snapshot-load.sweep', '* * * * *', async () => {
    await runQueuedSnapshotLoads(deps, { olderThanMs: STALE_AFTER_MS });
  });
}
