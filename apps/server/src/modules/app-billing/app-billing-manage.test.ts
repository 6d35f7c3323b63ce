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

const SUBS = '/api/v1/app/billing/subscriptions';
const UNINSTALL = '/api/v1/app/remove_subscription';
const twoLocations = () => ({ kind: 'locations', locationIds: [b.tenants.locationA1._id, b.tenants.locationA2._id] });
const active = (where: ReturnType<typeof eq>) =>
  b.p.db
    .select()
    .from(appInstalls)
    .where(and(where, eq(appInstalls.status, 'active')));

/** A paid subscription of agency A, confirmed with 4242: its id and Stripe's id. */
async function subscribed(
  name: string,
  planOf: (app: Awaited<ReturnType<BillingTestApp['paidApp']>>) => string,
  target = twoLocations(),
) {
  const app = await b.paidApp(name);
  const { confirmed } = await b.buy({ appId: app._id, planId: planOf(app), target });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const sub = confirmed.json().data.subscription;
  const [row] = await b.p.db.select().from(appSubscriptions).where(eq(appSubscriptions._id, sub._id));
  return { app, id: sub._id as string, stripeId: row!.stripeSubscriptionId! };
}

describe('who sees and changes subscriptions', () => {
  it('lists for the agency team; other agencies and locations get 404 or 403 and see nothing', async () => {
    const { id } = await subscribed('Tenancy App', (a) => a.proPlanId);
    const mine = await b.http.get(SUBS, b.tenants.staffA.headers);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.map((s: { _id: string }) => s._id)).toContain(id);
    expect((await b.http.get(`${SUBS}/${id}`, b.tenants.staffA.headers)).json().data).toMatchObject({ _id: id, places: 2 });

    expect((await b.http.get(SUBS, b.tenants.adminB.headers)).json().data).toEqual([]);
    expectError(await b.http.get(`${SUBS}/${id}`, b.tenants.adminB.headers), 404);
    expectError(await b.http.post(`${SUBS}/${id}/cancel`, { when: 'now' }, b.tenants.adminB.headers), 404);
    expectError(await b.http.post(`${SUBS}/${id}/resume`, {}, b.tenants.adminB.headers), 404);
    expectError(await b.http.post(`${SUBS}/${id}/change-plan`, { planId: id }, b.tenants.adminB.headers), 404);
    expectError(await b.http.get(`${SUBS}/${id}`, b.tenants.locationAdminA1.headers), 404);
    expectError(await b.http.get(SUBS, b.tenants.locationAdminA1.headers), 403);
    expectError(await b.http.get('/api/v1/app_billings/summary', b.tenants.staffA1.headers), 403);
    expectError(await b.http.get('/api/v1/app_billings/invoices', b.tenants.locationAdminB1.headers), 403);
    expectError(await b.http.get('/api/v1/app_billings/payment_methods', b.tenants.locationAdminA1.headers), 403);
    // Staff read, never spend.
    expectError(await b.http.post(`${SUBS}/${id}/cancel`, { when: 'now' }, b.tenants.staffA.headers), 403);
    const still = await b.p.db.select().from(appSubscriptions).where(eq(appSubscriptions._id, id));
    expect(still[0]!.status).toBe('active');
  });
});

