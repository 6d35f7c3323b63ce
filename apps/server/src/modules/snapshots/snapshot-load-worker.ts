import { and, eq, inArray, sql } from 'drizzle-orm';
import { CrmSyncStopped, eachLimit, openCrmForAgency } from '../crm-sync/crm-sync-crm';
import { ACTIVE_PUSH_STATUSES, listingFields, SNAPSHOT_LOAD_FINISHED_JOB, SNAPSHOT_LOAD_JOB } from './snapshot-load-create';
import { paceFor, sleep } from './snapshot-load-pace';
import { snapshotProgress } from './snapshot-progress';
import {
  activePushes,
  followPush,
  type LoadContext,
  loadErrorMessage,
  lookForManualPush,
  type SnapshotLoadDeps,
  startPushes,
  stopped,
  writeValues,
} from './snapshot-push-steps';
import { appSnapshots, snapshotLoads, snapshotPushes } from './snapshots.tables';

/** A running load whose heartbeat is older than this has lost its process. */
export const STALE_AFTER_MS = 2 * 60_000;
const HEARTBEAT_MS = 15_000;
/** Locations started with one push call (the sandbox takes up to 100). */
const START_BATCH = 25;
/** Status reads at once. */
const LANES = 4;

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
    if (!listing?.crmSnapshotId) throw new CrmSyncStopped('The listing no longer names a CRM snapshot');
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
    const message = loadErrorMessage(error);
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
  await deps.jobs?.send(SNAPSHOT_LOAD_FINISHED_JOB, { loadId });
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
