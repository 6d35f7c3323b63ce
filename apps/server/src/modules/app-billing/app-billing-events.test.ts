import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appInstalls } from '../apps/installs.tables';
import { paymentInvoices, stripeEvents } from '../payments/payments.tables';
import { appSubscriptions } from './app-billing.tables';
import { type BillingTestApp, createBillingTestApp } from './app-billing-fixtures';
import { handleAppBillingStripeEvent } from './app-billing-stripe-events';

let b: BillingTestApp;
beforeAll(async () => {
  b = await createBillingTestApp();
}, 120_000);
afterAll(() => b.p.close());

const WEBHOOK = '/api/v1/payments/stripe/webhook';
const twoLocations = () => ({ kind: 'locations', locationIds: [b.tenants.locationA1._id, b.tenants.locationA2._id] });
const rowOf = async (id: string) => (await b.p.db.select().from(appSubscriptions).where(eq(appSubscriptions._id, id)))[0]!;
const installsOf = (id: string) =>
  b.p.db
    .select()
    .from(appInstalls)
    .where(and(eq(appInstalls.subscriptionId, id), eq(appInstalls.status, 'active')));

/** Posts an event to Atrium's webhook, signed as Stripe signs it. */
const post = (event: Stripe.Event) => {
  const payload = JSON.stringify(event);
  const signature = b.p.stripe.webhooks.generateTestHeaderString({ payload, secret: b.p.payments.webhookSecret });
  return b.p.app.inject({
    method: 'POST',
    url: WEBHOOK,
    headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
    payload,
  });
};

