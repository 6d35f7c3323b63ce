import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Jobs } from '../../platform/jobs/jobs';
import { markDeauthorized, readBackAccount } from './account-state';
import { paymentAccounts, stripeEvents } from './payments.tables';
import { isStripeMissing } from './stripe-errors';
import { STRIPE_EVENT_HANDLERS, type StripeEventContext, type StripeEventHandler } from './stripe-event-handlers';

export const STRIPE_EVENT_JOB = 'stripe-event';
/** Tries per event: the first and two retries (pg-boss's default retry limit is 2, so the queue agrees). */
export const MAX_EVENT_ATTEMPTS = 3;
/** A row still pending this long after it arrived lost its job (a crash between storing and queueing): the sweep runs it. */
export const SWEEP_AFTER_MS = 60_000;
const SWEEP_BATCH = 200;
/**
 * Events processed at once per process: each is its own record's, locked by its row (decision 030). Each holds a
 * pooled connection for its transaction and takes another for its handler's writes, so this stays well under the
 * pool's 10.
 */
const EVENT_CONCURRENCY = 4;

export interface StripeEventWorkerDeps extends StripeEventContext {
  /** The modules' handlers; tests put a failing one in. */
  handlers?: readonly StripeEventHandler[];
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

/**
 * Processes one stored event: every handler in turn, then the row says processed (someone's record changed),
 * ignored (nobody's business) or failed (a handler threw; retried until MAX_EVENT_ATTEMPTS, then left for the super
 * admin). The row is locked meanwhile, so two processes never run the same event at once; the handlers' writes are
 * their own and monotonic, so a crash half-way and a rerun do no harm.
 */
export async function processStripeEvent(deps: StripeEventWorkerDeps, rowId: string): Promise<ProcessOutcome> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(stripeEvents)
      .where(and(eq(stripeEvents._id, rowId), inArray(stripeEvents.state, ['pending', 'failed'])))
      .for('update', { skipLocked: true });
    if (!row || row.attempts >= MAX_EVENT_ATTEMPTS) return 'skipped';
    const attempts = row.attempts + 1;
    try {
      const outcome = await applyEvent(deps, row.payload as unknown as Stripe.Event);
      const state = outcome === 'handled' ? 'processed' : 'ignored';
      await tx
        .update(stripeEvents)
        .set({ state, attempts, lastError: null, processedAt: new Date() })
        .where(eq(stripeEvents._id, rowId));
      return state;
    } catch (error) {
      await tx
        .update(stripeEvents)
        .set({ state: 'failed', attempts, lastError: describe(error) })
        .where(eq(stripeEvents._id, rowId));
      return 'failed';
    }
  });
}

/** Whether a failed event has tries left (the queue retries it; the sweep too, should the queue have lost it). */
async function hasTriesLeft(deps: StripeEventWorkerDeps, rowId: string) {
  const [row] = await deps.db.select({ attempts: stripeEvents.attempts }).from(stripeEvents).where(eq(stripeEvents._id, rowId));
  return (row?.attempts ?? MAX_EVENT_ATTEMPTS) < MAX_EVENT_ATTEMPTS;
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
  for (const row of left) await processStripeEvent(deps, row._id);
  return left.length;
}

/** The queue's side: one job per stored event (a failure with tries left throws, so pg-boss retries), and the sweep. */
export async function registerStripeEventJobs(jobs: Jobs, deps: StripeEventWorkerDeps) {
  await jobs.work<{ eventRowId: string }>(
    STRIPE_EVENT_JOB,
    async ({ eventRowId }) => {
      const outcome = await processStripeEvent(deps, eventRowId);
      if (outcome === 'failed' && (await hasTriesLeft(deps, eventRowId))) {
        throw new Error('Stripe event failed; retried by the queue');
      }
    },
    { concurrency: EVENT_CONCURRENCY },
  );
  await jobs.schedule('stripe-event.sweep', '* * * * *', async () => {
    await sweepStripeEvents(deps);
  });
}
