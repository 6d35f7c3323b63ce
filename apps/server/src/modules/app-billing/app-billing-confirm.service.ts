import { APP_BILLING_ERROR_CODES, type TAppBillingConfirmation, type TCardFormSetup } from '@atrium/contracts/app-billing';
import { and, eq, isNull } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Payments } from '../../integrations/payments/payments';
import { AppError } from '../../platform/errors';
import type { Actor } from '../../platform/tenancy/actor';
import { idempotencyKey, recordMetadata, toStripeCurrency } from '../payments/idempotency';
import { appSubscriptions } from './app-billing.tables';
import { isEnded, isHolding, loadSubscription, requireBillingAdmin, type SubscriptionRow } from './app-billing-access';
import { cardSetup } from './app-billing-checkout.service';
import { subscriptionInstalls } from './app-billing-installs';
import { payOnce } from './app-billing-one-time';
import { applyStripeState, type StripeState, type SyncDeps, stateOfStripeSubscription } from './app-billing-sync';
import { toSubscription } from './app-billing-view';

const key = (row: SubscriptionRow, step: string) => idempotencyKey('app_subscription', row._id, step);

/** What the first payment came to: paid (or nothing due in a trial), needs 3-D Secure, or declined. */
export type FirstPayment = { kind: 'ok' } | { kind: 'action'; clientSecret: string } | { kind: 'declined'; message: string };

/** The card the card form saved, read back from Stripe; anything but succeeded is a 409 with the bank's words. */
async function savedCard(payments: Payments, row: SubscriptionRow): Promise<string> {
  const notSaved = (message: string) => new AppError(409, APP_BILLING_ERROR_CODES.cardNotSaved, message);
  if (!row.stripeSetupIntentId) throw notSaved('Enter your card details first');
  const intent = await payments.stripe.setupIntents.retrieve(row.stripeSetupIntentId);
  const pm = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
  if (intent.status !== 'succeeded' || !pm) {
    throw notSaved(intent.last_setup_error?.message ?? 'Your card was not saved. Check its details and try again.');
  }
  return pm;
}

/** The agency's first card becomes its default for invoices, so a later card change has something to replace. */
async function defaultIfNone(payments: Payments, customerId: string, pm: string) {
  const customer = await payments.stripe.customers.retrieve(customerId);
  if (customer.deleted || customer.invoice_settings?.default_payment_method) return;
  await payments.stripe.customers.update(customerId, { invoice_settings: { default_payment_method: pm } });
}

/**
 * The Stripe subscription of a row, made once (keys from the row): a price from the plan or bundle (unit amount,
 * interval), `quantity` places, the plan's trial, the saved card, and for a partner's app its share transferred with
 * the platform's fee kept. `default_incomplete`: Stripe waits for the first payment, which Atrium then asks for.
 */
async function createStripeSubscription(payments: Payments, row: SubscriptionRow, pm: string, name: string) {
  const product = await payments.stripe.products.create(
    { name, metadata: recordMetadata('app_subscription', row._id) },
    { idempotencyKey: key(row, 'product') },
  );
  return payments.stripe.subscriptions.create(
    {
      customer: row.stripeCustomerId!,
      items: [{ price_data: priceData(row, product.id), quantity: row.quantity }],
      ...(row.trialDays > 0 && { trial_period_days: row.trialDays }),
      default_payment_method: pm,
      payment_behavior: 'default_incomplete',
      ...(row.transferAccountId && {
        transfer_data: { destination: row.transferAccountId },
        application_fee_percent: row.feePercent,
      }),
      metadata: recordMetadata('app_subscription', row._id),
    },
    { idempotencyKey: key(row, 'subscribe') },
  );
}

/** The price of one place from the row (never the browser): Stripe makes a price of it for this subscription. */
export const priceData = (row: Pick<SubscriptionRow, 'currency' | 'unitMinor' | 'interval'>, product: string) => ({
  currency: toStripeCurrency(row.currency),
  product,
  unit_amount: row.unitMinor,
  recurring: { interval: row.interval === 'year' ? ('year' as const) : ('month' as const) },
});

const needsAction = (e: Stripe.errors.StripeError) =>
  e.code === 'authentication_required' ||
  e.code === 'invoice_payment_intent_requires_action' ||
  e.payment_intent?.status === 'requires_action';

