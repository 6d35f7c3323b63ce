import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Jobs } from '../../platform/jobs/jobs';
import { markDeauthorized, readBackAccount } from './account-state';
import { paymentAccounts, stripeEvents } from './payments.tables';
import { isStripeMissing } from './stripe-errors';
import {
  STRIPE_BATCH_HANDLERS,
  STRIPE_EVENT_HANDLERS,
  type StripeBatchHandler,
  type StripeEventContext,
  type StripeEventHandler,
} from './stripe-event-handlers';

export const STRIPE_EVENT_JOB = 'stripe-event';
/** Tries per event: the first and two retries (pg-boss's default retry limit is 2, so the queue agrees). */
export const MAX_EVENT_ATTEMPTS = 3;
/** A row still pending this long after it arrived lost its job (a crash between storing and queueing): the sweep runs it. */
export const SWEEP_AFTER_MS = 60_000;
const SWEEP_BATCH = 200;
/**
 * Batches processed at once per process, and the most events a batch takes (decision 030): a batch's events are
 * applied together, so a backlog costs a few statements per batch rather than per event. Each batch holds a pooled
 * connection for its transaction and takes another for its handlers' writes, so this stays well under the pool's 10.
 */
const EVENT_CONCURRENCY = 3;
const EVENT_BATCH = 50;

export interface StripeEventWorkerDeps extends StripeEventContext {
  /** The modules' handlers; tests put a failing one in. */
  handlers?: readonly StripeEventHandler[];
  batchHandlers?: readonly StripeBatchHandler[];
}

export type ProcessOutcome = 'processed' | 'ignored' | 'failed' | 'skipped';

const connectedAccountOf = (event: Stripe.Event): string | null =>
  event.account ?? (event.type === 'account.updated' ? event.data.object.id : null);

/**
 * Connections' own events: an account's state changed (read it back from Stripe, so order does not matter), or its
 * owner took Atrium's access away. False when no connection names the account.
 */
async function applyAccountEvent(ctx: StripeEventContext, event: Stripe.Event): Promise<boolean> {
  const accountId = connectedAccountOf(event);
  if (!accountId) return false;
  if (event.type === 'account.application.deauthorized') {
    const ended = await markDeauthorized({ db: ctx.db, stripeAccountId: accountId, at: new Date(event.created * 1000) });
    return ended.length > 0;
  }
  const [known] = await ctx.db
    .select({ _id: paymentAccounts._id })
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.stripeAccountId, accountId), sql`${paymentAccounts.disconnectedAt} is null`))
    .limit(1);
  if (!known) return false;
  try {
    return (await readBackAccount({ db: ctx.db, payments: ctx.payments, stripeAccountId: accountId })).length > 0;
  } catch (error) {
    if (isStripeMissing(error)) return false;
    throw error;
  }
}

async function applyEvent(deps: StripeEventWorkerDeps, event: Stripe.Event): Promise<'handled' | 'ignored'> {
  let handled = false;
  if (event.type === 'account.updated' || event.type === 'account.application.deauthorized') {
    handled = await applyAccountEvent(deps, event);
  }
  for (const handler of deps.handlers ?? STRIPE_EVENT_HANDLERS) {
    if ((await handler(deps, event)) === 'handled') handled = true;
  }
  return handled ? 'handled' : 'ignored';
}

/** The error as stored for the super admin: its kind and message, cut short (never a stack or a request). */
const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);

type Result = { state: 'processed' | 'ignored' | 'failed'; error: string | null };

/**
 * The events' results: first what the batch handlers apply together (a backlog of payments: the same few statements
 * for all), then every other event one by one through every handler. A batch handler that throws sends its events
 * the one-by-one way too, so an event that fails, fails alone.
 */
async function applyEvents(deps: StripeEventWorkerDeps, events: readonly Stripe.Event[]): Promise<Map<string, Result>> {
  const results = new Map<string, Result>();
  let rest = events;
  for (const batch of deps.batchHandlers ?? STRIPE_BATCH_HANDLERS) {
    const handled = await batch(deps, rest).catch(() => new Set<string>());
    for (const id of handled) results.set(id, { state: 'processed', error: null });
    rest = rest.filter((event) => !handled.has(event.id));
  }
  for (const event of rest) {
    try {
      results.set(event.id, { state: (await applyEvent(deps, event)) === 'handled' ? 'processed' : 'ignored', error: null });
    } catch (error) {
      results.set(event.id, { state: 'failed', error: describe(error) });
    }
  }
  return results;
}

