import type { TCrmSyncTarget } from '@atrium/contracts/crm-sync';
import { and, eq, sql } from 'drizzle-orm';
import { CrmApiError, CrmRateLimitError } from '../../integrations/crm/crm-errors';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { CrmReconnectNeededError } from '../crm/crm-tokens.service';
import { crmLocationUninstalls } from '../crm-apps/crm-apps.tables';
import { crmSyncItems, crmSyncRuns, crmSyncState } from './crm-sync.tables';
import { contactWatermarks, removeContact, syncLocationContacts, upsertContacts } from './crm-sync-contacts';
import type { SyncContext } from './crm-sync-context';
import { type CrmSyncDeps, CrmSyncStopped, crmErrorMessage, crmSaysGone, eachLimit, openCrmForAgency } from './crm-sync-crm';
import {
  applyCrmLocations,
  archiveLocation,
  liveSyncedLocations,
  readCrmLocations,
  type SyncedLocation,
} from './crm-sync-locations';
import { syncLog } from './crm-sync-log';
import { findRun, runProgress, SYNC_RUN_JOB } from './crm-sync-runs';
import { pruneCrmSyncRuns, queueScheduledRuns } from './crm-sync-schedule';
import { readSyncSettings } from './crm-sync-settings';
import { archiveCrmUser } from './crm-sync-user-removals';
import { applyCrmUsers, syncCrmUsers } from './crm-sync-users';

/** A running run whose heartbeat is older than this has lost its process (killed, crashed). */
export const STALE_AFTER_MS = 2 * 60_000;
/** A run that has not finished this long after it was queued is given up rather than started once more. */
export const GIVE_UP_AFTER_MS = 60 * 60_000;
const HEARTBEAT_MS = 15_000;
/** Locations whose contacts are read at once: each has its own CRM rate window, the company's is not touched. */
const CONTACT_LANES = 4;

/** Atrium's own failures (not the CRM's refusals) are logged for whoever runs the server: the kind and code only. */
function noteInternal(ctx: SyncContext, error: unknown) {
  if (error instanceof CrmApiError || stopsTheRun(error)) return;
  const code = (error as { cause?: { code?: string } } | null)?.cause?.code;
  ctx.deps.log.error({ runId: ctx.runId, error: error instanceof Error ? error.name : 'unknown', code }, 'CRM sync item failed');
}

/** Errors after which nothing more can be read: the whole run fails with them. */
const stopsTheRun = (error: unknown) => error instanceof CrmSyncStopped || error instanceof CrmReconnectNeededError;

/**
 * Runs one queued run (the job queue's handler). It is claimed first, so two processes never run it together: a
 * queued run, or a running one whose process died (stale heartbeat), which then starts again from its watermarks
 * (everything it wrote is an idempotent upsert, so the second pass only finishes the work).
 */
export async function processCrmSyncRun(deps: CrmSyncDeps, runId: string): Promise<void> {
  const staleBefore = new Date(Date.now() - STALE_AFTER_MS);
  const claimed = await deps.db
    .update(crmSyncRuns)
    .set({ status: 'running', startedAt: sql`coalesce(${crmSyncRuns.startedAt}, now())`, heartbeatAt: new Date() })
    .where(
      and(
        eq(crmSyncRuns._id, runId),
        sql`(${crmSyncRuns.status} = 'queued' or (${crmSyncRuns.status} = 'running' and ${crmSyncRuns.heartbeatAt} < ${staleBefore}))`,
      ),
    )
    .returning({ _id: crmSyncRuns._id });
  if (claimed.length === 0) return;
  const run = (await findRun(deps.db, runId))!;
  // A run taken over counts again what it reads; what it changed before stays counted.
  for (const count of Object.values(run.counts)) Object.assign(count, { total: 0, done: 0 });
  const progress = runProgress(deps, run);
  const log = syncLog(deps.db, runId, progress);
  const heartbeat = setInterval(() => {
    deps.db
      .update(crmSyncRuns)
      .set({ heartbeatAt: new Date() })
      .where(eq(crmSyncRuns._id, runId))
      .catch(() => undefined);
  }, HEARTBEAT_MS);
  // A closing server does not wait for it: the run it leaves is taken up by the sweep of the next one.
  heartbeat.unref();
  try {
    const crm = await openCrmForAgency(deps, run.agencyId);
    const { syncContacts } = await readSyncSettings(deps.db, run.agencyId);
    const ctx: SyncContext = { deps, agencyId: run.agencyId, runId, crm, log, progress, syncContacts };
    if (run.retryOfRunId) await retryFailedItems(ctx, run.retryOfRunId);
    else if (run.target) await syncTarget(ctx, run.target);
    else await syncAgency(ctx, run.full);
    await log.flush();
    const failed = Object.values(progress.counts).reduce((sum, c) => sum + c.failed, 0);
    await progress.finish({ status: failed > 0 ? 'partial' : 'succeeded', error: null });
    if (!run.target && !run.retryOfRunId) {
      const at = run.startedAt ?? new Date();
      await deps.db
        .insert(crmSyncState)
        .values({ agencyId: run.agencyId, usersSyncedAt: at, lastSucceededAt: new Date() })
        .onConflictDoUpdate({ target: crmSyncState.agencyId, set: { usersSyncedAt: at, lastSucceededAt: new Date() } });
    }
  } catch (error) {
    await log.flush().catch(() => undefined);
    await progress.finish({ status: 'failed', error: crmErrorMessage(error) });
    // The run's id and the error's kind only: the CRM's words can quote a contact.
    deps.log.warn({ runId, error: error instanceof Error ? error.name : 'unknown' }, 'CRM sync run failed');
  } finally {
    clearInterval(heartbeat);
  }
}

