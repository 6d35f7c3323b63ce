import { APP_BILLING_ERROR_CODES, type TAppBillingCheckout, type TPaymentMethod } from '@atrium/contracts/app-billing';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import type { Payments } from '../../integrations/payments/payments';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/tenancy/actor';
import { idempotencyKey } from '../payments/idempotency';
import { ensureCustomer } from '../payments/payment-customers';
import { paymentCustomers } from '../payments/payments.tables';
import { appSubscriptions } from './app-billing.tables';
import { type AgencyUser, HOLDING_STATUSES, requireBillingAdmin, requireBillingReader } from './app-billing-access';
import { cardSetup } from './app-billing-checkout.service';

interface Deps {
  db: Db;
  payments: Payments;
}

/** The agency's platform customer at Stripe, or null while it has never paid for anything. */
async function customerOf(db: Db, agencyId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: paymentCustomers.stripeCustomerId })
    .from(paymentCustomers)
    .where(
      and(
        eq(paymentCustomers.accountKey, 'platform'),
        eq(paymentCustomers.agencyId, agencyId),
        isNull(paymentCustomers.locationId),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** The agency's current subscriptions at Stripe (few per agency), to see which card each charges. */
async function currentStripeSubscriptions(deps: Deps, agencyId: string): Promise<Stripe.Subscription[]> {
  const rows = await deps.db
    .select({ id: appSubscriptions.stripeSubscriptionId })
    .from(appSubscriptions)
    .where(
      and(
        eq(appSubscriptions.agencyId, agencyId),
        inArray(appSubscriptions.status, [...HOLDING_STATUSES]),
        isNotNull(appSubscriptions.stripeSubscriptionId),
      ),
    );
  return Promise.all(rows.map((r) => deps.payments.stripe.subscriptions.retrieve(r.id!)));
}

const pmOf = (sub: Stripe.Subscription) =>
  typeof sub.default_payment_method === 'string' ? sub.default_payment_method : (sub.default_payment_method?.id ?? null);

/** The agency's cards, the default first, each with how many current subscriptions charge it. */
async function cardsOf(deps: Deps, agencyId: string, customer: string | null): Promise<TPaymentMethod[]> {
  if (!customer) return [];
  const [methods, stripeCustomer, subs] = await Promise.all([
    deps.payments.stripe.paymentMethods.list({ customer, type: 'card', limit: 100 }),
    deps.payments.stripe.customers.retrieve(customer),
    currentStripeSubscriptions(deps, agencyId),
  ]);
  const defaultPm = stripeCustomer.deleted ? null : stripeCustomer.invoice_settings?.default_payment_method;
  const defaultId = typeof defaultPm === 'string' ? defaultPm : (defaultPm?.id ?? null);
  return methods.data
    .filter((pm) => pm.card)
    .map((pm) => ({
      id: pm.id,
      brand: pm.card!.brand,
      last4: pm.card!.last4,
      expMonth: pm.card!.exp_month,
      expYear: pm.card!.exp_year,
      isDefault: pm.id === defaultId,
      subscriptions: subs.filter((s) => (pmOf(s) ?? defaultId) === pm.id).length,
    }))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/** GET /app_billings/payment_methods (agency admins and staff). */
export async function listPaymentMethods(deps: Deps, opts: { actor: Actor }): Promise<TPaymentMethod[]> {
  const actor = requireBillingReader(opts.actor);
  return cardsOf(deps, actor.agencyId, await customerOf(deps.db, actor.agencyId));
}

/** POST /app_billings/payment_methods: a SetupIntent on the agency's customer for the card form (one per Add). */
export async function addPaymentMethod(
  deps: Deps,
  opts: { actor: Actor; requestKey: string },
): Promise<{ setupIntentId: string; card: TAppBillingCheckout['card'] }> {
  const actor = requireBillingAdmin(opts.actor);
  const customer = await ensureCustomer({ ...deps, agencyId: actor.agencyId, locationId: null, stripeAccountId: null });
  const intent = await deps.payments.stripe.setupIntents.create(
    { customer, usage: 'off_session', metadata: { atrium_agency_id: actor.agencyId, atrium_purpose: 'app_billing_card' } },
    { idempotencyKey: idempotencyKey('payment_customer', actor.agencyId, `add-card:${opts.requestKey}`) },
  );
  return { setupIntentId: intent.id, card: cardSetup(deps.payments, intent.client_secret ?? '', 'setup') };
}

/** A card of the agency's customer, or a 404 (another customer's card is as unknown as a made-up id). */
async function ownCard(deps: Deps, actor: AgencyUser, pmId: string): Promise<{ customer: string; pm: Stripe.PaymentMethod }> {
  const customer = await customerOf(deps.db, actor.agencyId);
  if (!customer) throw notFound('Card');
  const pm = await deps.payments.stripe.paymentMethods.retrieve(pmId).catch(() => null);
  const owner = typeof pm?.customer === 'string' ? pm.customer : pm?.customer?.id;
  if (!pm || owner !== customer) throw notFound('Card');
  return { customer, pm };
}

/** The customer's default card, and every current subscription charges it from its next payment. */
async function makeDefault(deps: Deps, agencyId: string, customer: string, pmId: string) {
  await deps.payments.stripe.customers.update(customer, { invoice_settings: { default_payment_method: pmId } });
  const subs = await currentStripeSubscriptions(deps, agencyId);
  await Promise.all(
    subs
      .filter((s) => pmOf(s) !== pmId)
      .map((s) => deps.payments.stripe.subscriptions.update(s.id, { default_payment_method: pmId })),
  );
}

/** POST /app_billings/payment_methods/confirm: the card the form saved, read back (and made the default). */
export async function confirmPaymentMethod(
  deps: Deps,
  opts: { actor: Actor; setupIntentId: string; makeDefault: boolean },
): Promise<TPaymentMethod[]> {
  const actor = requireBillingAdmin(opts.actor);
  const customer = await customerOf(deps.db, actor.agencyId);
  const intent = customer ? await deps.payments.stripe.setupIntents.retrieve(opts.setupIntentId).catch(() => null) : null;
  const owner = typeof intent?.customer === 'string' ? intent.customer : intent?.customer?.id;
  if (!intent || !customer || owner !== customer) throw notFound('Card setup');
  const pm = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
  if (intent.status !== 'succeeded' || !pm) {
    throw new AppError(
      409,
      APP_BILLING_ERROR_CODES.cardNotSaved,
      intent.last_setup_error?.message ?? 'Your card was not saved. Check its details and try again.',
    );
  }
  if (opts.makeDefault) await makeDefault(deps, actor.agencyId, customer, pm);
  return cardsOf(deps, actor.agencyId, customer);
}

/** PUT /app_billings/payment_methods/:id/default. */
export async function setDefaultPaymentMethod(deps: Deps, opts: { actor: Actor; id: string }): Promise<TPaymentMethod[]> {
  const actor = requireBillingAdmin(opts.actor);
  const { customer, pm } = await ownCard(deps, actor, opts.id);
  await makeDefault(deps, actor.agencyId, customer, pm.id);
  return cardsOf(deps, actor.agencyId, customer);
}

/**
 * DELETE /app_billings/payment_methods/:id: the subscriptions it paid for move to another card (the default, or the
 * newest other one, which becomes the default); the only card of a current subscription cannot go (409).
 */
export async function removePaymentMethod(deps: Deps, opts: { actor: Actor; id: string }): Promise<TPaymentMethod[]> {
  const actor = requireBillingAdmin(opts.actor);
  const { customer, pm } = await ownCard(deps, actor, opts.id);
  const cards = await cardsOf(deps, actor.agencyId, customer);
  const removed = cards.find((c) => c.id === pm.id);
  const others = cards.filter((c) => c.id !== pm.id);
  if (removed && (removed.subscriptions > 0 || removed.isDefault)) {
    const heir = others.find((c) => c.isDefault) ?? others[0];
    if (!heir && removed.subscriptions > 0) {
      throw conflict('This card pays for your current subscriptions: add another card first, or cancel them');
    }
    if (heir) await makeDefault(deps, actor.agencyId, customer, heir.id);
  }
  await deps.payments.stripe.paymentMethods.detach(pm.id);
  return cardsOf(deps, actor.agencyId, customer);
}