/**
 * Processes stored events: the rows are locked meanwhile (two processes never run the same event at once; one a
 * process already holds is skipped), applied, then each row says processed (someone's record changed), ignored
 * (nobody's business) or failed (a handler threw; retried until MAX_EVENT_ATTEMPTS, then left for the super admin),
 * all in one statement. The handlers' writes are their own and monotonic, so a crash half-way and a rerun do no harm.
 */
export async function processStripeEvents(
  deps: StripeEventWorkerDeps,
  rowIds: readonly string[],
): Promise<Map<string, ProcessOutcome>> {
  const outcomes = new Map<string, ProcessOutcome>(rowIds.map((id) => [id, 'skipped']));
  if (rowIds.length === 0) return outcomes;
  await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ _id: stripeEvents._id, payload: stripeEvents.payload })
      .from(stripeEvents)
      .where(
        and(
          inArray(stripeEvents._id, [...rowIds]),
          inArray(stripeEvents.state, ['pending', 'failed']),
          lt(stripeEvents.attempts, MAX_EVENT_ATTEMPTS),
        ),
      )
      .orderBy(stripeEvents.receivedAt)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return;
    const results = await applyEvents(
      deps,
      rows.map((row) => row.payload as unknown as Stripe.Event),
    );
    const ofRow = rows.map((row) => results.get((row.payload as { id: string }).id)!);
    await tx.execute(sql`
      update ${stripeEvents} as e
      set state = r.state::stripe_event_state, attempts = e.attempts + 1, last_error = r.error,
          processed_at = case when r.state = 'failed' then e.processed_at else now() end
      from unnest(${sql.param(rows.map((row) => row._id))}::uuid[], ${sql.param(ofRow.map((r) => r.state))}::text[],
                  ${sql.param(ofRow.map((r) => r.error))}::text[]) as r(id, state, error)
      where e.id = r.id`);
    for (const [i, row] of rows.entries()) outcomes.set(row._id, ofRow[i]!.state);
  });
  return outcomes;
}

/** Processes one stored event (see processStripeEvents). */
export async function processStripeEvent(deps: StripeEventWorkerDeps, rowId: string): Promise<ProcessOutcome> {
  return (await processStripeEvents(deps, [rowId])).get(rowId)!;
}

/** Whether a failed event has tries left (the queue retries it; the sweep too, should the queue have lost it). */
async function haveTriesLeft(deps: StripeEventWorkerDeps, rowIds: readonly string[]) {
  const rows = await deps.db
    .select({ attempts: stripeEvents.attempts })
    .from(stripeEvents)
    .where(inArray(stripeEvents._id, [...rowIds]));
  return rows.some((row) => row.attempts < MAX_EVENT_ATTEMPTS);
}

/** Rows left behind (pending, or failed with tries left) for longer than SWEEP_AFTER_MS: processed here. */
export async function sweepStripeEvents(deps: StripeEventWorkerDeps, now = new Date()): Promise<number> {
  const left = await deps.db
    .select({ _id: stripeEvents._id })
    .from(stripeEvents)
    .where(
      and(
        lt(stripeEvents.receivedAt, new Date(now.getTime() - SWEEP_AFTER_MS)),
        or(
          eq(stripeEvents.state, 'pending'),
          and(eq(stripeEvents.state, 'failed'), lt(stripeEvents.attempts, MAX_EVENT_ATTEMPTS)),
        ),
      ),
    )
    .orderBy(stripeEvents.receivedAt)
    .limit(SWEEP_BATCH);
  await processStripeEvents(
    deps,
    left.map((row) => row._id),
  );
  return left.length;
}

/**
 * The queue's side: one job per stored event, taken in batches of what is waiting (a failure with tries left throws,
 * so pg-boss retries the batch's jobs; its events already processed are skipped then), and the sweep.
 */
export async function registerStripeEventJobs(jobs: Jobs, deps: StripeEventWorkerDeps) {
  await jobs.workBatch<{ eventRowId: string }>(
    STRIPE_EVENT_JOB,
    async (batch) => {
      const outcomes = await processStripeEvents(
        deps,
        batch.map((job) => job.eventRowId),
      );
      const failed = [...outcomes].flatMap(([id, outcome]) => (outcome === 'failed' ? [id] : []));
      if (failed.length > 0 && (await haveTriesLeft(deps, failed))) throw new Error('Stripe events failed; retried by the queue');
    },
    { batchSize: EVENT_BATCH, concurrency: EVENT_CONCURRENCY },
  );
  await jobs.schedule('stripe-event.sweep', '* * * * *', async () => {
    await sweepStripeEvents(deps);
  });
}