/** A whole-agency run: the company's locations, then its users, then each live location's contacts. */
async function syncAgency(ctx: SyncContext, full: boolean) {
  await ctx.progress.phase('locations');
  const live = await applyCrmLocations(ctx, await readCrmLocations(ctx), { archiveMissing: true });
  await ctx.progress.phase('users');
  await syncCrmUsers(ctx, live);
  if (!ctx.syncContacts) return;
  await ctx.progress.phase('contacts');
  const places = await withSyncInstalled(ctx, [...live.values()]);
  const watermarks = await contactWatermarks(
    ctx,
    places.map((l) => l.locationId),
  );
  await eachLimit(places, CONTACT_LANES, (location) =>
    contactsOf(ctx, location, full, watermarks.get(location.locationId) ?? null),
  );
}

/**
 * The locations the sync app is still installed in: one it was uninstalled from alone (crm_location_uninstalls) is
 * not asked for a location token, which the CRM would refuse on every run; its locations and people still come with
 * the agency token, and its contacts again after an INSTALL there.
 */
async function withSyncInstalled(ctx: SyncContext, places: SyncedLocation[]) {
  const removed = await ctx.deps.db
    .select({ crmLocationId: crmLocationUninstalls.crmLocationId })
    .from(crmLocationUninstalls)
    .where(and(eq(crmLocationUninstalls.agencyId, ctx.agencyId), eq(crmLocationUninstalls.kind, 'crm_sync')));
  const gone = new Set(removed.map((r) => r.crmLocationId));
  return places.filter((p) => !gone.has(p.crmLocationId));
}

/** One location's contacts; a location the CRM will not read for now fails alone, as an item to retry. */
async function contactsOf(ctx: SyncContext, location: SyncedLocation, full: boolean, watermark?: Date | null) {
  try {
    await syncLocationContacts(ctx, location, { full, watermark });
  } catch (error) {
    if (stopsTheRun(error)) throw error;
    noteInternal(ctx, error);
    const why = error instanceof CrmRateLimitError ? 'The CRM asked to slow down' : crmErrorMessage(error);
    await ctx.log.record({
      kind: 'location',
      crmId: location.crmLocationId,
      name: location.name,
      action: 'failed',
      error: `Its contacts could not be read: ${why}`,
    });
  }
}

async function locationByCrmId(ctx: SyncContext, crmLocationId: string) {
  const [row] = await ctx.deps.db
    .select({ _id: locations._id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.agencyId, ctx.agencyId), eq(locations.crmLocationId, crmLocationId)));
  return row ?? null;
}

/** One CRM location again: updated (and its contacts read), or archived when the CRM no longer has it. */
async function syncOneLocation(
  ctx: SyncContext,
  crmLocationId: string,
  { contacts, full }: { contacts: boolean; full: boolean },
) {
  let found: Awaited<ReturnType<AgencyClient['getLocation']>> | null = null;
  try {
    found = await ctx.crm.client.getLocation({ accessToken: await ctx.crm.agencyToken(), locationId: crmLocationId });
  } catch (error) {
    if (!crmSaysGone(error)) throw error;
  }
  if (!found || (found.companyId && found.companyId !== ctx.crm.companyId)) {
    const existing = await locationByCrmId(ctx, crmLocationId);
    ctx.progress.add('locations', 'total');
    if (existing) await archiveLocation(ctx, existing._id, crmLocationId, existing.name);
    ctx.progress.add('locations', 'done');
    return;
  }
  const live = await applyCrmLocations(ctx, [found], { archiveMissing: false });
  const location = live.get(crmLocationId);
  if (contacts && ctx.syncContacts && location) await contactsOf(ctx, location, full);
}

type AgencyClient = SyncContext['crm']['client'];

async function syncOneUser(ctx: SyncContext, crmUserId: string) {
  const page = await ctx.crm.client.searchUsers({
    accessToken: await ctx.crm.agencyToken(),
    companyId: ctx.crm.companyId,
    ids: [crmUserId],
    limit: 1,
  });
  ctx.progress.add('users', 'total', page.users.length);
  await applyCrmUsers(ctx, page.users, await liveSyncedLocations(ctx));
  // Whatever the event said, the CRM's answer decides: a user it no longer has (UserDelete) loses their access.
  if (!page.users.some((u) => u.id === crmUserId && !u.deleted)) await archiveCrmUser(ctx, crmUserId);
}

