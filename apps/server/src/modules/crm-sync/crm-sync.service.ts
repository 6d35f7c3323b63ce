import type { ZPageQuery } from '@atrium/contracts/common';
import type { TCrmSyncStatus, ZCrmSyncItemFilter } from '@atrium/contracts/crm-sync';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { decodeCursor, encodeCursor } from '../../platform/pagination/cursor';
import { timeKeyset } from '../../platform/pagination/time-keyset';
import { type Actor, requireAgency } from '../../platform/tenancy/actor';
import { users } from '../../platform/tenancy/tenancy.tables';
import { crmSyncItems, crmSyncRuns, crmSyncState } from './crm-sync.tables';
import { type CrmSyncDeps, syncConnection } from './crm-sync-crm';
import { activeRun, findRun, queueRun, runJson, runSelection } from './crm-sync-runs';

/** The agency's admins and staff read the sync; its admins start and retry it. */
function agencyTeam(actor: Actor) {
  const user = requireAgency(actor);
  if (user.role !== 'agency_admin' && user.role !== 'agency_staff') throw forbidden('This is for the agency’s team');
  return user;
}

function agencyAdmin(actor: Actor) {
  const user = requireAgency(actor);
  if (user.role !== 'agency_admin') throw forbidden('Only the agency’s admins can start a sync');
  return user;
}

/** A run of the actor's agency; another agency's is "not found", never "forbidden". */
async function ownRun(db: Db, agencyId: string, runId: string) {
  const run = await findRun(db, runId);
  if (!run || run.agencyId !== agencyId) throw notFound('Sync run');
  return run;
}

async function requireConnected(db: Db, agencyId: string) {
  const connection = await syncConnection(db, agencyId);
  if (!connection) throw new AppError(409, 'crm_not_connected', 'Connect the CRM (crm sync) first');
  if (connection.status === 'needs_reconnect') {
    throw new AppError(409, 'crm_reconnect_needed', 'The CRM connection has to be connected again');
  }
}

export async function crmSyncStatus(opts: { db: Db; actor: Actor }): Promise<TCrmSyncStatus> {
  const { agencyId } = agencyTeam(opts.actor);
  const [connection, current, [last], [state]] = await Promise.all([
    syncConnection(opts.db, agencyId),
    activeRun(opts.db, agencyId),
    opts.db
      .select(runSelection)
      .from(crmSyncRuns)
      .leftJoin(users, eq(users._id, crmSyncRuns.startedByUserId))
      .where(
        and(
          eq(crmSyncRuns.agencyId, agencyId),
          sql`${crmSyncRuns.finishedAt} is not null`,
          // The last sync of the agency, not a webhook's run of one contact.
          sql`${crmSyncRuns.target} is null`,
        ),
      )
      .orderBy(desc(crmSyncRuns.finishedAt))
      .limit(1),
    opts.db.select().from(crmSyncState).where(eq(crmSyncState.agencyId, agencyId)),
  ]);
  return {
    connected: connection?.status === 'connected',
    current: current ? runJson(current) : null,
    last: last ? runJson(last) : null,
    lastSucceededAt: state?.lastSucceededAt?.toISOString() ?? null,
  };
}

/** Starts a run by hand; while one is queued or running, answers that one instead of starting a second. */
/** Starts a run at once in this process (its job finds it claimed); the queue alone would wait for its next poll. */
type Kick = (runId: string) => void;

export async function startCrmSync(opts: { deps: Pick<CrmSyncDeps, 'db' | 'jobs'>; actor: Actor; full: boolean; kick?: Kick }) {
  const { db } = opts.deps;
  const user = agencyAdmin(opts.actor);
  await requireConnected(db, user.agencyId);
  const [state] = await db.select().from(crmSyncState).where(eq(crmSyncState.agencyId, user.agencyId));
  const { run, created } = await queueRun(opts.deps, {
    agencyId: user.agencyId,
    trigger: 'manual',
    // The first run reads everything; later ones only what changed, unless asked.
    full: opts.full || !state?.lastSucceededAt,
    startedByUserId: user.userId,
  });
  if (created) opts.kick?.(run._id);
  return runJson(run);
}