describe('cancelling', () => {
  it('uninstalling a paid app cancels at the period end, says when, and keeps the installs until then', async () => {
    const { app, id, stripeId } = await subscribed('Cancel App', (a) => a.yearlyPlanId);
    const res = await b.http.post(UNINSTALL, { appId: app._id, target: twoLocations() }, b.admin);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().data;
    expect(answer.removed).toBe(0);
    expect(answer.endingSubscriptions).toEqual([{ subscriptionId: id, endsAt: expect.any(String), installs: 2 }]);
    expect(await active(eq(appInstalls.subscriptionId, id))).toHaveLength(2);
    expect((await b.p.stripe.subscriptions.retrieve(stripeId)).cancel_at_period_end).toBe(true);
    const view = (await b.http.get(`${SUBS}/${id}`, b.admin)).json().data;
    expect(view).toMatchObject({
      cancelAtPeriodEnd: true,
      status: 'trialing',
      currentPeriodEnd: answer.endingSubscriptions[0].endsAt,
    });

    const resumed = await b.http.post(`${SUBS}/${id}/resume`, {}, b.admin);
    expect(resumed.json().data).toMatchObject({ cancelAtPeriodEnd: false });

    // Ending it now removes the installs, and an event that arrives after changes nothing.
    const now = await b.http.post(UNINSTALL, { appId: app._id, target: twoLocations(), when: 'now' }, b.admin);
    expect(now.json().data).toMatchObject({ removed: 2, endingSubscriptions: [] });
    expect(await active(eq(appInstalls.subscriptionId, id))).toHaveLength(0);
    await b.settle();
    const [row] = await b.p.db.select().from(appSubscriptions).where(eq(appSubscriptions._id, id));
    expect(row).toMatchObject({ status: 'canceled' });
    expect(row!.endedAt).not.toBeNull();
    expect(await active(eq(appInstalls.appId, app._id))).toHaveLength(0);
  });

  it('uninstalling one of its locations gives that place up: the quantity goes down', async () => {
    const { app, id, stripeId } = await subscribed('Partial App', (a) => a.proPlanId);
    const res = await b.http.post(
      UNINSTALL,
      { appId: app._id, target: { kind: 'locations', locationIds: [b.tenants.locationA2._id] } },
      b.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.removed).toBe(1);
    const left = await active(eq(appInstalls.subscriptionId, id));
    expect(left.map((i) => i.locationId)).toEqual([b.tenants.locationA1._id]);
    expect((await b.p.stripe.subscriptions.retrieve(stripeId)).items.data[0]!.quantity).toBe(1);
    expect((await b.http.get(`${SUBS}/${id}`, b.admin)).json().data).toMatchObject({ places: 1, totalMinor: 1900 });
  });

  it('a location admin cannot cancel what the agency pays for', async () => {
    const { app, id } = await subscribed('Guarded App', (a) => a.proPlanId);
    const res = await b.http.post(
      UNINSTALL,
      { appId: app._id, target: { kind: 'locations', locationIds: [b.tenants.locationA1._id] } },
      b.tenants.locationAdminA1.headers,
    );
    expectError(res, 403);
    expect(await active(eq(appInstalls.subscriptionId, id))).toHaveLength(2);
  });
});

describe('changing plan', () => {
  it('previews the proration, then moves the subscription and its installs to the new plan', async () => {
    const { app, id, stripeId } = await subscribed('Change App', (a) => a.proPlanId);
    const preview = await b.http.post(`${SUBS}/${id}/change-plan/preview`, { planId: app.plusPlanId }, b.admin);
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json().data;
    expect(p).toMatchObject({ plan: { name: 'Plus' }, unitMinor: 2900, totalMinor: 5800, interval: 'month' });
    // Just started: nearly the whole month's difference (2 places x $10).
    expect(p.prorationMinor).toBeGreaterThan(1900);
    expect(p.prorationMinor).toBeLessThanOrEqual(2000);

    expectError(await b.http.post(`${SUBS}/${id}/change-plan`, { planId: app.freePlanId }, b.admin), 400);
    expectError(await b.http.post(`${SUBS}/${id}/change-plan`, { planId: app.proPlanId }, b.admin), 400);
    const other = await b.paidApp('Elsewhere App');
    expectError(await b.http.post(`${SUBS}/${id}/change-plan`, { planId: other.plusPlanId }, b.admin), 400);

    const res = await b.http.post(`${SUBS}/${id}/change-plan`, { planId: app.plusPlanId }, b.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ plan: { name: 'Plus' }, unitMinor: 2900, totalMinor: 5800, status: 'active' });
    const sub = await b.p.stripe.subscriptions.retrieve(stripeId);
    expect(sub.items.data[0]!.price.unit_amount).toBe(2900);
    const installs = await active(eq(appInstalls.subscriptionId, id));
    expect(installs.map((i) => i.planId)).toEqual([app.plusPlanId, app.plusPlanId]);
  });
});

