import { eq, inArray } from 'drizzle-orm';
import type Stripe from 'stripe';
import { isUuid } from '../../platform/ids';
import type { StripeBatchHandler, StripeEventHandler } from '../payments/stripe-event-handlers';
import { storeOrders, storeSubscriptions } from './store.tables';
import {
  applyCharge,
  applyPaymentIntent,
  applySucceeded,
  linkReceipt,
  readIntent,
  type SucceededPayment,
} from './store-fulfilment';
import { type OrderRow, orderById } from './store-order-json';
import { refreshSubscription, subscriptionOfInvoice } from './store-subscription-sync';

type Tagged = { id: string; object: string; metadata?: Record<string, string> | null };

/** The store order an object names in the metadata Atrium put on it. */
const storeOrderOf = (object: Tagged) =>
  object.metadata?.atrium_kind === 'store_order' && isUuid(object.metadata.atrium_id ?? '') ? object.metadata.atrium_id! : null;

/**
 * Succeeded is final, and the event is verified Stripe's word on the order's own account: its copy is applied as it
 * is (decision 030). Any other state may be stale, so it is read back. The receipt's link comes with the charge's
 * events.
 */
const isFinal = (event: Stripe.Event, order: OrderRow) =>
  event.type === 'payment_intent.succeeded' && event.account === order.stripeAccountId;

/**
 * A backlog's `payment_intent.succeeded` events of store orders, applied together from their verified copies: one
 * read of the orders, then the same few statements for all of them (decision 030). Only store orders' events, which
 * no other handler reads; any other event, or one whose order does not match, goes the one-by-one way.
 */
export const applyStoreSucceededEvents: StripeBatchHandler = async (ctx, events) => {
  const named = events.flatMap((event) => {
    const orderId = event.type === 'payment_intent.succeeded' ? storeOrderOf(event.data.object as Tagged) : null;
    return orderId ? [{ event, orderId }] : [];
  });
  if (named.length === 0) return new Set();
  const orders = await ctx.db
    .select()
    .from(storeOrders)
    .where(
      inArray(
        storeOrders._id,
        named.map((n) => n.orderId),
      ),
    );
  const byId = new Map(orders.map((order) => [order._id, order]));
  const payments: SucceededPayment[] = [];
  const handled = new Set<string>();
  for (const { event, orderId } of named) {
    const order = byId.get(orderId);
    const intent = event.data.object as Stripe.PaymentIntent;
    if (!order || order.stripePaymentIntentId !== intent.id || !isFinal(event, order)) continue;
    payments.push({ order, intent });
    handled.add(event.id);
  }
  await applySucceeded(ctx, payments);
  return handled;
};

/**
 * Stripe events about store orders and store subscriptions (decision 029). Each finds its record (by the metadata
 * Atrium put on the object, or the object's id), reads the object back from Stripe on the agency's account and
 * applies it: the event's own copy may be old, repeated or out of order, Stripe's answer now is not.
 */
export const handleStoreStripeEvent: StripeEventHandler = async (ctx, event) => {
  const object = event.data.object as Tagged;
  const { db } = ctx;

  if (event.type.startsWith('payment_intent.')) {
    const orderId = storeOrderOf(object);
    if (!orderId) return 'ignored';
    const order = await orderById(db, orderId);
    if (!order || order.stripePaymentIntentId !== object.id) return 'ignored';
    await applyPaymentIntent(
      ctx,
      order,
      isFinal(event, order) ? (event.data.object as Stripe.PaymentIntent) : await readIntent(ctx.payments, order),
    );
    return 'handled';
  }

  if (event.type.startsWith('charge.')) {
    const charge = event.data.object as Stripe.Charge;
    const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    if (!intentId) return 'ignored';
    const [order] = await db.select().from(storeOrders).where(eq(storeOrders.stripePaymentIntentId, intentId));
    if (!order) return 'ignored';
    const intent = await readIntent(ctx.payments, order);
    const after = await applyPaymentIntent(ctx, order, intent);
    const fresh = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    if (fresh) await applyCharge(ctx, after, fresh);
    if (fresh?.receipt_url) await linkReceipt(ctx, after, fresh.receipt_url);
    return 'handled';
  }

  if (event.type.startsWith('invoice.')) {
    const sub = await subscriptionOfInvoice(db, event.data.object as Stripe.Invoice);
    if (!sub) return 'ignored';
    await refreshSubscription(ctx, sub, (event.data.object as Stripe.Invoice).id);
    return 'handled';
  }

  if (event.type.startsWith('customer.subscription.')) {
    if (object.metadata?.atrium_kind !== 'store_subscription' || !object.metadata.atrium_id) return 'ignored';
    const [sub] = await db.select().from(storeSubscriptions).where(eq(storeSubscriptions._id, object.metadata.atrium_id));
    if (!sub || sub.stripeSubscriptionId !== object.id) return 'ignored';
    await refreshSubscription(ctx, sub);
    return 'handled';
  }
  return 'ignored';
};
