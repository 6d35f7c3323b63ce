import type { Sql } from '../../../crm/sandbox/sql';
import type { SandboxContext } from '../context';
import { invalidRequest } from '../errors';
import { type EventRequest, emitEvent, previousAttributes } from '../events';
import type { Params } from '../form';
import { stripeId } from '../ids';
import { allowParams, currencyOf, groupOf, integerOf, stringOf } from '../params';
import type { CustomerJson } from '../resources/customers';
import { findObject, insertObject, requireObject, type StoredObject, saveObject } from '../store';
import type { InvoiceItemJson, PriceJson, SubscriptionItemJson, SubscriptionJson } from './billing-types';
import type { IntentGateway } from './intent-gateway';
import { attemptInvoicePayment, createInvoice, itemLine, type NewLine, pendingItems } from './invoices-store';
import { addCycle, unusedShare } from './periods';

/** What every billing change needs: the gateway to charge through, when it happens, and the request behind it. */
export interface BillingRun {
  sql: Sql;
  ctx: SandboxContext;
  gateway: IntentGateway;
  account: string;
  now: number;
  request: EventRequest | null;
}

/** A price of the account, or one made from `price_data` (Stripe makes an inactive price for it). */
export async function priceOf(run: BillingRun, item: Params, param: string): Promise<PriceJson> {
  const id = stringOf(item, 'price');
  if (id) {
    const price = await requireObject<PriceJson>(run.sql, { id, account: run.account, object: 'price', label: 'price', param });
    if (!price.data.recurring) {
      throw invalidRequest(
        `The price specified is set to \`type=one_time\` but this field only accepts prices with \`type=recurring\`.`,
        param,
      );
    }
    return price.data;
  }
  const data = groupOf(item, 'price_data');
  if (!data) throw invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');
  allowParams(data, ['currency', 'product', 'unit_amount', 'recurring', 'tax_behavior', 'unit_amount_decimal']);
  const recurring = groupOf(data, 'recurring');
  if (!recurring) throw invalidRequest('Missing required param: price_data[recurring].', `${param}_data[recurring]`);
  const interval = stringOf(recurring, 'interval', { required: true });
  if (!['day', 'week', 'month', 'year'].includes(interval)) {
    throw invalidRequest('Invalid interval: must be one of day, week, month, or year', `${param}_data[recurring][interval]`);
  }
  const price: PriceJson = {
    id: stripeId('price'),
    object: 'price',
    active: false,
    billing_scheme: 'per_unit',
    created: run.now,
    currency: currencyOf(data) as string,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: stringOf(data, 'product', { required: true }),
    recurring: {
      interval: interval as 'day' | 'week' | 'month' | 'year',
      interval_count: integerOf(recurring, 'interval_count', { min: 1 }) ?? 1,
      usage_type: 'licensed',
    },
    tax_behavior: 'unspecified',
    type: 'recurring',
    unit_amount: integerOf(data, 'unit_amount', { required: true, min: 0 }),
    unit_amount_decimal: null,
  };
  await insertObject(run.sql, { account: run.account, data: price, created: run.now });
  return price;
}

const cycleOf = (price: PriceJson) => price.recurring ?? { interval: 'month' as const, interval_count: 1 };
export const periodOf = (subscription: SubscriptionJson) => ({
  start: subscription.items.data[0]?.current_period_start ?? subscription.start_date,
  end: subscription.items.data[0]?.current_period_end ?? subscription.start_date,
});

/** The full-period lines of a subscription's items for a period. */
export const periodLines = (subscription: SubscriptionJson, period: { start: number; end: number }, trial = false): NewLine[] =>
  subscription.items.data.map((item) => ({
    // A trial's period is invoiced at zero, as Stripe's first invoice of a trial is.
    amount: trial ? 0 : (item.price.unit_amount ?? 0) * item.quantity,
    description: trial
      ? `Trial period for ${item.price.product}`
      : `${item.quantity} × ${item.price.product} (at ${item.price.unit_amount ?? 0} / ${item.price.recurring?.interval ?? 'month'})`,
    quantity: item.quantity,
    price: { id: item.price.id, product: item.price.product, unit_amount: item.price.unit_amount },
    period,
    proration: false,
    subscriptionItem: item.id,
    invoiceItem: null,
  }));

export const withPeriod = (subscription: SubscriptionJson, period: { start: number; end: number }): SubscriptionJson => ({
  ...subscription,
  items: {
    ...subscription.items,
    data: subscription.items.data.map((item) => ({
      ...item,
      current_period_start: period.start,
      current_period_end: period.end,
    })),
  },
});

