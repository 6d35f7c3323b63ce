import { invalidRequest } from '../errors';
import { emitEvent } from '../events';
import type { Params } from '../form';
import { stripeId } from '../ids';
import { PLATFORM_ACCOUNT_ID } from '../keys';
import { allowParams, booleanOf, enumOf, groupOf, integerOf, mergeMetadata, stringOf } from '../params';
import { requireTransferDestination } from '../resources/accounts-store';
import { findObject, insertObject, saveObject } from '../store';
import type { SubscriptionItemJson, SubscriptionJson } from './billing-types';
import { addCycle, type BillingRun, customerOf, cycleOf, invoiceSubscription, priceOf } from './subscriptions-store';

export const SUBSCRIPTION_CREATE_PARAMS = [
  'customer',
  'items',
  'trial_period_days',
  'trial_end',
  'default_payment_method',
  'payment_behavior',
  'application_fee_percent',
  'transfer_data',
  'metadata',
  'description',
  'off_session',
  'proration_behavior',
  'payment_settings',
  'cancel_at_period_end',
  'collection_method',
];

/** `items[n]` as a list (the SDK sends `items[0][price]`). */
export function itemsOf(params: Params): Params[] {
  const raw = params.items;
  if (raw === undefined) return [];
  const list = Array.isArray(raw) ? raw : typeof raw === 'object' ? Object.values(raw) : null;
  if (!list || list.some((item) => typeof item !== 'object' || Array.isArray(item)))
    throw invalidRequest('Invalid array', 'items');
  return list as Params[];
}

export function feePercentOf(params: Params): number | null | undefined {
  const raw = params.application_fee_percent;
  if (raw === undefined) return undefined;
  if (raw === '') return null;
  const value = typeof raw === 'string' ? Number(raw) : Number.NaN;
  if (!Number.isFinite(value) || value < 0 || value > 100) {
    throw invalidRequest('application_fee_percent must be between 0 and 100.', 'application_fee_percent');
  }
  return value;
}

/**
 * `POST /v1/subscriptions`: one subscription of a customer to recurring prices. With a trial it starts `trialing`
 * (a zero invoice, paid); otherwise its first invoice is charged to the default payment method at once, or with
 * `payment_behavior=default_incomplete` left for the browser to pay with `latest_invoice.confirmation_secret`
 * (`incomplete` until then). A trial without a payment method gets a `pending_setup_intent` to save a card.
 */
