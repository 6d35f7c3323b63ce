import type { TCrmImportField } from '@atrium/contracts/crm-imports';
import { and, asc, eq, getTableColumns, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../platform/email/mailer';
import type { Realtime } from '../../platform/realtime/realtime';
import { rooms } from '../../platform/realtime/realtime';
import type { UserActor } from '../../platform/tenancy/actor';
import { memberships, users } from '../../platform/tenancy/tenancy.tables';
import { sendInvitation } from '../auth/password-reset.service';
import { IMPORT_KINDS, issueRows } from './crm-imports.service';
import { crmImportErrors, crmImportRows, crmImports } from './crm-imports.tables';
import { locationsCreatedWith } from './crm-locations';
import { usersCreatedWith } from './crm-users';
import { type CrmWriteDeps, CrmWriteError, crmAgencyWriter } from './crm-writer';
import type { MappedRow, WriteContext } from './import-kind';

export const IMPORT_JOB = 'crm-imports.run';
/** Progress reaches the screens at most this often (and once more at the end). */
export const PROGRESS_EVERY_MS = 250;
/** Waits for the CRM's rate limit a location may take before it fails (each up to a minute). */
const RATE_LIMIT_PATIENCE = 5;

export interface ImportRunDeps extends CrmWriteDeps {
  db: Db;
  mailer: Mailer;
  realtime: Pick<Realtime, 'to'> | null;
  /** The web app's address for invitation links. */
  baseUrl: string;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

class ImportStopped extends Error {}

/** A run that has not written a batch for this long is taken to be dead (a batch waits at most 5 minutes for the CRM). */
const STALE_MINUTES = 10;

// Everything but the file, which can be megabytes: progress reads the row a few times a second.
const { source: _source, ...jobColumns } = getTableColumns(crmImports);

/** The person who ran the import, if they still manage the agency: the rows are written as theirs. */
async function runningAs(db: Db, userId: string | null, agencyId: string): Promise<UserActor> {
  if (!userId) throw new ImportStopped('The person who started this import no longer has an account');
  const [m] = await db
    .select({ role: memberships.role, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users._id, memberships.userId))
    .where(and(eq(memberships.userId, userId), eq(memberships.agencyId, agencyId)));
  if (m?.role !== 'agency_admin') throw new ImportStopped('The person who started this import no longer manages the agency');
  return { kind: 'user', userId, sessionId: '', email: m.email, role: 'agency_admin', agencyId, locationId: null };
}

/** A queued or running import that has not moved for STALE_MINUTES, as a claim would take it over. */
const stalled = sql`(${crmImports.status} = 'queued' or ${crmImports.status} = 'running') and ${crmImports.updatedAt} < now() - ${`${STALE_MINUTES} minutes`}::interval`;

/** The imports to send to the queue again: their worker died and the queue's retries did not pick them up. */
export async function stalledImports(db: Db): Promise<string[]> {
  const rows = await db.select({ _id: crmImports._id }).from(crmImports).where(stalled);
  return rows.map((r) => r._id);
}

/**
 * Writes the good rows of a queued import, a batch at a time; each batch deletes its rows and adds its counts in one
 * transaction, so a job run again after a crash goes on where it stopped (and rows written twice change nothing).
 */
export async function runImport(deps: ImportRunDeps, importId: string): Promise<void> {
  const { db } = deps;
  // A running import is taken over only when it has not moved for a while (its worker died; the queue delivers
  // the job again): every batch touches updated_at, so a live run is never written twice at once.
  const [job] = await db
    .update(crmImports)
    .set({ status: 'running', startedAt: sql`coalesce(${crmImports.startedAt}, now())` })
    .where(and(eq(crmImports._id, importId), sql`(${crmImports.status} = 'queued' or ${stalled})`))
    .returning(jobColumns);
  if (!job) return;
  let lastSent = 0;
  const progress = async (force: boolean) => {
    if (!deps.realtime || (!force && Date.now() - lastSent < PROGRESS_EVERY_MS)) return;
    lastSent = Date.now();
    const [now] = await db.select(jobColumns).from(crmImports).where(eq(crmImports._id, importId));
    if (!now) return;
    deps.realtime.to(rooms.agencyTeam(now.agencyId), 'crm-import:progress', {
      importId,
      kind: now.kind,
      status: now.status,
      processed: now.processed,
      valid: now.valid ?? 0,
      created: now.created,
      updated: now.updated,
      unchanged: now.unchanged,
      failed: now.failed,
    });
  };
  try {
    const actor = await runningAs(db, job.createdBy, job.agencyId);
    const write = job.toCrm ? await crmAgencyWriter(deps, job.agencyId, RATE_LIMIT_PATIENCE) : null;
    if (job.toCrm && !(write && deps.client)) {
      throw new ImportStopped('The CRM connection was removed: connect it and import again');
    }
    const crm = write && deps.client ? { write, client: deps.client } : null;
    const ctx: WriteContext = {
      db,
      agencyId: job.agencyId,
      actor,
      createInCrm: crm && locationsCreatedWith(crm.write, crm.client),
      createUserInCrm: crm && usersCreatedWith(crm.write, crm.client),
      invite: (userId) =>
        sendInvitation({ db, mailer: deps.mailer, userId, baseUrl: deps.baseUrl }).catch((error: unknown) =>
          deps.log.warn({ err: error, importId }, 'an import invitation could not be sent'),
        ),
    };
    const kind = IMPORT_KINDS[job.kind];
    const fields = job.mapping.filter((f): f is TCrmImportField => f !== null);
    await progress(true);
    for (;;) {
      const batch: MappedRow[] = await db
        .select({ line: crmImportRows.line, values: crmImportRows.values })
        .from(crmImportRows)
        .where(eq(crmImportRows.importId, importId))
        .orderBy(asc(crmImportRows.line))
        .limit(kind.batchSize);
      if (batch.length === 0) break;
      const outcomes = await kind.write(ctx, batch, fields);
      const tally = { created: 0, updated: 0, unchanged: 0, failed: 0 };
      const failures: { line: number; field: null; message: string }[] = [];
      for (const o of outcomes) {
        if ('error' in o) {
          tally.failed++;
          failures.push({ line: o.line, field: null, message: o.error });
        } else tally[o.outcome]++;
      }
      const byLine = new Map(batch.map((r) => [r.line, r]));
      const errors = issueRows(importId, job.mapping, job.header, failures, byLine, 'write');
      await db.transaction(async (tx) => {
        // The batch is every row left up to its last line; written rows go (cheaper than marking them).
        await tx
          .delete(crmImportRows)
          .where(and(eq(crmImportRows.importId, importId), lte(crmImportRows.line, batch[batch.length - 1]!.line)));
        if (errors.length > 0) await tx.insert(crmImportErrors).values(errors).onConflictDoNothing();
        await tx
          .update(crmImports)
          .set({
            processed: sql`${crmImports.processed} + ${batch.length}`,
            created: sql`${crmImports.created} + ${tally.created}`,
            updated: sql`${crmImports.updated} + ${tally.updated}`,
            unchanged: sql`${crmImports.unchanged} + ${tally.unchanged}`,
            failed: sql`${crmImports.failed} + ${tally.failed}`,
          })
          .where(eq(crmImports._id, importId));
      });
      await progress(false);
    }
    await finish({ status: 'done', message: null });
  } catch (error) {
    const said = error instanceof ImportStopped || (error instanceof CrmWriteError && error.stopsAll);
    if (!said) deps.log.error({ err: error, importId }, 'an import failed');
    await finish({
      status: 'failed',
      message: said ? (error as Error).message : 'The import stopped on an unexpected error; rows written so far stay',
    });
  }
  await progress(true);

  // The file and its ready rows go: the history keeps the counts and the errors.
  async function finish(end: { status: 'done' | 'failed'; message: string | null }) {
    await db.transaction(async (tx) => {
      await tx
        .update(crmImports)
        .set({ ...end, source: null, finishedAt: new Date() })
        .where(eq(crmImports._id, importId));
      await tx.delete(crmImportRows).where(eq(crmImportRows.importId, importId));
    });
  }
}
