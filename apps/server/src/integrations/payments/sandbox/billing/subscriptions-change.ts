import { invalidRequest } from '../errors';
import { emitEvent } from '../events';
import type { Params } from '../form';
import { allowParams, booleanOf, enumOf, groupOf, integerOf, mergeMetadata, stringOf } from '../params';
import { findObject, saveObject } from '../store';
import type { SubscriptionItemJson, SubscriptionJson } from './billing-types';
import { feePercentOf, itemsOf } from './subscriptions-create';
import {
  addCycle,
  type BillingRun,
  cycleOf,
  invoiceSubscription,
  periodOf,
  priceOf,
  prorationItem,
  prorationShare,
  requireSubscription,
  saveSubscription,
  withPeriod,
} from './subscriptions-store';

const ENDED = ['canceled', 'incomplete_expired'];

const UPDATE_PARAMS = [
  'items',
  'proration_behavior',
  'proration_date',
  'cancel_at_period_end',
  'cancel_at',
  'default_payment_method',
  'metadata',
  'trial_end',
  'payment_behavior',
  'application_fee_percent',
  'description',
  'off_session',
  'cancellation_details',
];

/**
 * `POST /v1/subscriptions/:id`: a new price or quantity (prorated with `proration_behavior`: `create_prorations`
 * leaves the proration items for the next invoice, `always_invoice` invoices them now, `none` makes none; a new
 * interval restarts the cycle and invoices now), cancelling at the period's end or not, a new default payment method,
 * ending a trial now, metadata.
 */
export async function updateSubscription(run: BillingRun, id: string, params: Params) {
  allowParams(params, UPDATE_PARAMS);
  const stored = await requireSubscription(run, id);
  const before = stored.data;
  if (ENDED.includes(before.status)) {
    throw invalidRequest(`A canceled subscription can only update its cancellation_details and metadata.`, undefined);
  }
  const behavior = enumOf(params, 'proration_behavior', ['create_prorations', 'always_invoice', 'none']) ?? 'create_prorations';
  let after: SubscriptionJson = { ...before, metadata: mergeMetadata(before.metadata, params) };
  const cancelAtEnd = booleanOf(params, 'cancel_at_period_end');
  if (cancelAtEnd !== undefined) {
    after = { ...after, cancel_at_period_end: cancelAtEnd, cancel_at: cancelAtEnd ? periodOf(before).end : null };
    after = { ...after, canceled_at: cancelAtEnd ? run.now : null };
  }
  const method = stringOf(params, 'default_payment_method');
  if (method !== undefined) {
    if (method) {
      const found = await findObject(run.sql, { id: method, account: run.account, object: 'payment_method' });
      if (!found || found.data.customer !== before.customer) {
        throw invalidRequest(
          `The customer does not have a payment method with the ID ${method}. The payment method must be attached to the customer.`,
          'default_payment_method',
        );
      }
    }
    after = { ...after, default_payment_method: method || null };
  }
  const fee = feePercentOf(params);
  if (fee !== undefined) after = { ...after, application_fee_percent: fee };
  const description = stringOf(params, 'description');
  if (description !== undefined) after = { ...after, description: description || null };

  let invoiceNow = false;
  let newCycle = false;
  const changes = itemsOf(params);
  if (changes.length > 0) {
    const share = prorationShare(before, run.now);
    const items: SubscriptionItemJson[] = [...after.items.data];
    for (const [index, change] of changes.entries()) {
      allowParams(change, ['id', 'price', 'price_data', 'quantity', 'metadata', 'deleted']);
      const itemId = stringOf(change, 'id');
      const at = itemId ? items.findIndex((item) => item.id === itemId) : items.length === 1 ? 0 : -1;
      if (at < 0) throw invalidRequest(`No such subscription item: '${itemId ?? ''}'`, `items[${index}][id]`, 'resource_missing');
      const old = items[at]!;
      const price =
        stringOf(change, 'price') || groupOf(change, 'price_data')
          ? await priceOf(run, change, `items[${index}][price]`)
          : old.price;
      const quantity = integerOf(change, 'quantity', { min: 1 }) ?? old.quantity;
      if (price.currency !== old.price.currency) {
        throw invalidRequest('All prices on a subscription must have the same `currency`.', `items[${index}][price]`);
      }
      const oldCycle = cycleOf(old.price);
      const cycle = cycleOf(price);
      if (cycle.interval !== oldCycle.interval || cycle.interval_count !== oldCycle.interval_count) newCycle = true;
      if (behavior !== 'none' && share > 0 && (price.id !== old.price.id || quantity !== old.quantity)) {
        await prorationItem(run, before, old, { price: old.price, quantity: old.quantity, share, credit: true });
        if (!newCycle) await prorationItem(run, before, old, { price, quantity, share, credit: false });
      }
      items[at] = {
        ...old,
        price,
        quantity,
        plan: {
          ...(old.plan as object),
          id: price.id,
          amount: price.unit_amount,
          interval: cycle.interval,
          interval_count: cycle.interval_count,
        },
      };
    }
    after = { ...after, items: { ...after.items, data: items } };
    invoiceNow = behavior === 'always_invoice' || newCycle;
  }
  // During a trial nothing was paid: a change waits for the trial's end, unless the trial ends now.
  if (before.status === 'trialing') {
    newCycle = false;
    invoiceNow = false;
  }
  const trialEnd = stringOf(params, 'trial_end');
  if (trialEnd === 'now' && before.status === 'trialing') {
    after = { ...after, trial_end: run.now };
    newCycle = true;
    invoiceNow = true;
  }
  if (newCycle) {
    const period = { start: run.now, end: addCycle(run.now, cycleOf(after.items.data[0]!.price)) };
    after = { ...withPeriod(after, period), billing_cycle_anchor: period.end };
  }
  if (invoiceNow) {
    const { invoice, paid } = await invoiceSubscription(run, after, {
      reason: 'subscription_update',
      period: newCycle ? periodOf(after) : null,
      charge: true,
    });
    after = { ...after, latest_invoice: invoice.id };
    if (newCycle && before.status === 'trialing') after = { ...after, status: paid ? 'active' : 'past_due' };
    else if (!paid && invoice.status === 'open') after = { ...after, status: 'past_due' };
  }
  return saveSubscription(run, before, after);
}