describe('bundles', () => {
  it('one subscription installs every app of the bundle for the agency, and removes them when it ends', async () => {
    const first = await b.paidApp('Bundle One', 'agency');
    const second = await b.paidApp('Bundle Two', 'both');
    const locationOnly = await b.paidApp('Bundle Three', 'location');
    await b.bundle('levelup', 'agency', [first._id, second._id, locationOnly._id]);
    expectError(await b.http.post('/api/v1/app/billing/quote', { bundleSlug: 'levelup', target: twoLocations() }, b.admin), 400);
    const { confirmed } = await b.buy({ bundleSlug: 'levelup', target: { kind: 'agency' } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const data = confirmed.json().data;
    expect(data).toMatchObject({
      outcome: 'active',
      subscription: { subject: 'bundle', bundle: { slug: 'levelup' }, totalMinor: 9700 },
    });
    expect(data.installs.map((i: { appId: string }) => i.appId).sort()).toEqual([first._id, second._id].sort());
    const bundle = await b.http.get('/api/v1/app/bundles/levelup', b.admin);
    expect(bundle.json().data.installedAppIds.sort()).toEqual([first._id, second._id].sort());
    // Its apps go with the bundle only.
    expectError(await b.http.post(UNINSTALL, { appId: first._id, target: { kind: 'agency' } }, b.admin), 409);
    // Buying it twice is refused.
    expectError(
      await b.http.post('/api/v1/app/billing/quote', { bundleSlug: 'levelup', target: { kind: 'agency' } }, b.admin),
      409,
      'already_subscribed',
    );

    const cancelled = await b.http.post(`${SUBS}/${data.subscription._id}/cancel`, { when: 'now' }, b.admin);
    expect(cancelled.json().data).toMatchObject({ status: 'canceled' });
    expect(await active(eq(appInstalls.subscriptionId, data.subscription._id))).toHaveLength(0);
  });
});

describe('/app_billings', () => {
  it('sums the monthly spend per currency, with trials apart, and lists the cards', async () => {
    const summary = await b.http.get('/api/v1/app_billings/summary', b.tenants.staffA.headers);
    expect(summary.statusCode, summary.body).toBe(200);
    const data = summary.json().data;
    expect(data.agency).toMatchObject({ _id: b.tenants.agencyA._id, plan: 'free' });
    const total = data.subscriptions.reduce((sum: number, s: { monthlyMinor: number }) => sum + s.monthlyMinor, 0);
    expect(data.monthly).toEqual([{ currency: 'USD', totalMinor: total, trialingMinor: expect.any(Number) }]);
    expect(total).toBeGreaterThan(0);

    const cards = await b.http.get('/api/v1/app_billings/payment_methods', b.tenants.staffA.headers);
    expect(cards.statusCode, cards.body).toBe(200);
    expect(cards.json().data.length).toBeGreaterThan(0);
    expect(cards.json().data[0]).toMatchObject({ brand: 'visa', last4: '4242', isDefault: true });
  });

  it('adds a card as the default, moves subscriptions to it, and removes the old one', async () => {
    await subscribed('Card App', (a) => a.proPlanId);
    const before = (await b.http.get('/api/v1/app_billings/payment_methods', b.admin)).json().data;
    const add = await b.http.post('/api/v1/app_billings/payment_methods', { requestKey: crypto.randomUUID() }, b.admin);
    expect(add.statusCode, add.body).toBe(200);
    await b.p.confirmSetupWithCard(add.json().data.setupIntentId, 'visa');
    const after = await b.http.post(
      '/api/v1/app_billings/payment_methods/confirm',
      { setupIntentId: add.json().data.setupIntentId },
      b.admin,
    );
    expect(after.statusCode, after.body).toBe(200);
    const cards = after.json().data;
    expect(cards).toHaveLength(before.length + 1);
    const newDefault = cards.find((c: { isDefault: boolean }) => c.isDefault);
    expect(before.map((c: { id: string }) => c.id)).not.toContain(newDefault.id);
    expect(newDefault.subscriptions).toBeGreaterThan(0);

    for (const old of before) {
      const res = await b.http.del(`/api/v1/app_billings/payment_methods/${old.id}`, b.admin);
      expect(res.statusCode, res.body).toBe(200);
    }
    expectError(await b.http.del(`/api/v1/app_billings/payment_methods/${newDefault.id}`, b.admin), 409);
    expectError(await b.http.del(`/api/v1/app_billings/payment_methods/${newDefault.id}`, b.tenants.adminB.headers), 404);
    expectError(
      await b.http.put(`/api/v1/app_billings/payment_methods/${newDefault.id}/default`, {}, b.tenants.staffA.headers),
      403,
    );
  });
});
