import type {
  TCrmSyncCount,
  TCrmSyncCounts,
  TCrmSyncPhase,
  TCrmSyncRun,
  TCrmSyncTarget,
  TCrmSyncTrigger,
} from '@atrium/contracts/crm-sync';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { rooms } from '../../platform/realtime/realtime';
import { users } from '../../platform/tenancy/tenancy.tables';
import { crmSyncRuns } from './crm-sync.tables';
import type { CrmSyncDeps } from './crm-sync-crm';

export type CrmSyncRunRow = typeof crmSyncRuns.$inferSelect;
export type CountKind = keyof TCrmSyncCounts;

const zeroCount = (): TCrmSyncCount => ({ total: 0, done: 0, created: 0, updated: 0, archived: 0, failed: 0 });
export const emptyCounts = (): TCrmSyncCounts => ({ locations: zeroCount(), users: zeroCount(), contacts: zeroCount() });

/** A run as the API shows it; `startedBy` is read with it (see `runSelection`). */
export function runJson(row: CrmSyncRunRow & { startedByName?: string | null }): TCrmSyncRun {
  const finished = row.finishedAt && row.startedAt ? row.finishedAt.getTime() - row.startedAt.getTime() : null;
  return {
    _id: row._id,
    trigger: row.trigger,
    status: row.status,
    phase: row.phase,
    full: row.full,
    target: row.target ?? null,
    startedBy: row.startedByUserId && row.startedByName ? { _id: row.startedByUserId, name: row.startedByName } : null,
    retryOf: row.retryOfRunId,
    counts: row.counts,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    durationMs: finished === null ? null : Math.max(0, finished),
  };
}

/** The run's columns and the name of who started it. */
export const runSelection = {
  _id: crmSyncRuns._id,
  agencyId: crmSyncRuns.agencyId,
  trigger: crmSyncRuns.trigger,
  status: crmSyncRuns.status,
  phase: crmSyncRuns.phase,
  full: crmSyncRuns.full,
  target: crmSyncRuns.target,
  startedByUserId: crmSyncRuns.startedByUserId,
  retryOfRunId: crmSyncRuns.retryOfRunId,
  counts: crmSyncRuns.counts,
  error: crmSyncRuns.error,
  createdAt: crmSyncRuns.createdAt,
  startedAt: crmSyncRuns.startedAt,
  finishedAt: crmSyncRuns.finishedAt,
  heartbeatAt: crmSyncRuns.heartbeatAt,
  startedByName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
};

export async function findRun(db: DbOrTx, runId: string) {
  const [row] = await db
    .select(runSelection)
    .from(crmSyncRuns)
    .leftJoin(users, eq(users._id, crmSyncRuns.startedByUserId))
    .where(eq(crmSyncRuns._id, runId));
  return row ?? null;
}

/** The agency's whole-agency run that is queued or running, if any. */
export async function activeRun(db: DbOrTx, agencyId: string) {
  const [row] = await db
    .select(runSelection)
    .from(crmSyncRuns)
    .leftJoin(users, eq(users._id, crmSyncRuns.startedByUserId))
    .where(
      sql`${crmSyncRuns.agencyId} = ${agencyId} and ${crmSyncRuns.status} in ('queued', 'running') and ${crmSyncRuns.target} is null`,
    );
  return row ?? null;
}

export const SYNC_RUN_JOB = 'crm-sync.run';

/**
 * Queues a run. A whole-agency run while another is queued or running is not created: the partial unique index
 * refuses it, whoever asks first wins, and the caller gets the one that runs (`created: false`).
 */
export async function queueRun(
  deps: { db: DbOrTx; jobs: CrmSyncDeps['jobs'] },
  input: {
    agencyId: string;
    trigger: TCrmSyncTrigger;
    full?: boolean;
    target?: TCrmSyncTarget | null;
    startedByUserId?: string | null;
    retryOfRunId?: string | null;
  },
): Promise<{ run: NonNullable<Awaited<ReturnType<typeof findRun>>>; created: boolean }> {
  const inserted = await deps.db
    .insert(crmSyncRuns)
    .values({
      agencyId: input.agencyId,
      trigger: input.trigger,
      full: input.full ?? false,
      target: input.target ?? null,
      startedByUserId: input.startedByUserId ?? null,
      retryOfRunId: input.retryOfRunId ?? null,
      counts: emptyCounts(),
    })
    .onConflictDoNothing()
    .returning({ _id: crmSyncRuns._id });
  if (inserted[0]) {
    await deps.jobs?.send(SYNC_RUN_JOB, { runId: inserted[0]._id });
    return { run: (await findRun(deps.db, inserted[0]._id))!, created: true };
  }
  const running = await activeRun(deps.db, input.agencyId);
  // It finished between the insert and this read: ask again (rare; once is enough to find one or make one).
  if (!running) return queueRun(deps, input);
  return { run: running, created: false };
}

/** Stops the agency's queued and running runs as failed, with the reason (the CRM link is gone or unusable). */
export async function stopAgencyRuns(db: DbOrTx, agencyId: string, error: string) {
  await db
    .update(crmSyncRuns)
    .set({ status: 'failed', phase: 'done', finishedAt: new Date(), error })
    .where(sql`${crmSyncRuns.agencyId} = ${agencyId} and ${crmSyncRuns.status} in ('queued', 'running')`);
}

/** How often, at most, a run's counts are written and sent to the agency's screens. */
export const PROGRESS_EVERY_MS = 500;

/**
 * A run's live counts: kept in memory, written to its row (with the heartbeat) and sent to the agency's team at most
 * every PROGRESS_EVERY_MS, so 50,000 contacts make a few hundred small updates, not 50,000.
 */
export function runProgress(deps: Pick<CrmSyncDeps, 'db' | 'realtime'>, run: CrmSyncRunRow & { startedByName?: string | null }) {
  const counts = run.counts;
  let phase: TCrmSyncPhase = run.phase;
  let lastFlush = 0;
  let pending: Promise<void> | null = null;

  const write = async (db: Db, extra: Partial<typeof crmSyncRuns.$inferInsert> = {}) => {
    const [row] = await db
      .update(crmSyncRuns)
      .set({ counts, phase, heartbeatAt: new Date(), ...extra })
      .where(eq(crmSyncRuns._id, run._id))
      .returning();
    // A webhook's run of one contact or location is not news for the screens (they would blink at every edit in the
    // CRM); it shows in the log when the log is read.
    if (row && !row.target)
      deps.realtime?.to(rooms.agencyTeam(run.agencyId), 'crm-sync:progress', {
        run: runJson({ ...row, startedByName: run.startedByName }),
      });
  };

  const flushSoon = () => {
    if (pending || Date.now() - lastFlush < PROGRESS_EVERY_MS) return;
    lastFlush = Date.now();
    pending = write(deps.db)
      .catch(() => undefined)
      .finally(() => {
        pending = null;
      });
  };

  return {
    counts,
    add(kind: CountKind, field: keyof TCrmSyncCount, by = 1) {
      counts[kind][field] += by;
      flushSoon();
    },
    async phase(next: TCrmSyncPhase) {
      phase = next;
      await pending;
      lastFlush = Date.now();
      await write(deps.db);
    },
    /** The last write: the run's outcome. */
    async finish(extra: Partial<typeof crmSyncRuns.$inferInsert>) {
      phase = 'done';
      await pending;
      await write(deps.db, { finishedAt: new Date(), ...extra });
    },
  };
}

export type RunProgress = ReturnType<typeof runProgress>;
