import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/http';
import { storeOrders } from './store.tables';
import { BASE, createStoreWorld, requestKey, type StoreWorld } from './store-test-fixtures';

let w: StoreWorld;
let monthly: string;
let premium: string;
beforeAll(async () => {
  w = await createStoreWorld();
  monthly = await w.product({ name: 'SEO retainer', priceMinor: 50_000, billing: 'month' });
  premium = await w.product({ name: 'SEO retainer plus', priceMinor: 80_000, billing: 'month' });
});
afterAll(() => w?.close());

const buyer = () => w.tenants.locationAdminA1.headers;

/** A saved card (the setup intent confirmed as the card form would) and a subscription with it. */
async function subscribe(card: 'visa' | 'authenticationRequired' = 'visa', productId = monthly, amount = 50_000) {
  const setup = await w.http.post(`${BASE}/create_setup_intent`, { storeId: w.storeId, requestKey: requestKey() }, buyer());
  expect(setup.statusCode, setup.body).toBe(201);
  const { setupIntentId } = setup.json().data;
  const saved = await w.p.confirmSetupWithCard(setupIntentId, card, w.on);
  // A card that always asks for authentication asks when it is saved too: the card form's frame passes it.
  if (saved.status === 'requires_action') await w.p.authenticate(setupIntentId, 'succeed', w.on);
  const body = { productId, requestKey: requestKey(), setupIntentId, expectedAmountMinor: amount, currency: 'USD' };
  const res = await w.http.post(`${BASE}/create_subscription`, body, buyer());
  expect(res.statusCode, res.body).toBe(201);
  return { ...res.json().data, body };
}

describe('store subscriptions', () => {
  it('subscribes with a saved card: active, one order for the paid invoice, the same key answers the same', async () => {
    const { subscription, clientSecret, body } = await subscribe();
    expect(subscription).toMatchObject({ status: 'active', unitMinor: 50_000, interval: 'month', productName: 'SEO retainer' });
    expect(clientSecret).toBeNull();
    expect(subscription.currentPeriodEnd).not.toBeNull();
    const again = await w.http.post(`${BASE}/create_subscription`, body, buyer());
    expect(again.json().data.subscription._id).toBe(subscription._id);
    await w.runWebhooks();
    const orders = await w.p.db.select().from(storeOrders).where(eq(storeOrders.subscriptionId, subscription._id));
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'paid', amountMinor: 50_000, feeMinor: 1_000 });
    const invoices = await w.http.get(`/api/v1/agency/stripe/invoices/${w.tenants.locationA1._id}`, buyer());
    expect(invoices.json().data).toContainEqual(expect.objectContaining({ recordId: subscription._id, status: 'paid' }));
    // Both sides list it; a sibling location and another agency do not.
    expect((await w.http.get(`${BASE}/subscriptions`, buyer())).json().data.map((s: { _id: string }) => s._id)).toContain(
      subscription._id,
    );
    expect((await w.http.get(`${BASE}/app_creator/subscriptions`, w.tenants.adminA.headers)).json().meta.total).toBeGreaterThan(
      0,
    );
    expectError(await w.http.get(`${BASE}/subscriptions/${subscription._id}`, w.tenants.staffA2.headers), 404);
    expectError(await w.http.get(`${BASE}/app_creator/subscriptions/${subscription._id}`, w.tenants.adminB.headers), 404);
    const foreign = await w.http.post(
      `${BASE}/cancel_subscription`,
      { subscriptionId: subscription._id, when: 'now' },
      w.tenants.locationAdminB1.headers,
    );
    expectError(foreign, 404);
  });

  it('authentication on the first invoice: its secret, then active once completed', async () => {
    const { subscription, clientSecret } = await subscribe('authenticationRequired');
    expect(subscription.status).toBe('incomplete');
    expect(clientSecret).toEqual(expect.any(String));
    // The card form confirms the invoice's payment with that secret (`pi_..._secret_...`) and passes 3-D Secure.
    const intentId = (clientSecret as string).split('_secret_')[0]!;
    const waiting = await w.p.confirmWithCard(intentId, 'authenticationRequired', w.on);
    expect(waiting.status).toBe('requires_action');
    await w.p.authenticate(intentId, 'succeed', w.on);
    expect((await w.http.get(`${BASE}/subscriptions/${subscription._id}`, buyer())).json().data.status).toBe('active');
    await w.runWebhooks();
    const orders = await w.p.db.select().from(storeOrders).where(eq(storeOrders.subscriptionId, subscription._id));
    expect(orders.map((o) => o.status)).toEqual(['paid']);
  });

  it('changes plan with a proration preview, then cancels at period end and at once', async () => {
    const { subscription } = await subscribe();
    const change = { subscriptionId: subscription._id, productId: premium, expectedAmountMinor: 80_000, currency: 'USD' };
    const preview = await w.http.post(`${BASE}/preview_change_subscription`, change, buyer());
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ currency: 'USD', nextAmountMinor: 80_000 });
    expect(preview.json().data.prorationMinor).toBeGreaterThan(0);
    const changed = await w.http.post(`${BASE}/change_subscription`, change, buyer());
    expect(changed.json().data).toMatchObject({ productId: premium, unitMinor: 80_000, status: 'active' });
    const stale = await w.http.post(
      `${BASE}/change_subscription`,
      { ...change, productId: monthly, expectedAmountMinor: 40_000 },
      buyer(),
    );
    expectError(stale, 409, 'price_changed');

    const atEnd = await w.http.post(
      `${BASE}/cancel_subscription`,
      { subscriptionId: subscription._id, when: 'period_end' },
      buyer(),
    );
    expect(atEnd.json().data).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const now = await w.http.post(
      `${BASE}/cancel_subscription`,
      { subscriptionId: subscription._id, when: 'now' },
      w.tenants.adminA.headers,
    );
    expect(now.json().data).toMatchObject({ status: 'canceled', endedAt: expect.any(String) });
    // A late webhook of the active days changes nothing: ended stays ended.
    await w.runWebhooks();
    expect((await w.http.get(`${BASE}/subscriptions/${subscription._id}`, buyer())).json().data.status).toBe('canceled');
    expectError(
      await w.http.post(`${BASE}/cancel_subscription`, { subscriptionId: subscription._id, when: 'now' }, buyer()),
      409,
    );
  });

  it('a one-time product is bought, not subscribed to; a setup intent of another customer is not taken', async () => {
    const once = await w.product({ name: 'Audit', priceMinor: 10_000 });
    const setup = await w.http.post(`${BASE}/create_setup_intent`, { storeId: w.storeId, requestKey: requestKey() }, buyer());
    const body = {
      productId: once,
      requestKey: requestKey(),
      setupIntentId: setup.json().data.setupIntentId,
      expectedAmountMinor: 10_000,
      currency: 'USD',
    };
    expectError(await w.http.post(`${BASE}/create_subscription`, body, buyer()), 409);
    const sibling = await w.http.post(
      `${BASE}/create_subscription`,
      { ...body, productId: monthly, expectedAmountMinor: 50_000 },
      w.tenants.staffA2.headers,
    );
    expectError(sibling, 404);
  });
});