/**
 * `DELETE /v1/subscriptions/:id`: cancelled now. `prorate` credits the unused time (an invoice item), `invoice_now`
 * invoices what is waiting (that credit, earlier prorations) at once.
 */
export async function cancelSubscription(run: BillingRun, id: string, params: Params) {
  allowParams(params, ['prorate', 'invoice_now', 'cancellation_details']);
  const stored = await requireSubscription(run, id);
  const before = stored.data;
  if (ENDED.includes(before.status)) {
    throw invalidRequest(`No such subscription: '${id}'. This subscription has already been canceled.`, 'id');
  }
  const details = groupOf(params, 'cancellation_details');
  if (details) allowParams(details, ['comment', 'feedback']);
  if (booleanOf(params, 'prorate')) {
    const share = prorationShare(before, run.now);
    if (share > 0) {
      for (const item of before.items.data) {
        await prorationItem(run, before, item, { price: item.price, quantity: item.quantity, share, credit: true });
      }
    }
  }
  let after: SubscriptionJson = {
    ...before,
    status: 'canceled',
    canceled_at: before.canceled_at ?? run.now,
    ended_at: run.now,
    cancel_at_period_end: false,
    cancellation_details: {
      comment: (details && stringOf(details, 'comment')) || null,
      feedback: (details && stringOf(details, 'feedback')) || null,
      reason: 'cancellation_requested',
    },
  };
  if (booleanOf(params, 'invoice_now')) {
    const { invoice } = await invoiceSubscription(run, after, { reason: 'subscription_update', period: null, charge: true });
    after = { ...after, latest_invoice: invoice.id };
  }
  await saveObject(run.sql, { id, data: after });
  await emitEvent(run.sql, run.ctx, {
    type: 'customer.subscription.deleted',
    account: run.account,
    object: after,
    request: run.request,
  });
  return after;
}
