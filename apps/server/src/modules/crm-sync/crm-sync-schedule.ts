import { and, eq, isNull, sql } from 'drizzle-orm';
import { crmConnections } from '../crm/crm.tables';
import { crmSyncRuns, crmSyncState } from './crm-sync.tables';
import type { CrmSyncDeps } from './crm-sync-crm';
import { queueRun } from './crm-sync-runs';

/** How long the log keeps a finished run and its items. */
export const KEEP_RUNS_DAYS = 30;

/**
 * Queues the hourly run of every agency whose sync connection is connected and that keeps the hourly run on
 * (skipped where one is already under way).
 * Returns how many runs it queued.
 */
export async function queueScheduledRuns(deps: Pick<CrmSyncDeps, 'db' | 'jobs'>) {
  const agencies = await deps.db
    .select({ agencyId: crmConnections.agencyId, lastSucceededAt: crmSyncState.lastSucceededAt })
    .from(crmConnections)
    .leftJoin(crmSyncState, eq(crmSyncState.agencyId, crmConnections.agencyId))
    .where(
      and(
        eq(crmConnections.kind, 'crm_sync'),
        isNull(crmConnections.locationId),
        eq(crmConnections.status, 'connected'),
        // Not an agency that turned the hourly run off (webhooks and Sync now still start runs).
        sql`coalesce(${crmSyncState.autoSync}, true)`,
      ),
    );
  let queued = 0;
  for (const { agencyId, lastSucceededAt } of agencies) {
    const { created } = await queueRun(deps, { agencyId, trigger: 'schedule', full: !lastSucceededAt });
    if (created) queued++;
  }
  return queued;
}

/** Forgets finished runs older than KEEP_RUNS_DAYS (their items go with them); the latest run of each agency stays. */
export async function pruneCrmSyncRuns(deps: Pick<CrmSyncDeps, 'db'>, now = new Date()) {
  const before = new Date(now.getTime() - KEEP_RUNS_DAYS * 86_400_000);
  const gone = await deps.db
    .delete(crmSyncRuns)
    .where(
      sql`${crmSyncRuns.finishedAt} < ${before} and ${crmSyncRuns._id} <> (
        select r.id from ${crmSyncRuns} r where r.agency_id = ${crmSyncRuns.agencyId} order by r.created_at desc limit 1)`,
    )
    .returning({ _id: crmSyncRuns._id });
  return gone.length;
}
