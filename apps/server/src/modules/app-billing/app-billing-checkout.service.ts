import {
  APP_BILLING_ERROR_CODES,
  type TAppBillingCheckout,
  type TAppBillingQuote,
  type TCardFormSetup,
  type ZAppBillingCheckoutBody,
} from '@atrium/contracts/app-billing';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Payments } from '../../integrations/payments/payments';
import { AppError } from '../../platform/errors';
import type { Actor } from '../../platform/tenancy/actor';
import { idempotencyKey, recordMetadata } from '../payments/idempotency';
import { ensureCustomer } from '../payments/payment-customers';
import { appSubscriptions } from './app-billing.tables';
import { type AgencyUser, requireBillingAdmin, type SubscriptionRow } from './app-billing-access';
import { type Purchase, pricePurchase, toQuote } from './app-billing-quote';
import { toSubscription } from './app-billing-view';

type CheckoutBody = z.output<typeof ZAppBillingCheckoutBody>;

/** Checkout's and confirm's dependencies: Stripe, the platform's fee, and the sockets. */
export interface BillingServiceDeps {
  db: Db;
  payments: Payments;
  feePercent: number;
}

/** POST /app/billing/quote: what the purchase costs (agency admins; a partner that cannot take payments is a 409). */
export async function quotePurchase(opts: { db: Db; actor: Actor; purchase: Purchase; feePercent: number }) {
  const actor = requireBillingAdmin(opts.actor);
  return toQuote(await pricePurchase({ ...opts, actor }));
}

/** What the card form needs for one of the platform's intents. */
export function cardSetup(payments: Payments, clientSecret: string, mode: TCardFormSetup['mode']): TCardFormSetup {
  return {
    clientSecret,
    publishableKey: payments.publishableKey,
    cardFrameUrl: payments.cardFrameUrl,
    stripeAccount: null,
    mode,
  };
}

/** A row's quote again, as it was priced when checkout started (a retry never reprices). */
export async function quoteOfRow(db: Db, row: SubscriptionRow): Promise<TAppBillingQuote> {
  const view = await toSubscription(db, row);
  return {
    subject: view.subject,
    app: view.app,
    plan: view.plan,
    bundle: view.bundle,
    placesTarget: view.placesTarget,
    places: view.places,
    unitMinor: view.unitMinor,
    totalMinor: view.totalMinor,
    currency: view.currency,
    interval: view.interval,
    trialDays: row.trialDays,
    trialEndsAt: row.trialEnd?.toISOString() ?? null,
    partnerShare: row.transferAccountId !== null,
  };
}

const byRequestKey = async (db: Db, agencyId: string, requestKey: string) => {
  const [row] = await db
    .select()
    .from(appSubscriptions)
    .where(and(eq(appSubscriptions.agencyId, agencyId), eq(appSubscriptions.requestKey, requestKey)))
    .limit(1);
  return row ?? null;
};

/** The same key sent for another purchase is a mistake of the caller, never a second purchase. */
function assertSamePurchase(row: SubscriptionRow, purchase: Purchase) {
  const same = 'appId' in purchase ? row.appId === purchase.appId && row.planId === purchase.planId : row.subject === 'bundle';
  if (!same) throw new AppError(409, 'conflict', 'This request key was already used for another purchase');
}

/** A new row for the purchase, priced now; the quoted price the page showed must still be the price. */
async function createRow(db: Db, actor: AgencyUser, body: CheckoutBody, feePercent: number): Promise<SubscriptionRow> {
  const { requestKey, quotedTotalMinor, quotedCurrency, ...purchase } = body;
  const priced = await pricePurchase({ db, actor, purchase, feePercent });
  if (
    (quotedTotalMinor !== undefined && quotedTotalMinor !== priced.totalMinor) ||
    (quotedCurrency !== undefined && quotedCurrency.toUpperCase() !== priced.currency)
  ) {
    throw new AppError(
      409,
      APP_BILLING_ERROR_CODES.priceChanged,
      'The price changed since this page was loaded. Check the new total, then subscribe again.',
      { quote: toQuote(priced) },
    );
  }
  await db
    .insert(appSubscriptions)
    .values({
      agencyId: actor.agencyId,
      subject: priced.subject,
      appId: priced.appId,
      planId: priced.planId,
      bundleId: priced.bundleId,
      target: priced.target,
      quantity: priced.places,
      unitMinor: priced.unitMinor,
      currency: priced.currency,
      interval: priced.interval,
      trialDays: priced.trialDays,
      trialEnd: priced.trialEndsAt,
      requestKey,
      createdBy: actor.userId,
      transferAccountId: priced.transferAccountId,
      feePercent: priced.transferAccountId ? priced.feePercent : 0,
    })
    .onConflictDoNothing();
  // A second click that raced this one inserted nothing and reads the first one's row.
  return (await byRequestKey(db, actor.agencyId, requestKey))!;
}

/**
 * POST /app/billing/checkout: the subscription row first (`incomplete`), then the agency's platform customer and a
 * SetupIntent for the card form, each created at Stripe with a key from the row: the same requestKey answers the
 * same subscription and the same intent, however often it is sent.
 */
export async function checkout(
  deps: BillingServiceDeps,
  opts: { actor: Actor; body: CheckoutBody },
): Promise<TAppBillingCheckout> {
  const { db, payments } = deps;
  const actor = requireBillingAdmin(opts.actor);
  const { requestKey, quotedTotalMinor: _t, quotedCurrency: _c, ...purchase } = opts.body;
  const existing = await byRequestKey(db, actor.agencyId, requestKey);
  if (existing) assertSamePurchase(existing, purchase);
  let row = existing ?? (await createRow(db, actor, opts.body, deps.feePercent));

  const customer =
    row.stripeCustomerId ??
    (await ensureCustomer({ db, payments, agencyId: actor.agencyId, locationId: null, stripeAccountId: null }));
  const intent = row.stripeSetupIntentId
    ? await payments.stripe.setupIntents.retrieve(row.stripeSetupIntentId)
    : await payments.stripe.setupIntents.create(
        {
          customer,
          usage: 'off_session',
          metadata: recordMetadata('app_subscription', row._id),
        },
        { idempotencyKey: idempotencyKey('app_subscription', row._id, 'setup') },
      );
  if (!row.stripeSetupIntentId || !row.stripeCustomerId) {
    const [updated] = await db
      .update(appSubscriptions)
      .set({ stripeCustomerId: customer, stripeSetupIntentId: intent.id, updatedAt: new Date() })
      .where(and(eq(appSubscriptions._id, row._id), isNull(appSubscriptions.stripeSetupIntentId)))
      .returning();
    row = updated ?? row;
  }
  return {
    subscriptionId: row._id,
    status: row.status,
    card: cardSetup(payments, intent.client_secret ?? '', 'setup'),
    quote: await quoteOfRow(db, row),
  };
}
