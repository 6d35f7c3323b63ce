import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { StripeEventHandler } from '../payments/stripe-event-handlers';
import { storeOrders, storeSubscriptions } from './store.tables';
import { applyCharge, applyPaymentIntent, linkReceipt, readIntent } from './store-fulfilment';
import { orderById } from './store-order-json';
import { refreshSubscription, subscriptionOfInvoice } from './store-subscription-sync';

type Tagged = { id: string; object: string; metadata?: Record<string, string> | null };

/**
 * Stripe events about store orders and store subscriptions (decision 029). Each finds its record (by the metadata
 * Atrium put on the object, or the object's id), reads the object back from Stripe on the agency's account and
 * applies it: the event's own copy may be old, repeated or out of order, Stripe's answer now is not.
 */
export const handleStoreStripeEvent: StripeEventHandler = async (ctx, event) => {
  const object = event.data.object as Tagged;
  const { db } = ctx;

  if (event.type.startsWith('payment_intent.')) {
    if (object.metadata?.atrium_kind !== 'store_order' || !object.metadata.atrium_id) return 'ignored';
    const order = await orderById(db, object.metadata.atrium_id);
    if (!order || order.stripePaymentIntentId !== object.id) return 'ignored';
    // Succeeded is final, and the event is verified Stripe's word on the order's own account: its copy is applied as
    // it is (decision 030). Any other state may be stale, so it is read back. The receipt's link comes with the
    // charge's events.
    const final = event.type === 'payment_intent.succeeded' && event.account === order.stripeAccountId;
    await applyPaymentIntent(
      ctx,
      order,
      final ? (event.data.object as Stripe.PaymentIntent) : await readIntent(ctx.payments, order),
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
