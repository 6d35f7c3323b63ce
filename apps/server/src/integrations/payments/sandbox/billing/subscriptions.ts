import type { FastifyInstance } from 'fastify';
import { type Sql, withTransaction } from '../../../crm/sandbox/sql';
import { type ApiCall, apiRoute } from '../api';
import type { SandboxContext } from '../context';
import { LIST_PARAMS, listOf } from '../list';
import { allowParams, enumOf, stringOf } from '../params';
import { findObject, requireObject, type StoredObject } from '../store';
import { advanceSubscription } from './billing-cycle';
import { billingNow } from './billing-time';
import type { SubscriptionJson } from './billing-types';
import type { BillingGateway, IntentGateway } from './intent-gateway';
import { syncInvoicePayment } from './invoices-store';
import { cancelSubscription, updateSubscription } from './subscriptions-change';
import { createSubscription } from './subscriptions-create';
import type { BillingRun } from './subscriptions-store';

const STATUSES = [
  'active',
  'all',
  'canceled',
  'ended',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'paused',
  'trialing',
  'unpaid',
];

/** A billing run for one call: its time is the customer's (its test clock's, or now). */
export async function billingRun(sql: Sql, ctx: SandboxContext, gateway: IntentGateway, call: ApiCall, customer: string | null) {
  let clock: string | null = null;
  if (customer) {
    const found = await findObject(sql, { id: customer, account: call.account, object: 'customer' });
    clock = (found?.data.test_clock as string | null | undefined) ?? null;
  }
  const now = await billingNow(sql, ctx, call.account, clock);
  const run: BillingRun = { sql, ctx, gateway, account: call.account, now, request: call.request };
  return run;
}

/**
 * A subscription brought up to its customer's time before it is read or changed: what came due (a renewal, a trial's
 * end) happens first, as it would have at Stripe.
 */
async function currentSubscription(sql: Sql, ctx: SandboxContext, gateway: BillingGateway, call: ApiCall, id: string) {
  const stored: StoredObject<SubscriptionJson> = await requireObject<SubscriptionJson>(
    sql,
    { id, account: call.account, object: 'subscription', label: 'subscription', param: 'id' },
    true,
  );
  const run = await billingRun(sql, ctx, gateway, call, stored.data.customer);
  if (stored.data.latest_invoice)
    await syncInvoicePayment(sql, ctx, gateway, {
      account: call.account,
      invoiceId: stored.data.latest_invoice,
      now: run.now,
      request: call.request,
    });
  const fresh = await requireObject<SubscriptionJson>(
    sql,
    { id, account: call.account, object: 'subscription', label: 'subscription' },
    true,
  );
  await advanceSubscription(sql, ctx, gateway, call.account, fresh.data, fresh.hidden, run.now);
  return run;
}

export function registerSubscriptions(gateway: BillingGateway) {
  return (app: FastifyInstance, ctx: SandboxContext) => {
    apiRoute(app, ctx, 'POST', '/v1/subscriptions', async (call) =>
      withTransaction(ctx.pool, async (sql) => {
        const run = await billingRun(sql, ctx, gateway, call, stringOf(call.params, 'customer') ?? null);
        return createSubscription(run, call.params, (customer) => gateway.createSetupIntent(call.account, customer));
      }),
    );

    apiRoute(app, ctx, 'GET', '/v1/subscriptions/:id', async (call) =>
      withTransaction(ctx.pool, async (sql) => {
        await currentSubscription(sql, ctx, gateway, call, call.path.id!);
        return (
          await requireObject(sql, { id: call.path.id!, account: call.account, object: 'subscription', label: 'subscription' })
        ).data;
      }),
    );

    apiRoute(app, ctx, 'POST', '/v1/subscriptions/:id', async (call) =>
      withTransaction(ctx.pool, async (sql) => {
        const run = await currentSubscription(sql, ctx, gateway, call, call.path.id!);
        return updateSubscription(run, call.path.id!, call.params);
      }),
    );

    apiRoute(app, ctx, 'DELETE', '/v1/subscriptions/:id', async (call) =>
      withTransaction(ctx.pool, async (sql) => {
        const run = await currentSubscription(sql, ctx, gateway, call, call.path.id!);
        return cancelSubscription(run, call.path.id!, call.params);
      }),
    );

    // Stripe lists the subscriptions that have not ended unless `status` says otherwise.
    apiRoute(app, ctx, 'GET', '/v1/subscriptions', async (call) => {
      allowParams(call.params, [...LIST_PARAMS, 'customer', 'status', 'price', 'test_clock']);
      const status = enumOf(call.params, 'status', STATUSES);
      const customer = stringOf(call.params, 'customer');
      const list = await listOf(ctx, call, {
        object: 'subscription',
        url: '/v1/subscriptions',
        label: 'subscription',
        where: {
          ...(customer ? { customer } : {}),
          ...(status && status !== 'all' && status !== 'ended' ? { status } : {}),
          ...(stringOf(call.params, 'test_clock') ? { test_clock: stringOf(call.params, 'test_clock') } : {}),
        },
      });
      const price = stringOf(call.params, 'price');
      const ended = (s: SubscriptionJson) => s.status === 'canceled' || s.status === 'incomplete_expired';
      const kept = (list.data as SubscriptionJson[]).filter(
        (s) =>
          (status === undefined ? !ended(s) : status === 'ended' ? ended(s) : true) &&
          (!price || s.items.data.some((item) => item.price.id === price)),
      );
      return { ...list, data: kept };
    });
  };
}
