import type Stripe from 'stripe';
import type { StripeEventContext, StripeEventHandler } from '../payments/stripe-event-handlers';
import type { SubscriptionRow } from './app-billing-access';
import { completeCheckout } from './app-billing-confirm.service';
import { saveInvoice } from './app-billing-invoices';
import { stateOfPaymentIntent } from './app-billing-one-time';
import {
  announce,
  applyStripeState,
  rowOfMetadata,
  rowOfStripeSubscription,
  stateOfStripeSubscription,
} from './app-billing-sync';
import { toSubscription } from './app-billing-view';

const idOf = (x: string | { id: string } | null | undefined) => (typeof x === 'string' ? x : (x?.id ?? null));

/** A subscription event: the row by metadata or by id, and Stripe's state read back (never the event's copy). */
async function onSubscription(ctx: StripeEventContext, object: Stripe.Subscription): Promise<'handled' | 'ignored'> {
  const row = (await rowOfMetadata(ctx.db, object.metadata)) ?? (await rowOfStripeSubscription(ctx.db, object.id));
  if (!row) return 'ignored';
  const sub = await ctx.payments.stripe.subscriptions.retrieve(object.id);
  await applyStripeState(ctx, row._id, stateOfStripeSubscription(sub));
  return 'handled';
}

/** What an invoice line of this row says: the app (and plan) or the bundle. */
async function describe(ctx: StripeEventContext, row: SubscriptionRow): Promise<string> {
  const view = await toSubscription(ctx.db, row);
  return [view.app?.name ?? view.bundle?.name, view.plan?.name].filter(Boolean).join(' — ');
}

/**
 * An invoice event: the invoice (read back) is mirrored for /app_billings, and the subscription it bills is read back
 * and applied (the first invoice paid makes it active; a failed renewal makes it past due, flagged).
 */
async function onInvoice(ctx: StripeEventContext, event: Stripe.Event, object: Stripe.Invoice): Promise<'handled' | 'ignored'> {
  const details = object.parent?.subscription_details;
  const subId = idOf(details?.subscription);
  const row = (await rowOfMetadata(ctx.db, details?.metadata)) ?? (subId ? await rowOfStripeSubscription(ctx.db, subId) : null);
  if (!row || !subId) return 'ignored';
  const invoice = await ctx.payments.stripe.invoices.retrieve(object.id);
  await saveInvoice(ctx.db, row, invoice, await describe(ctx, row));
  const sub = await ctx.payments.stripe.subscriptions.retrieve(subId);
  const failed = event.type === 'invoice.payment_failed' && invoice.status !== 'paid';
  const applied = await applyStripeState(ctx, row._id, {
    ...stateOfStripeSubscription(sub),
    ...(failed && { lastPaymentError: 'The last payment failed: update your card, Stripe will try again' }),
    ...(invoice.status === 'paid' && { lastPaymentError: null }),
  });
  // The invoice list changed even when the subscription did not: /app_billings shows the new invoice live.
  await announce(ctx, applied);
  return 'handled';
}

/**
 * The card of a checkout was saved: if the browser went away before asking, the checkout is completed here, on
 * Stripe's word (a 3-D Secure step still waits for the person).
 */
async function onSetupIntent(ctx: StripeEventContext, object: Stripe.SetupIntent): Promise<'handled' | 'ignored'> {
  const row = await rowOfMetadata(ctx.db, object.metadata);
  if (!row || row.stripeSetupIntentId !== object.id) return 'ignored';
  await completeCheckout(ctx, row);
  return 'handled';
}

/** A lifetime plan's payment: the intent read back and applied. */
async function onPaymentIntent(ctx: StripeEventContext, object: Stripe.PaymentIntent): Promise<'handled' | 'ignored'> {
  const row = await rowOfMetadata(ctx.db, object.metadata);
  if (row?.interval !== 'one_time') return 'ignored';
  const intent = await ctx.payments.stripe.paymentIntents.retrieve(object.id);
  // A failed attempt leaves the checkout open: the person may authenticate or use another card, and confirm says so.
  if (intent.status !== 'succeeded' && intent.status !== 'canceled') return 'handled';
  await applyStripeState(ctx, row._id, stateOfPaymentIntent(intent, intent.last_payment_error?.message ?? null));
  return 'handled';
}

/** Stripe events about app and bundle subscriptions (decision 029); the rest is another module's business. */
export const handleAppBillingStripeEvent: StripeEventHandler = async (ctx, event) => {
  const object = event.data.object as { object?: string };
  if (event.type.startsWith('customer.subscription.')) return onSubscription(ctx, object as Stripe.Subscription);
  if (event.type.startsWith('invoice.') && object.object === 'invoice') return onInvoice(ctx, event, object as Stripe.Invoice);
  if (event.type === 'setup_intent.succeeded') return onSetupIntent(ctx, object as Stripe.SetupIntent);
  if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
    return onPaymentIntent(ctx, object as Stripe.PaymentIntent);
  }
  return 'ignored';
};