async function syncOneContact(ctx: SyncContext, crmContactId: string, crmLocationId: string | null, deleted: boolean) {
  ctx.progress.add('contacts', 'total');
  const location = crmLocationId ? (await liveSyncedLocations(ctx)).get(crmLocationId) : undefined;
  if (!location || !crmLocationId) {
    await ctx.log.record({
      kind: 'contact',
      crmId: crmContactId,
      crmLocationId,
      name: crmContactId,
      action: 'failed',
      error: 'The contact’s location is not synced to Atrium',
    });
    return;
  }
  let contact = null;
  if (!deleted) {
    try {
      contact = await ctx.crm.asLocation(crmLocationId, (accessToken) =>
        ctx.crm.client.getContact({ accessToken, contactId: crmContactId }),
      );
    } catch (error) {
      if (!crmSaysGone(error)) throw error;
    }
  }
  if (contact) await upsertContacts(ctx, location, [contact]);
  else await removeContact(ctx, location, crmContactId);
  ctx.progress.add('contacts', 'done');
}

/** A webhook's run: the one location, user or contact the event names. */
async function syncTarget(ctx: SyncContext, target: TCrmSyncTarget) {
  await ctx.progress.phase(target.kind === 'location' ? 'locations' : target.kind === 'user' ? 'users' : 'contacts');
  if (target.kind === 'location') {
    const full = target.event === 'INSTALL' || target.event === 'LocationCreate';
    await syncOneLocation(ctx, target.crmId, { contacts: target.event !== 'LocationDelete', full });
  } else if (target.kind === 'user') {
    await syncOneUser(ctx, target.crmId);
  } else if (ctx.syncContacts) {
    await syncOneContact(ctx, target.crmId, target.crmLocationId, target.event === 'ContactDelete');
  }
}

/** Each failed item of an earlier run once more: a location with all its contacts, a user, a contact. */
async function retryFailedItems(ctx: SyncContext, runId: string) {
  const failed = await ctx.deps.db
    .selectDistinct({ kind: crmSyncItems.kind, crmId: crmSyncItems.crmId, crmLocationId: crmSyncItems.crmLocationId })
    .from(crmSyncItems)
    .where(and(eq(crmSyncItems.runId, runId), eq(crmSyncItems.action, 'failed')));
  for (const item of failed) {
    try {
      if (item.kind === 'location') await syncOneLocation(ctx, item.crmId, { contacts: true, full: true });
      else if (item.kind === 'user') await syncOneUser(ctx, item.crmId);
      else if (ctx.syncContacts) await syncOneContact(ctx, item.crmId, item.crmLocationId, false);
    } catch (error) {
      if (stopsTheRun(error)) throw error;
      noteInternal(ctx, error);
      await ctx.log.record({ ...item, name: item.crmId, action: 'failed', error: crmErrorMessage(error) });
    }
  }
}

/**
 * Runs left behind: a running run whose process died is started again (or, queued over an hour ago, failed with a
 * reason), and a queued run nobody took (no job queue, or its job lost) is run here. The job queue calls this every
 * minute; tests call it to run what they queued.
 */
export async function runQueuedCrmSyncs(deps: CrmSyncDeps, { olderThanMs = 0 } = {}): Promise<number> {
  const now = Date.now();
  await deps.db
    .update(crmSyncRuns)
    .set({
      status: 'failed',
      phase: 'done',
      finishedAt: new Date(),
      error: 'The sync stopped before it finished (the server restarted). Start it again.',
    })
    .where(
      sql`${crmSyncRuns.status} in ('queued', 'running') and ${crmSyncRuns.createdAt} < ${new Date(now - GIVE_UP_AFTER_MS)}
        and (${crmSyncRuns.status} = 'queued' or ${crmSyncRuns.heartbeatAt} < ${new Date(now - STALE_AFTER_MS)})`,
    );
  const left = await deps.db
    .select({ _id: crmSyncRuns._id })
    .from(crmSyncRuns)
    .where(
      sql`(${crmSyncRuns.status} = 'queued' and ${crmSyncRuns.createdAt} <= ${new Date(now - olderThanMs)})
        or (${crmSyncRuns.status} = 'running' and ${crmSyncRuns.heartbeatAt} < ${new Date(now - STALE_AFTER_MS)})`,
    )
    .orderBy(crmSyncRuns.createdAt);
  for (const run of left) await processCrmSyncRun(deps, run._id);
  return left.length;
}

/**
 * The job queue's side: runs as jobs; every hour a run of every connected agency and the log's pruning; every minute
 * the sweep for runs left behind.
 */
export async function registerCrmSyncJobs(deps: CrmSyncDeps) {
  const { jobs } = deps;
  if (!jobs) return;
  await jobs.work<{ runId: string }>(SYNC_RUN_JOB, ({ runId }) => processCrmSyncRun(deps, runId));
  await jobs.schedule('crm-sync.hourly', '23 * * * *', async () => {
    await pruneCrmSyncRuns(deps);
    await queueScheduledRuns(deps);
  });
  // Queued runs older than two minutes were missed by the queue (sent before a restart): run them here.
  await jobs.schedule('crm-sync.sweep', '* * * * *', async () => {
    await runQueuedCrmSyncs(deps, { olderThanMs: STALE_AFTER_MS });
  });
}
