import { and, asc, eq, gt, inArray, notExists } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Payments } from '../integrations/payments/payments';
import { DEMO_PARTNER_ACCOUNT_IDS } from '../integrations/payments/sandbox/demo-accounts';
import { appSubscriptions } from '../modules/app-billing/app-billing.tables';
import { checkout, quotePurchase } from '../modules/app-billing/app-billing-checkout.service';
import { completeCheckout } from '../modules/app-billing/app-billing-confirm.service';
import { appBundleApps, appPlans, apps, partners } from '../modules/apps/apps.tables';
import { appInstalls } from '../modules/apps/installs.tables';
import { agencyPaymentAccount } from '../modules/payments/payment-accounts';
import { storeProducts, storeSubscriptions } from '../modules/store/store.tables';
import type { StoreFulfilment } from '../modules/store/store-fulfilment';
import { createSetupIntent, createSubscription } from '../modules/store/store-subscriptions.service';
import { AppError } from '../platform/errors';
import type { Realtime } from '../platform/realtime/realtime';
import type { UserActor } from '../platform/tenancy/actor';
import { memberships, users } from '../platform/tenancy/tenancy.tables';

/** The demo's purchases carry fixed request keys (a browser sends a fresh UUID per Subscribe): found again on restart. */
export const DEMO_STORE_SUBSCRIPTION_KEY = 'de30a5e0-0000-4000-8000-000000000023';
export const DEMO_APP_SUBSCRIPTION_KEY = 'de30a5e0-0000-4000-8000-000000000123';

/** Stripe's test Visa: what the demo's people "typed" into the card form. */
const CARD = 'pm_card_visa';

/** A demo user as the services see the signed-in person (no session: the demo acts for them while it loads). */
async function actorOf(db: Db, email: string): Promise<UserActor | null> {
  const [row] = await db
    .select({ userId: users._id, role: memberships.role, agencyId: memberships.agencyId, locationId: memberships.locationId })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users._id))
    .where(eq(users.email, email))
    .limit(1);
  return row ? { kind: 'user', sessionId: 'demo-seed', email, ...row } : null;
}

/** Saves the test card on a SetupIntent, as the card form would (once: a confirmed one is left as it is). */
async function saveCard(payments: Payments, setupIntentId: string, stripeAccount?: string) {
  const on = stripeAccount ? { stripeAccount } : {};
  const intent = await payments.stripe.setupIntents.retrieve(setupIntentId, {}, on);
  if (intent.status !== 'succeeded') await payments.stripe.setupIntents.confirm(setupIntentId, { payment_method: CARD }, on);
}

/**
 * Emma (Summit Dental Downtown) subscribes to Summit's monthly service through the store's own Subscribe steps: a
 * card saved with a SetupIntent on Summit's account, then the subscription, its first invoice paid and its order
 * made. Nothing when it exists already with its Stripe subscription.
 */
export async function subscribeDemoStoreService(fx: StoreFulfilment, feePercent: number, agencyId: string): Promise<boolean> {
  const { db, payments } = fx;
  const buyer = await actorOf(db, 'emma@summitdental.test');
  if (!buyer?.locationId || buyer.agencyId !== agencyId) return false;
  const [done] = await db
    .select({ id: storeSubscriptions.stripeSubscriptionId })
    .from(storeSubscriptions)
    .where(
      and(eq(storeSubscriptions.locationId, buyer.locationId), eq(storeSubscriptions.requestKey, DEMO_STORE_SUBSCRIPTION_KEY)),
    );
  if (done?.id) return false;
  const [product] = await db
    .select()
    .from(storeProducts)
    .where(and(eq(storeProducts.agencyId, agencyId), eq(storeProducts.status, 'published'), eq(storeProducts.billing, 'month')))
    .orderBy(asc(storeProducts.position))
    .limit(1);
  const account = await agencyPaymentAccount(db, agencyId);
  if (!product || !account) return false;
  const requestKey = DEMO_STORE_SUBSCRIPTION_KEY;
  const setup = await createSetupIntent({ fx, actor: buyer, body: { storeId: product.storeId, requestKey } });
  await saveCard(payments, setup.setupIntentId, account.stripeAccountId);
  await createSubscription({
    fx,
    actor: buyer,
    feePercent,
    body: {
      productId: product._id,
      options: [],
      requestKey,
      expectedAmountMinor: product.priceMinor,
      currency: product.currency,
      setupIntentId: setup.setupIntentId,
    },
  });
  return true;
}

/**
 * The paid app the demo agency pays for: a live app of a demo partner (its share goes to the partner's account) with
 * a monthly plan without a trial (so there is spend and a paid invoice at once), in no bundle and installed nowhere
 * at the agency (the browser tests buy a trial plan and the bundle themselves). First by name, so every fresh demo
 * picks the same one.
 */
async function paidAppCandidates(db: Db, agencyId: string) {
  return db
    .select({ appId: apps._id, planId: appPlans._id })
    .from(apps)
    .innerJoin(partners, eq(partners._id, apps.partnerId))
    .innerJoin(appPlans, eq(appPlans.appId, apps._id))
    .where(
      and(
        eq(apps.status, 'live'),
        inArray(apps.installTarget, ['agency', 'both']),
        inArray(partners.name, Object.keys(DEMO_PARTNER_ACCOUNT_IDS)),
        eq(appPlans.model, 'monthly'),
        gt(appPlans.priceCents, 0),
        eq(appPlans.trialDays, 0),
        notExists(db.select().from(appBundleApps).where(eq(appBundleApps.appId, apps._id))),
        notExists(
          db
            .select()
            .from(appInstalls)
            .where(and(eq(appInstalls.appId, apps._id), eq(appInstalls.agencyId, agencyId))),
        ),
      ),
    )
    .orderBy(asc(apps.name), asc(appPlans.position))
    .limit(10);
}

/**
 * Olivia pays for an app's plan for Summit Growth through app billing's own steps: checkout (the agency's platform
 * customer and a SetupIntent), the test card saved, then confirm (the subscription, its first invoice paid, the card
 * the customer's default, the app installed). Nothing when the demo's subscription exists already at Stripe.
 */
export async function subscribeDemoPaidApp(
  deps: { db: Db; payments: Payments; realtime: Pick<Realtime, 'to'> | null },
  feePercent: number,
  agencyId: string,
): Promise<boolean> {
  const { db, payments } = deps;
  const actor = await actorOf(db, 'olivia@summitgrowth.test');
  if (!actor || actor.agencyId !== agencyId) return false;
  const [existing] = await db
    .select()
    .from(appSubscriptions)
    .where(and(eq(appSubscriptions.agencyId, agencyId), eq(appSubscriptions.requestKey, DEMO_APP_SUBSCRIPTION_KEY)));
  if (existing?.stripeSubscriptionId) return false;
  let purchase = existing?.appId && existing.planId ? { appId: existing.appId, planId: existing.planId } : null;
  for (const candidate of purchase ? [] : await paidAppCandidates(db, agencyId)) {
    try {
      await quotePurchase({ db, actor, purchase: { ...candidate, target: { kind: 'agency' } }, feePercent });
      purchase = candidate;
      break;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  if (!purchase) return false;
  const started = await checkout(
    { db, payments, feePercent },
    { actor, body: { ...purchase, target: { kind: 'agency' }, requestKey: DEMO_APP_SUBSCRIPTION_KEY } },
  );
  const [row] = await db.select().from(appSubscriptions).where(eq(appSubscriptions._id, started.subscriptionId));
  await saveCard(payments, row!.stripeSetupIntentId!);
  await completeCheckout({ db, payments, realtime: deps.realtime }, row!);
  return true;
}