/** Saves a subscription and says what changed (`customer.subscription.updated` with `previous_attributes`). */
export async function saveSubscription(
  run: BillingRun,
  before: SubscriptionJson,
  after: SubscriptionJson,
  hidden?: Record<string, unknown>,
) {
  await saveObject(run.sql, { id: after.id, data: after, hidden });
  const changed = previousAttributes(before, after);
  if (Object.keys(changed).length > 0) {
    await emitEvent(run.sql, run.ctx, {
      type: 'customer.subscription.updated',
      account: run.account,
      object: after,
      previousAttributes: changed,
      request: run.request,
    });
  }
  return after;
}

export const requireSubscription = (run: BillingRun, id: string, param = 'id') =>
  requireObject<SubscriptionJson>(
    run.sql,
    { id, account: run.account, object: 'subscription', label: 'subscription', param },
    true,
  );

export const customerOf = (run: BillingRun, id: string) =>
  requireObject<CustomerJson>(run.sql, { id, account: run.account, object: 'customer', label: 'customer', param: 'customer' });

/**
 * Invoices a period (the first, a renewal, a trial's end, a change invoiced now) with the items waiting for it, and
 * tries the default payment method unless the customer is to pay in the browser. Answers the invoice and whether it
 * was paid.
 */
export async function invoiceSubscription(
  run: BillingRun,
  subscription: SubscriptionJson,
  input: {
    reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
    period: { start: number; end: number } | null;
    charge: boolean;
    trial?: boolean;
  },
) {
  const customer = await customerOf(run, subscription.customer);
  const items = await pendingItems(run.sql, run.account, subscription.id);
  const lines = [...items.map(itemLine), ...(input.period ? periodLines(subscription, input.period, input.trial) : [])];
  const invoice = await createInvoice(run.sql, run.ctx, run.gateway, {
    account: run.account,
    customer: customer.data,
    subscription,
    billingReason: input.reason,
    lines,
    items,
    now: run.now,
    request: run.request,
  });
  if (invoice.status === 'paid' || !input.charge) return { invoice, paid: invoice.status === 'paid' };
  const method = subscription.default_payment_method ?? customer.data.invoice_settings.default_payment_method;
  const stored = (await findObject(run.sql, { id: invoice.id, account: run.account, object: 'invoice' }, true)) as StoredObject<
    typeof invoice
  >;
  const { invoice: after } = await attemptInvoicePayment(run.sql, run.ctx, run.gateway, {
    account: run.account,
    invoice: stored,
    paymentMethod: method,
    now: run.now,
    request: run.request,
  });
  return { invoice: after, paid: after.status === 'paid' };
}

/** A proration's invoice item: the unused time of what was, credited, or the rest of the period of what is now. */
export async function prorationItem(
  run: BillingRun,
  subscription: SubscriptionJson,
  item: SubscriptionItemJson,
  input: { price: PriceJson; quantity: number; share: number; credit: boolean },
): Promise<InvoiceItemJson> {
  const period = periodOf(subscription);
  const amount = Math.round((input.price.unit_amount ?? 0) * input.quantity * input.share) * (input.credit ? -1 : 1);
  const at = new Date(run.now * 1000).toISOString().slice(0, 10);
  const data: InvoiceItemJson = {
    id: stripeId('ii'),
    object: 'invoiceitem',
    amount,
    currency: subscription.currency,
    customer: subscription.customer,
    date: run.now,
    description: `${input.credit ? 'Unused time' : 'Remaining time'} on ${input.quantity} × ${input.price.product} after ${at}`,
    discountable: false,
    invoice: null,
    livemode: false,
    metadata: {},
    parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, subscription_item: item.id } },
    period: { start: run.now, end: period.end },
    pricing: {
      type: 'price_details',
      price_details: { price: input.price.id, product: input.price.product },
      unit_amount_decimal: String(input.price.unit_amount ?? 0),
    },
    proration: true,
    quantity: input.quantity,
  };
  await insertObject(run.sql, { account: run.account, data, created: run.now });
  await emitEvent(run.sql, run.ctx, { type: 'invoiceitem.created', account: run.account, object: data, request: run.request });
  return data;
}

/** The share of the current period still to come, for prorations (none while trialing: nothing was paid). */
export const prorationShare = (subscription: SubscriptionJson, now: number) =>
  subscription.status === 'trialing' ? 0 : unusedShare(periodOf(subscription), now);

export { addCycle, cycleOf };
