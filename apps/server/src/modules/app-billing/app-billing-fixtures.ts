import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { jsonRequest } from '../../test/http';
import { seedTenants } from '../../test/tenants';
import { appBundleApps, appBundles, appPlans } from '../apps/apps.tables';
import { insertApp, insertPartner } from '../apps/installs-fixtures';
import { paymentAccounts } from '../payments/payments.tables';
import { sweepStripeEvents } from '../payments/stripe-event-worker';
import { createPaymentsTestApp, type TestCardName } from '../payments/test-payments';

/** Test set-up for paying for apps: the payments test app, tenants, a partner that can take payments and its app. */
export async function createBillingTestApp() {
  const p = await createPaymentsTestApp();
  const tenants = await seedTenants(p.t);
  const http = jsonRequest(p.app);
  const partner = await insertPartner(p.db, 'paid-labs');
  const account = await p.stripe.accounts.create({ type: 'standard', business_profile: { name: 'Paid Labs' } });
  // Onboarded at the sandbox too: transfers to it go through, as Atrium's row says.
  await p.stripe.rawRequest('POST', `/v1/test_helpers/accounts/${account.id}/complete_onboarding`, {});
  await p.db.insert(paymentAccounts).values({
    owner: 'partner',
    partnerId: partner._id,
    stripeAccountId: account.id,
    connectMethod: 'oauth',
    chargesEnabled: true,
    payoutsEnabled: true,
    detailsSubmitted: true,
    defaultCurrency: 'USD',
    connectedAt: new Date(),
  });

  /** A live app of the paid partner: Free, Pro ($19/month, no trial), Yearly ($485/year, 14-day trial), Plus ($29/month). */
  const paidApp = async (name: string, installTarget: 'agency' | 'location' | 'both' = 'both', partnerId = partner._id) => {
    const app = await insertApp(p.db, partnerId, { name, installTarget });
    const plans = await p.db
      .insert(appPlans)
      .values([
        { appId: app._id, name: 'Yearly', model: 'yearly', priceCents: 48500, trialDays: 14, position: 2 },
        { appId: app._id, name: 'Plus', model: 'monthly', priceCents: 2900, position: 3 },
        { appId: app._id, name: 'Lifetime', model: 'one_time', priceCents: 99000, position: 4 },
      ])
      .returning();
    const id = (n: string) => plans.find((x) => x.name === n)!._id;
    return { ...app, yearlyPlanId: id('Yearly'), plusPlanId: id('Plus'), lifetimePlanId: id('Lifetime') };
  };

  /** A bundle store of these apps at $97/month. */
  const bundle = async (slug: 'levelup' | 'unlimited', audience: 'agency' | 'location', appIds: string[]) => {
    const [row] = await p.db
      .insert(appBundles)
      .values({
        slug,
        name: slug === 'levelup' ? 'Level Up Store' : 'Unlimited Location Pack',
        description: 'Bundle for tests',
        audience,
        planName: 'Bundle',
        planModel: 'monthly',
        priceCents: 9700,
      })
      .returning();
    await p.db.insert(appBundleApps).values(appIds.map((appId, position) => ({ bundleId: row!._id, appId, position })));
    return row!;
  };

  const workerDeps = () => ({
    db: p.db,
    payments: p.payments,
    realtime: null,
    mailer: p.app.deps.mailer,
    jobs: null,
    publicUrl: 'https://apps.atrium.test',
  });

  /** Delivers the sandbox's webhooks into the app and processes what it stored (the job queue is off in tests). */
  const settle = async () => {
    await p.deliverWebhooks();
    await sweepStripeEvents(workerDeps(), new Date(Date.now() + 3_600_000));
  };

  const admin = tenants.adminA.headers;

  /** Checkout, the card form with a test card, and confirm: the confirm answer. */
  const buy = async (body: Record<string, unknown>, card: TestCardName = 'visa', headers = admin) => {
    const started = await http.post('/api/v1/app/billing/checkout', { requestKey: randomUUID(), ...body }, headers);
    expect(started.statusCode, started.body).toBe(200);
    const checkout = started.json().data;
    const setupIntentId = (checkout.card.clientSecret as string).split('_secret_')[0]!;
    await p.confirmSetupWithCard(setupIntentId, card);
    const confirmed = await http.post('/api/v1/app/billing/confirm', { subscriptionId: checkout.subscriptionId }, headers);
    return { checkout, setupIntentId, confirmed };
  };

  return { p, tenants, http, partner, account, paidApp, bundle, settle, workerDeps, buy, admin };
}

export type BillingTestApp = Awaited<ReturnType<typeof createBillingTestApp>>;