export async function createSubscription(
  run: BillingRun,
  params: Params,
  createSetupIntent: (customer: string) => Promise<string>,
) {
  allowParams(params, SUBSCRIPTION_CREATE_PARAMS);
  const customer = await customerOf(run, stringOf(params, 'customer', { required: true }));
  const rawItems = itemsOf(params);
  if (rawItems.length === 0) throw invalidRequest('Missing required param: items.', 'items', 'parameter_missing');
  const behavior =
    enumOf(params, 'payment_behavior', [
      'allow_incomplete',
      'default_incomplete',
      'error_if_incomplete',
      'pending_if_incomplete',
    ]) ?? 'allow_incomplete';
  const id = stripeId('sub');
  const prices = [];
  for (const [index, item] of rawItems.entries()) {
    allowParams(item, ['price', 'price_data', 'quantity', 'metadata']);
    prices.push({
      price: await priceOf(run, item, `items[${index}][price]`),
      quantity: integerOf(item, 'quantity', { min: 1 }) ?? 1,
    });
  }
  const currency = prices[0]!.price.currency;
  const cycle = cycleOf(prices[0]!.price);
  if (prices.some((p) => p.price.currency !== currency)) {
    throw invalidRequest('All prices on a subscription must have the same `currency`.', 'items');
  }
  if (
    prices.some((p) => cycleOf(p.price).interval !== cycle.interval || cycleOf(p.price).interval_count !== cycle.interval_count)
  ) {
    throw invalidRequest(
      'All prices on a subscription must have the same `recurring.interval` and `recurring.interval_count`.',
      'items',
    );
  }
  const { now } = run;
  const trialDays = integerOf(params, 'trial_period_days', { min: 0 });
  const trialEndRaw = stringOf(params, 'trial_end');
  let trialEnd: number | null = null;
  if (trialEndRaw && trialEndRaw !== 'now') {
    trialEnd = integerOf(params, 'trial_end', { required: true, min: now + 1 });
  } else if (trialDays) {
    trialEnd = now + trialDays * 86_400;
  }
  const periodEnd = trialEnd ?? addCycle(now, cycle);
  const method = stringOf(params, 'default_payment_method') || null;
  if (method) {
    const found = await findObject(run.sql, { id: method, account: run.account, object: 'payment_method' });
    if (!found || found.data.customer !== customer.id) {
      throw invalidRequest(
        `The customer does not have a payment method with the ID ${method}. The payment method must be attached to the customer.`,
        'default_payment_method',
      );
    }
  }
  const transfer = groupOf(params, 'transfer_data');
  let transferData: SubscriptionJson['transfer_data'] = null;
  if (transfer) {
    allowParams(transfer, ['destination', 'amount_percent']);
    const destination = stringOf(transfer, 'destination', { required: true });
    // Stripe refuses a destination that cannot receive transfers when the subscription is made, not at its invoice.
    await requireTransferDestination(run.sql, destination, 'transfer_data[destination]');
    transferData = { amount_percent: null, destination };
  }
  const feePercent = feePercentOf(params) ?? null;
  if (feePercent !== null && run.account === PLATFORM_ACCOUNT_ID && !transferData) {
    throw invalidRequest(
      'Can only apply an application_fee_percent when the request is made on behalf of another account (using an OAuth key, the Stripe-Account header, or the transfer_data[destination] parameter).',
      'application_fee_percent',
    );
  }
  const items: SubscriptionItemJson[] = prices.map(({ price, quantity }) => ({
    id: stripeId('si'),
    object: 'subscription_item',
    billing_thresholds: null,
    created: now,
    current_period_end: periodEnd,
    current_period_start: now,
    discounts: [],
    metadata: {},
    plan: {
      id: price.id,
      object: 'plan',
      amount: price.unit_amount,
      currency,
      interval: cycle.interval,
      interval_count: cycle.interval_count,
      product: price.product,
      active: true,
    },
    price,
    quantity,
    subscription: id,
    tax_rates: [],
  }));
  const draft: SubscriptionJson = {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: feePercent,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: periodEnd,
    billing_cycle_anchor_config: null,
    billing_mode: { type: 'classic' },
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: booleanOf(params, 'cancel_at_period_end') ?? false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: now,
    currency,
    customer: customer.id,
    customer_account: null,
    days_until_due: null,
    default_payment_method: method,
    default_source: null,
    description: stringOf(params, 'description') ?? null,
    discounts: [],
    ended_at: null,
    invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
    items: {
      object: 'list',
      data: items,
      has_more: false,
      total_count: items.length,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    metadata: mergeMetadata({}, params),
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: now,
    status: trialEnd ? 'trialing' : 'incomplete',
    test_clock: customer.data.test_clock ? String(customer.data.test_clock) : null,
    transfer_data: transferData,
    trial_end: trialEnd,
    trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
    trial_start: trialEnd ? now : null,
  };
  await insertObject(run.sql, { account: run.account, data: draft, created: now });

  const charge = behavior !== 'default_incomplete';
  const { invoice, paid } = await invoiceSubscription(run, draft, {
    reason: 'subscription_create',
    period: { start: now, end: periodEnd },
    charge,
    trial: trialEnd !== null,
  });
  let after: SubscriptionJson = {
    ...draft,
    latest_invoice: invoice.id,
    status: trialEnd ? 'trialing' : paid ? 'active' : 'incomplete',
  };
  if (trialEnd && !method && !customer.data.invoice_settings.default_payment_method) {
    after = { ...after, pending_setup_intent: await createSetupIntent(customer.id) };
  }
  if (!paid && !trialEnd && behavior === 'error_if_incomplete') {
    // Stripe creates nothing then: the caller is told the payment failed and no subscription stays.
    throw invalidRequest('The payment for this subscription failed, so the subscription was not created.', 'payment_behavior');
  }
  await saveObject(run.sql, { id, data: after });
  // Announced as it stands once its first invoice is settled (or left for the browser), as Stripe announces it.
  await emitEvent(run.sql, run.ctx, {
    type: 'customer.subscription.created',
    account: run.account,
    object: after,
    request: run.request,
  });
  return after;
}