/** Asks Stripe for the first invoice's payment from the saved card (once: a retry replays the first answer). */
async function payFirstInvoice(payments: Payments, row: SubscriptionRow, sub: Stripe.Subscription): Promise<FirstPayment> {
  if (sub.status !== 'incomplete' || !sub.latest_invoice) return { kind: 'ok' };
  const invoiceId = typeof sub.latest_invoice === 'string' ? sub.latest_invoice : sub.latest_invoice.id;
  try {
    await payments.stripe.invoices.pay(invoiceId, { off_session: true }, { idempotencyKey: key(row, 'pay-first') });
    return { kind: 'ok' };
  } catch (e) {
    if (!(e instanceof Stripe.errors.StripeError)) throw e;
    // Authentication: the invoice's confirmation secret lets the card form run 3-D Secure (or take another card).
    const invoice = await payments.stripe.invoices.retrieve(invoiceId, { expand: ['confirmation_secret'] });
    if (invoice.status === 'paid') return { kind: 'ok' };
    if (needsAction(e) && invoice.confirmation_secret)
      return { kind: 'action', clientSecret: invoice.confirmation_secret.client_secret };
    if (e.statusCode === 402 || e.type === 'StripeCardError') return { kind: 'declined', message: e.message };
    throw e;
  }
}

/** A recurring purchase: the subscription made (once) and its first payment asked for; the state read back. */
async function confirmRecurring(
  deps: CompleteDeps,
  row: SubscriptionRow,
  name: string,
): Promise<{ state: StripeState; first: FirstPayment }> {
  const { payments } = deps;
  let stripeId = row.stripeSubscriptionId;
  if (!stripeId) {
    const pm = await savedCard(payments, row);
    await defaultIfNone(payments, row.stripeCustomerId!, pm);
    const created = await createStripeSubscription(payments, row, pm, name);
    stripeId = created.id;
    // Before anything else: webhooks about it find the row by this id as well as by metadata.
    await deps.db
      .update(appSubscriptions)
      .set({ stripeSubscriptionId: stripeId, updatedAt: new Date() })
      .where(and(eq(appSubscriptions._id, row._id), isNull(appSubscriptions.stripeSubscriptionId)));
  }
  let sub = await payments.stripe.subscriptions.retrieve(stripeId);
  const first = await payFirstInvoice(payments, row, sub);
  if (first.kind === 'declined') {
    // A declined first payment ends this checkout (Stripe would expire it in a day): the next try starts afresh.
    sub = await payments.stripe.subscriptions.cancel(stripeId, {}, { idempotencyKey: key(row, 'cancel-declined') });
  } else if (first.kind === 'ok') {
    sub = await payments.stripe.subscriptions.retrieve(stripeId);
  }
  const state = stateOfStripeSubscription(sub);
  return { state: { ...state, lastPaymentError: first.kind === 'declined' ? first.message : null }, first };
}

/** What completing a checkout needs: no actor (a webhook completes it too) and no fee (the row holds it). */
export type CompleteDeps = SyncDeps & { payments: Payments };

/**
 * Completes a checkout whose card is saved: starts the subscription (or takes a lifetime plan's payment), asks for the
 * first payment, and applies what Stripe says (trialing or active: installed now). Safe to repeat and to run from
 * the browser's confirm and the `setup_intent.succeeded` webhook at once: every step at Stripe is keyed by the row,
 * and applying is idempotent under the row's lock. A row that started or ended is left as it is.
 */
export async function completeCheckout(
  deps: CompleteDeps,
  row: SubscriptionRow,
): Promise<{ row: SubscriptionRow; first: FirstPayment }> {
  if (isEnded(row.status) || isHolding(row.status)) return { row, first: { kind: 'ok' } };
  const view = await toSubscription(deps.db, row);
  const name = [view.app?.name ?? view.bundle?.name, view.plan?.name].filter(Boolean).join(' — ');
  const result =
    row.interval === 'one_time'
      ? await payOnce(deps.payments, row, await savedCard(deps.payments, row), name)
      : await confirmRecurring(deps, row, name);
  return { row: await applyStripeState(deps, row._id, result.state), first: result.first };
}

/** POST /app/billing/confirm, after the card form said succeeded (agency admins). */
export async function confirmCheckout(
  deps: CompleteDeps,
  opts: { actor: Actor; subscriptionId: string },
): Promise<TAppBillingConfirmation> {
  const loaded = await loadSubscription(deps.db, opts.actor, opts.subscriptionId);
  requireBillingAdmin(opts.actor);
  const { row, first } = await completeCheckout(deps, loaded);
  let card: TCardFormSetup | null = null;
  let outcome: TAppBillingConfirmation['outcome'];
  if (isHolding(row.status)) outcome = 'active';
  else if (first.kind === 'action') {
    outcome = 'requires_action';
    card = cardSetup(deps.payments, first.clientSecret, 'payment');
  } else if (first.kind === 'declined' || isEnded(row.status)) outcome = 'failed';
  else outcome = 'processing';
  return {
    outcome,
    subscription: await toSubscription(deps.db, row),
    card,
    message: outcome === 'failed' ? (row.lastPaymentError ?? 'The payment did not go through.') : null,
    installs: await subscriptionInstalls(deps.db, row._id),
  };
}
