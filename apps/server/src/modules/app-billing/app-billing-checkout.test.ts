import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/http';
import { appInstalls } from '../apps/installs.tables';
import { appSubscriptions } from './app-billing.tables';
import { type BillingTestApp, createBillingTestApp } from './app-billing-fixtures';

let b: BillingTestApp;
beforeAll(async () => {
  b = await createBillingTestApp();
}, 120_000);
afterAll(() => b.p.close());

const QUOTE = '/api/v1/app/billing/quote';
const CHECKOUT = '/api/v1/app/billing/checkout';
const CONFIRM = '/api/v1/app/billing/confirm';
const INSTALL = '/api/v1/app/update_app_with_company_id';

const twoLocations = () => ({ kind: 'locations', locationIds: [b.tenants.locationA1._id, b.tenants.locationA2._id] });
const activeOf = (subscriptionId: string) =>
  b.p.db
    .select()
    .from(appInstalls)
    .where(and(eq(appInstalls.subscriptionId, subscriptionId), eq(appInstalls.status, 'active')));

describe('quote', () => {
  it('totals a yearly plan for two locations with its trial', async () => {
    const app = await b.paidApp('Quote App');
    const res = await b.http.post(QUOTE, { appId: app._id, planId: app.yearlyPlanId, target: twoLocations() }, b.admin);
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json().data;
    expect(quote).toMatchObject({
      subject: 'app_plan',
      app: { _id: app._id, name: 'Quote App' },
      plan: { _id: app.yearlyPlanId, name: 'Yearly' },
      places: 2,
      unitMinor: 48500,
      totalMinor: 97000,
      currency: 'USD',
      interval: 'year',
      trialDays: 14,
      partnerShare: true,
    });
    expect(quote.placesTarget.locations.map((l: { name: string }) => l.name)).toEqual(['Alpha One', 'Alpha Two']);
    const days = (Date.parse(quote.trialEndsAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThan(14.1);
  });

  it('prices all locations at the agency count now and the agency at one place', async () => {
    const app = await b.paidApp('Count App');
    const all = await b.http.post(QUOTE, { appId: app._id, planId: app.proPlanId, target: { kind: 'all_locations' } }, b.admin);
    expect(all.json().data).toMatchObject({ places: 2, totalMinor: 3800, interval: 'month', trialDays: 0, trialEndsAt: null });
    const agency = await b.http.post(QUOTE, { appId: app._id, planId: app.proPlanId, target: { kind: 'agency' } }, b.admin);
    expect(agency.json().data).toMatchObject({ places: 1, totalMinor: 1900, placesTarget: { kind: 'agency' } });
  });

  it('refuses free plans, other agencies, staff, location admins and partners that cannot take payments', async () => {
    const app = await b.paidApp('Rules App');
    const body = { appId: app._id, planId: app.proPlanId, target: twoLocations() };
    expectError(await b.http.post(QUOTE, { ...body, planId: app.freePlanId }, b.admin), 400);
    expectError(
      await b.http.post(QUOTE, { ...body, target: { kind: 'locations', locationIds: [b.tenants.locationB1._id] } }, b.admin),
      404,
    );
    expectError(await b.http.post(QUOTE, body, b.tenants.staffA.headers), 403);
    expectError(await b.http.post(QUOTE, body, b.tenants.locationAdminA1.headers), 403);
    expectError(await b.http.post(QUOTE, body), 401);

    const { insertPartner } = await import('../apps/installs-fixtures');
    const unpaid = await insertPartner(b.p.db, 'unpaid-labs');
    const other = await b.paidApp('Unpaid App', 'both', unpaid._id);
    const res = await b.http.post(QUOTE, { appId: other._id, planId: other.proPlanId, target: { kind: 'agency' } }, b.admin);
    expectError(res, 409, 'payments_unavailable');
    expect(res.json().error.message).toBe('This app cannot take payments yet');
  });
});

describe('installing a paid plan', () => {
  it('answers 402 payment_required with the quote instead of installing for free', async () => {
    const app = await b.paidApp('Gate App');
    const res = await b.http.post(INSTALL, { appId: app._id, planId: app.yearlyPlanId, target: twoLocations() }, b.admin);
    expectError(res, 402, 'payment_required');
    expect(res.json().error.details).toMatchObject({ totalMinor: 97000, places: 2, interval: 'year', trialDays: 14 });
    const installs = await b.p.db.select().from(appInstalls).where(eq(appInstalls.appId, app._id));
    expect(installs).toEqual([]);
    // The free plan installs as it always did.
    const free = await b.http.post(INSTALL, { appId: app._id, planId: app.freePlanId, target: twoLocations() }, b.admin);
    expect(free.statusCode, free.body).toBe(200);
  });
});

describe('checkout and confirm', () => {
  it('starts a trial for two locations and installs at once; a double click makes one subscription', async () => {
    const app = await b.paidApp('Trial App');
    const requestKey = randomUUID();
    const body = { appId: app._id, planId: app.yearlyPlanId, target: twoLocations(), requestKey, quotedTotalMinor: 97000 };
    const [first, second] = await Promise.all([b.http.post(CHECKOUT, body, b.admin), b.http.post(CHECKOUT, body, b.admin)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const checkout = first.json().data;
    expect(second.json().data.subscriptionId).toBe(checkout.subscriptionId);
    expect(second.json().data.card.clientSecret).toBe(checkout.card.clientSecret);
    expect(checkout).toMatchObject({
      status: 'incomplete',
      card: { mode: 'setup', publishableKey: b.p.payments.publishableKey, stripeAccount: null },
      quote: { totalMinor: 97000, places: 2 },
    });
    const rows = await b.p.db.select().from(appSubscriptions).where(eq(appSubscriptions.requestKey, requestKey));
    expect(rows).toHaveLength(1);

    // The same key for something else is refused, not a second purchase.
    const other = await b.paidApp('Other App');
    expectError(await b.http.post(CHECKOUT, { ...body, appId: other._id, planId: other.proPlanId }, b.admin), 409);
    // Confirming before the card is saved says so.
    expectError(await b.http.post(CONFIRM, { subscriptionId: checkout.subscriptionId }, b.admin), 409, 'card_not_saved');

    const setupIntentId = checkout.card.clientSecret.split('_secret_')[0];
    await b.p.confirmSetupWithCard(setupIntentId, 'visa');
    const res = await b.http.post(CONFIRM, { subscriptionId: checkout.subscriptionId }, b.admin);
    expect(res.statusCode, res.body).toBe(200);
    const confirmed = res.json().data;
    expect(confirmed).toMatchObject({ outcome: 'active', card: null, message: null, subscription: { status: 'trialing' } });
    expect(confirmed.installs).toHaveLength(2);
    expect(confirmed.subscription.trialEndsAt).not.toBeNull();
    expect(confirmed.subscription.currentPeriodEnd).toBe(confirmed.subscription.trialEndsAt);

    const [row] = await b.p.db.select().from(appSubscriptions).where(eq(appSubscriptions._id, checkout.subscriptionId));
    const sub = await b.p.stripe.subscriptions.retrieve(row!.stripeSubscriptionId!);
    expect(sub).toMatchObject({
      status: 'trialing',
      application_fee_percent: 20,
      transfer_data: { destination: b.account.id },
      metadata: { atrium_kind: 'app_subscription', atrium_id: row!._id },
    });
    expect(sub.items.data[0]).toMatchObject({ quantity: 2, price: { unit_amount: 48500, recurring: { interval: 'year' } } });

    // Confirming again, and the webhooks (twice over), change nothing: one set of installs.
    expect((await b.http.post(CONFIRM, { subscriptionId: checkout.subscriptionId }, b.admin)).json().data.outcome).toBe('active');
    await b.settle();
    await b.settle();
    expect(await activeOf(checkout.subscriptionId)).toHaveLength(2);
    const all = await b.p.db.select().from(appInstalls).where(eq(appInstalls.appId, app._id));
    expect(all).toHaveLength(2);
  });

  it('charges a plan without a trial at once and mirrors its invoice', async () => {
    const app = await b.paidApp('Now App', 'agency');
    const { confirmed } = await b.buy({ appId: app._id, planId: app.proPlanId, target: { kind: 'agency' } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const data = confirmed.json().data;
    expect(data).toMatchObject({ outcome: 'active', subscription: { status: 'active', totalMinor: 1900, monthlyMinor: 1900 } });
    expect(data.installs).toEqual([expect.objectContaining({ appId: app._id, locationId: null, planName: 'Pro' })]);
    await b.settle();
    const invoices = await b.http.get(`/api/v1/app_billings/invoices?subscription_id=${data.subscription._id}`, b.admin);
    expect(invoices.statusCode, invoices.body).toBe(200);
    expect(invoices.json().data).toEqual([
      expect.objectContaining({ status: 'paid', amountPaidMinor: 1900, currency: 'USD', subscriptionId: data.subscription._id }),
    ]);
  });

  it('reports a card the bank declines when saving it, and a first payment declined after', async () => {
    const app = await b.paidApp('Decline App', 'agency');
    const declined = await b.buy({ appId: app._id, planId: app.proPlanId, target: { kind: 'agency' } }, 'declined');
    expectError(declined.confirmed, 409, 'card_not_saved');
    expect(declined.confirmed.json().error.message).toBe('Your card was declined.');

    const failing = await b.buy({ appId: app._id, planId: app.proPlanId, target: { kind: 'agency' } }, 'chargeCustomerFail');
    expect(failing.confirmed.statusCode, failing.confirmed.body).toBe(200);
    expect(failing.confirmed.json().data).toMatchObject({ outcome: 'failed', message: expect.stringContaining('declined') });
    expect(failing.confirmed.json().data.installs).toEqual([]);
    expect(await activeOf(failing.checkout.subscriptionId)).toHaveLength(0);
  });

  it('asks for 3-D Secure on the first payment, then installs once it is done (a location bundle)', async () => {
    const app = await b.paidApp('Secure App', 'location');
    await b.bundle('unlimited', 'location', [app._id]);
    const oneLocation = { kind: 'locations', locationIds: [b.tenants.locationA1._id] };
    expectError(await b.http.post(QUOTE, { bundleSlug: 'unlimited', target: twoLocations() }, b.admin), 400);
    const started = await b.http.post(
      CHECKOUT,
      { bundleSlug: 'unlimited', target: oneLocation, requestKey: randomUUID() },
      b.admin,
    );
    expect(started.statusCode, started.body).toBe(200);
    const checkout = started.json().data;
    const setupIntentId = checkout.card.clientSecret.split('_secret_')[0];
    // This card authenticates when it is saved (inside the card form) and again on every payment.
    const saving = await b.p.confirmSetupWithCard(setupIntentId, 'authenticationRequired');
    expect(saving.status).toBe('requires_action');
    await b.p.authenticate(setupIntentId, 'succeed');
    const confirmed = await b.http.post(CONFIRM, { subscriptionId: checkout.subscriptionId }, b.admin);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const data = confirmed.json().data;
    expect(data).toMatchObject({ outcome: 'requires_action', card: { mode: 'payment' }, installs: [] });
    // Asking again before authenticating says the same, and installs nothing.
    const again = await b.http.post(CONFIRM, { subscriptionId: checkout.subscriptionId }, b.admin);
    expect(again.json().data).toMatchObject({ outcome: 'requires_action', installs: [] });

    // The card form, on session: it confirms the invoice's payment with the card, which then authenticates.
    const paymentId = data.card.clientSecret.split('_secret_')[0];
    const paying = await b.p.confirmWithCard(paymentId, 'authenticationRequired');
    expect(paying.status).toBe('requires_action');
    await b.p.authenticate(paymentId, 'succeed');
    const after = await b.http.post(CONFIRM, { subscriptionId: checkout.subscriptionId }, b.admin);
    expect(after.json().data).toMatchObject({ outcome: 'active', subscription: { status: 'active', totalMinor: 9700 } });
    expect(after.json().data.installs).toEqual([
      expect.objectContaining({ appId: app._id, locationId: b.tenants.locationA1._id }),
    ]);
  });

  it('takes a lifetime plan once: active for good, no renewal; cancelling ends it now', async () => {
    const app = await b.paidApp('Lifetime App', 'agency');
    const { checkout, confirmed } = await b.buy({ appId: app._id, planId: app.lifetimePlanId, target: { kind: 'agency' } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      outcome: 'active',
      subscription: { status: 'active', interval: 'one_time', totalMinor: 99000, monthlyMinor: 0, currentPeriodEnd: null },
    });
    expect(confirmed.json().data.installs).toHaveLength(1);
    // Confirming again pays nothing more.
    await b.http.post(CONFIRM, { subscriptionId: checkout.subscriptionId }, b.admin);
    const intents = await b.p.stripe.paymentIntents.list({ limit: 100 });
    const ours = intents.data.filter((i) => i.metadata.atrium_id === checkout.subscriptionId);
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({ amount: 99000, status: 'succeeded', application_fee_amount: 19800 });

    const ended = await b.http.post(
      `/api/v1/app/billing/subscriptions/${checkout.subscriptionId}/cancel`,
      { when: 'period_end' },
      b.admin,
    );
    expect(ended.json().data).toMatchObject({ status: 'canceled' });
    expect(await activeOf(checkout.subscriptionId)).toHaveLength(0);
  });
});
