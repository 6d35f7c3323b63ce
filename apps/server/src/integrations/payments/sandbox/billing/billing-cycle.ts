import { type Sql, withTransaction } from '../../../crm/sandbox/sql';
import type { SandboxContext } from '../context';
import { emitEvent } from '../events';
import { saveObject } from '../store';
import type { SubscriptionJson } from './billing-types';
import type { IntentGateway } from './intent-gateway';
import {
  addCycle,
  type BillingRun,
  cycleOf,
  invoiceSubscription,
  periodOf,
  saveSubscription,
  withPeriod,
} from './subscriptions-store';

/** Stripe warns three days before a trial ends. */
const TRIAL_WARNING_S = 3 * 86_400;
/** An `incomplete` subscription whose first invoice is not paid in 23 hours expires. */
const INCOMPLETE_EXPIRY_S = 23 * 3_600;
/** Enough for years of daily cycles in one advance, never an endless loop. */
const MAX_STEPS = 400;

/**
 * Moves one subscription to `now` as Stripe's clock would: the trial warning, the trial's end, every renewal due
 * (each invoiced and charged to the default payment method: a decline leaves the invoice open and the subscription
 * `past_due`), cancelling at the period's end, expiring an unpaid first invoice. Each step is stamped with the time
 * it happened, not `now`, so a month's advance makes one invoice per period.
 */
export async function advanceSubscription(
  sql: Sql,
  ctx: SandboxContext,
  gateway: IntentGateway,
  account: string,
  subscription: SubscriptionJson,
  hidden: Record<string, unknown>,
  now: number,
): Promise<SubscriptionJson> {
  let current = subscription;
  const state = { ...hidden };
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const run = (at: number): BillingRun => ({ sql, ctx, gateway, account, now: at, request: null });
    const period = periodOf(current);
    if (current.status === 'canceled' || current.status === 'incomplete_expired') break;
    if (current.status === 'incomplete') {
      if (now < current.created + INCOMPLETE_EXPIRY_S) break;
      current = await saveSubscription(run(current.created + INCOMPLETE_EXPIRY_S), current, {
        ...current,
        status: 'incomplete_expired',
        ended_at: current.created + INCOMPLETE_EXPIRY_S,
      });
      break;
    }
    if (current.status === 'trialing' && current.trial_end && !state.trial_warned && now >= current.trial_end - TRIAL_WARNING_S) {
      state.trial_warned = true;
      await emitEvent(sql, ctx, { type: 'customer.subscription.trial_will_end', account, object: current, request: null });
    }
    if (now < period.end) break;
    const at = period.end;
    if (current.cancel_at_period_end) {
      const ended: SubscriptionJson = {
        ...current,
        status: 'canceled',
        ended_at: at,
        canceled_at: current.canceled_at ?? at,
        cancellation_details: { ...current.cancellation_details, reason: 'cancellation_requested' },
      };
      await saveObject(sql, { id: ended.id, data: ended, hidden: state });
      await emitEvent(sql, ctx, { type: 'customer.subscription.deleted', account, object: ended, request: null });
      return ended;
    }
    const next = { start: at, end: addCycle(at, cycleOf(current.items.data[0]!.price), current.billing_cycle_anchor) };
    const renewed = withPeriod(current, next);
    const { invoice, paid } = await invoiceSubscription(run(at), renewed, {
      reason: 'subscription_cycle',
      period: next,
      charge: true,
    });
    current = await saveSubscription(
      run(at),
      current,
      { ...renewed, latest_invoice: invoice.id, status: paid ? 'active' : 'past_due' },
      state,
    );
  }
  await saveObject(sql, { id: current.id, data: current, hidden: state });
  return current;
}

/** Every subscription of `account` on a test clock (or, with null, on no clock) that has something due by `now`. */
export async function advanceDueSubscriptions(
  sql: Sql,
  ctx: SandboxContext,
  gateway: IntentGateway,
  where: { account: string; testClock: string | null; now: number },
): Promise<void> {
  const { rows } = await sql.query<{ data: SubscriptionJson; hidden: Record<string, unknown> }>(
    `SELECT data, hidden FROM stripe_sandbox.objects
     WHERE account = $1 AND object = 'subscription' AND NOT deleted
       AND data->>'status' NOT IN ('canceled', 'incomplete_expired')
       AND COALESCE(data->>'test_clock', '') = $2
     ORDER BY seq FOR UPDATE`,
    [where.account, where.testClock ?? ''],
  );
  for (const row of rows) {
    await advanceSubscription(sql, ctx, gateway, where.account, row.data, row.hidden, where.now);
  }
}

/** How often the sandbox's own clock looks for renewals of subscriptions on no test clock (Stripe does it hourly). */
export const RENEWAL_SWEEP_MS = 60_000;

/**
 * Runs what came due by now for every subscription on no test clock, on every account: renewals happen (with their
 * webhooks) even when nobody reads the subscription, as at Stripe.
 */
export async function sweepDueSubscriptions(ctx: SandboxContext, gateway: IntentGateway): Promise<void> {
  const now = Math.floor(ctx.now().getTime() / 1000);
  const { rows } = await ctx.pool.query<{ account: string }>(
    `SELECT DISTINCT account FROM stripe_sandbox.objects
     WHERE object = 'subscription' AND NOT deleted AND data->>'status' NOT IN ('canceled', 'incomplete_expired')
       AND COALESCE(data->>'test_clock', '') = ''`,
  );
  for (const { account } of rows) {
    await withTransaction(ctx.pool, (sql) => advanceDueSubscriptions(sql, ctx, gateway, { account, testClock: null, now }));
  }
  ctx.webhooks.kick();
}