describe('webhooks', () => {
  it('a replayed or duplicated event fulfils once, and an event for a subscription that ended changes nothing', async () => {
    const app = await b.paidApp('Webhook App');
    const { checkout, confirmed } = await b.buy({ appId: app._id, planId: app.yearlyPlanId, target: twoLocations() });
    expect(confirmed.json().data.outcome).toBe('active');
    await b.settle();
    const created = b.p.delivered.find(
      (d) =>
        d.event.type === 'customer.subscription.created' &&
        (d.event.data.object as Stripe.Subscription).metadata.atrium_id === checkout.subscriptionId,
    );
    expect(created, 'the sandbox sent customer.subscription.created').toBeDefined();

    // The same event again: stored once, answered 200, nothing more installed.
    const before = await b.p.db.select().from(stripeEvents).where(eq(stripeEvents.eventId, created!.event.id));
    expect((await post(created!.event)).statusCode).toBe(200);
    await b.settle();
    expect(await b.p.db.select().from(stripeEvents).where(eq(stripeEvents.eventId, created!.event.id))).toHaveLength(
      before.length,
    );
    // And the handler itself, run twice over the same event (a crash between applying and marking it processed).
    expect(await handleAppBillingStripeEvent(b.workerDeps(), created!.event)).toBe('handled');
    expect(await handleAppBillingStripeEvent(b.workerDeps(), created!.event)).toBe('handled');
    expect(await installsOf(checkout.subscriptionId)).toHaveLength(2);
    const all = await b.p.db.select().from(appInstalls).where(eq(appInstalls.appId, app._id));
    expect(all).toHaveLength(2);

    // Ended at Stripe: the deletion event removes the installs; the old "created" event, late, brings nothing back.
    const row = await rowOf(checkout.subscriptionId);
    await b.p.stripe.subscriptions.cancel(row.stripeSubscriptionId!);
    await b.settle();
    expect((await rowOf(checkout.subscriptionId)).status).toBe('canceled');
    expect(await installsOf(checkout.subscriptionId)).toHaveLength(0);
    await handleAppBillingStripeEvent(b.workerDeps(), created!.event);
    expect((await rowOf(checkout.subscriptionId)).status).toBe('canceled');
    const again = await b.p.db
      .select()
      .from(appInstalls)
      .where(and(eq(appInstalls.appId, app._id), eq(appInstalls.status, 'active')));
    expect(again).toEqual([]);
  });

  it('a trial that ends becomes active on Stripe’s word, with its first invoice mirrored for /app_billings', async () => {
    const app = await b.paidApp('Trial End App');
    const { checkout, confirmed } = await b.buy({ appId: app._id, planId: app.yearlyPlanId, target: twoLocations() });
    expect(confirmed.json().data.subscription.status).toBe('trialing');
    const row = await rowOf(checkout.subscriptionId);
    // What the trial's end does at Stripe (a test clock or time): the first invoice is charged.
    await b.p.stripe.subscriptions.update(row.stripeSubscriptionId!, { trial_end: 'now' });
    await b.settle();
    const after = await rowOf(checkout.subscriptionId);
    expect(after.status).toBe('active');
    expect(await installsOf(checkout.subscriptionId)).toHaveLength(2);
    const invoices = await b.p.db.select().from(paymentInvoices).where(eq(paymentInvoices.recordId, checkout.subscriptionId));
    expect(invoices).toEqual(
      expect.arrayContaining([expect.objectContaining({ status: 'paid', amountPaidMinor: 97000, currency: 'USD' })]),
    );
    const listed = await b.http.get('/api/v1/app_billings/invoices', b.tenants.staffA.headers);
    expect(listed.json().data.map((i: { subscriptionId: string }) => i.subscriptionId)).toContain(checkout.subscriptionId);
    expect(listed.json().meta.total).toBeGreaterThan(0);
    // Another agency sees none of them.
    expect((await b.http.get('/api/v1/app_billings/invoices', b.tenants.adminB.headers)).json().data).toEqual([]);
  });

  it('a renewal that fails keeps the installs and flags the subscription past due', async () => {
    const app = await b.paidApp('Renewal App');
    const { checkout, confirmed } = await b.buy(
      { appId: app._id, planId: app.yearlyPlanId, target: twoLocations() },
      'chargeCustomerFail',
    );
    expect(confirmed.json().data.subscription.status).toBe('trialing');
    const row = await rowOf(checkout.subscriptionId);
    await b.p.stripe.subscriptions.update(row.stripeSubscriptionId!, { trial_end: 'now' }).catch(() => null);
    await b.settle();
    const after = await rowOf(checkout.subscriptionId);
    expect(['past_due', 'unpaid']).toContain(after.status);
    expect(after.lastPaymentError).not.toBeNull();
    expect(await installsOf(checkout.subscriptionId)).toHaveLength(2);
  });

  it('tells the agency team live when Stripe changes a subscription', async () => {
    const app = await b.paidApp('Live App');
    const { checkout } = await b.buy({ appId: app._id, planId: app.yearlyPlanId, target: twoLocations() });
    await b.settle();
    const row = await rowOf(checkout.subscriptionId);
    // Changed at Stripe itself (its dashboard, say): the event is read back and the team hears of it.
    const sub = await b.p.stripe.subscriptions.update(row.stripeSubscriptionId!, { cancel_at_period_end: true });
    const sent: { room: string; event: string; payload: { subscription: { _id: string; cancelAtPeriodEnd: boolean } } }[] = [];
    const realtime = { to: (room: string, event: string, payload: unknown) => sent.push({ room, event, payload } as never) };
    const event = { id: 'evt_live', type: 'customer.subscription.updated', data: { object: sub } } as unknown as Stripe.Event;
    await handleAppBillingStripeEvent({ ...b.workerDeps(), realtime: realtime as never }, event);
    expect(sent).toEqual([
      {
        room: `team:agency:${b.tenants.agencyA._id}`,
        event: 'billing:subscription',
        payload: { subscription: expect.objectContaining({ _id: checkout.subscriptionId, cancelAtPeriodEnd: true }) },
      },
    ]);
    // Nothing changed since: nothing to tell.
    await handleAppBillingStripeEvent({ ...b.workerDeps(), realtime: realtime as never }, event);
    expect(sent).toHaveLength(1);
  });
});