export async function listCrmSyncRuns(opts: { db: Db; actor: Actor; query: z.output<typeof ZPageQuery> }) {
  const { agencyId } = agencyTeam(opts.actor);
  const keyset = timeKeyset(crmSyncRuns.createdAt, crmSyncRuns._id);
  const where = eq(crmSyncRuns.agencyId, agencyId);
  const [rows, [total]] = await Promise.all([
    opts.db
      .select({ ...runSelection, key: keyset.keyColumn })
      .from(crmSyncRuns)
      .leftJoin(users, eq(users._id, crmSyncRuns.startedByUserId))
      .where(and(where, keyset.after(opts.query.cursor)))
      .orderBy(...keyset.orderBy)
      .limit(opts.query.limit + 1),
    opts.db.select({ n: count() }).from(crmSyncRuns).where(where),
  ]);
  return {
    data: rows.slice(0, opts.query.limit).map(runJson),
    meta: { total: total?.n ?? 0, nextCursor: keyset.next(rows, opts.query.limit) },
  };
}

export async function getCrmSyncRun(opts: { db: Db; actor: Actor; id: string }) {
  const { agencyId } = agencyTeam(opts.actor);
  return runJson(await ownRun(opts.db, agencyId, opts.id));
}

export async function listCrmSyncItems(opts: { db: Db; actor: Actor; id: string; query: z.output<typeof ZCrmSyncItemFilter> }) {
  const { agencyId } = agencyTeam(opts.actor);
  const run = await ownRun(opts.db, agencyId, opts.id);
  const { query } = opts;
  const where = and(
    eq(crmSyncItems.runId, run._id),
    query.kind ? eq(crmSyncItems.kind, query.kind) : undefined,
    query.failed === 'true' ? eq(crmSyncItems.action, 'failed') : undefined,
    query.failed === 'false' ? sql`${crmSyncItems.action} <> 'failed'` : undefined,
  );
  const after = query.cursor ? gt(crmSyncItems._id, decodeCursor(query.cursor, ['uuid'])[0]!) : undefined;
  const [rows, [total]] = await Promise.all([
    opts.db
      .select()
      .from(crmSyncItems)
      .where(and(where, after))
      .orderBy(crmSyncItems._id)
      .limit(query.limit + 1),
    opts.db.select({ n: count() }).from(crmSyncItems).where(where),
  ]);
  const page = rows.slice(0, query.limit);
  return {
    data: page.map((r) => ({
      _id: r._id,
      kind: r.kind,
      crmId: r.crmId,
      name: r.name,
      action: r.action,
      error: r.error,
      createdAt: r.createdAt.toISOString(),
    })),
    meta: {
      total: total?.n ?? 0,
      nextCursor: rows.length > query.limit ? encodeCursor([page.at(-1)!._id]) : null,
    },
  };
}

/** A new run that does a finished run's failed items again. */
export async function retryCrmSyncRun(opts: { deps: Pick<CrmSyncDeps, 'db' | 'jobs'>; actor: Actor; id: string; kick?: Kick }) {
  const { db } = opts.deps;
  const user = agencyAdmin(opts.actor);
  const run = await ownRun(db, user.agencyId, opts.id);
  if (run.status === 'queued' || run.status === 'running') throw new AppError(409, 'conflict', 'The run has not finished yet');
  const [failed] = await db
    .select({ n: count() })
    .from(crmSyncItems)
    .where(and(eq(crmSyncItems.runId, run._id), eq(crmSyncItems.action, 'failed')));
  if (!failed?.n) throw new AppError(409, 'nothing_to_retry', 'The run has no failed items to retry');
  await requireConnected(db, user.agencyId);
  const { run: retry, created } = await queueRun(opts.deps, {
    agencyId: user.agencyId,
    trigger: 'retry',
    retryOfRunId: run._id,
    startedByUserId: user.userId,
  });
  if (!created) throw new AppError(409, 'sync_running', 'A sync is running: retry when it has finished');
  opts.kick?.(retry._id);
  return runJson(retry);
}
