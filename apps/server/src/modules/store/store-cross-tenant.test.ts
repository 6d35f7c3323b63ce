import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/http';
import { storeOrders, storeSubscriptions } from './store.tables';
import { BASE, createStoreWorld, requestKey, type StoreWorld } from './store-test-fixtures';

/**
 * Issue 23's tenancy promises for buying, each on real rows paid through the sandbox: another agency's location
 * cannot buy from a store (whatever id it holds), and a location cannot read or act on a sibling's orders, their
 * threads or its subscriptions. Every refusal is a 404 that names nothing of the row.
 */

let w: StoreWorld;
let once: string;
let monthly: string;
let premium: string;
let orderId: string;
let subscriptionId: string;
let setupIntentId: string;

const buyer = () => w.tenants.locationAdminA1.headers;
const sibling = () => w.tenants.staffA2.headers;
const otherAgencyLocation = () => w.tenants.locationAdminB1.headers;

beforeAll(async () => {
  w = await createStoreWorld();
  once = await w.product({ name: 'Logo design', priceMinor: 25_000 });
  monthly = await w.product({ name: 'SEO retainer', priceMinor: 50_000, billing: 'month' });
  premium = await w.product({ name: 'SEO retainer plus', priceMinor: 80_000, billing: 'month' });

  const bought = await w.http.post(
    `${BASE}/create_order`,
    { productId: once, requestKey: requestKey(), expectedAmountMinor: 25_000, currency: 'USD' },
    buyer(),
  );
  expect(bought.statusCode, bought.body).toBe(201);
  orderId = bought.json().data.order._id;
  await w.p.confirmWithCard((bought.json().data.clientSecret as string).split('_secret_')[0]!, 'visa', w.on);
  expect((await w.http.post(`${BASE}/buy_service`, { orderId }, buyer())).json().data.status).toBe('paid');
  expect((await w.http.post(`${BASE}/orders/${orderId}/messages`, { body: 'Blue, please' }, buyer())).statusCode).toBe(201);

  const setup = await w.http.post(`${BASE}/create_setup_intent`, { storeId: w.storeId, requestKey: requestKey() }, buyer());
  expect(setup.statusCode, setup.body).toBe(201);
  setupIntentId = setup.json().data.setupIntentId;
  await w.p.confirmSetupWithCard(setupIntentId, 'visa', w.on);
  const subscribed = await w.http.post(
    `${BASE}/create_subscription`,
    { productId: monthly, requestKey: requestKey(), setupIntentId, expectedAmountMinor: 50_000, currency: 'USD' },
    buyer(),
  );
  expect(subscribed.statusCode, subscribed.body).toBe(201);
  subscriptionId = subscribed.json().data.subscription._id;
  await w.runWebhooks();
});
afterAll(() => w?.close());

/** A 404 whose body shows none of the ids the caller asked about. */
function refused(res: Parameters<typeof expectError>[0], ...ids: string[]) {
  expectError(res, 404);
  for (const id of ids) expect(res.body).not.toContain(id);
}

const change = (productId = premium) => ({
  subscriptionId,
  productId,
  expectedAmountMinor: 80_000,
  currency: 'USD',
});

describe("another agency's location", () => {
  it('cannot start buying a product of the store, one-time or monthly, nor save a card there', async () => {
    const headers = otherAgencyLocation();
    const order = { productId: once, requestKey: requestKey(), expectedAmountMinor: 25_000, currency: 'USD' };
    refused(await w.http.post(`${BASE}/create_order`, order, headers), once);
    refused(
      await w.http.post(`${BASE}/create_setup_intent`, { storeId: w.storeId, requestKey: requestKey() }, headers),
      w.storeId,
    );
    // Even with the buyer's own confirmed card: the product is not its agency's.
    const subscription = {
      productId: monthly,
      requestKey: requestKey(),
      setupIntentId,
      expectedAmountMinor: 50_000,
      currency: 'USD',
    };
    refused(await w.http.post(`${BASE}/create_subscription`, subscription, headers), monthly, setupIntentId);
    refused(await w.http.get(`${BASE}/store_services/${once}`, headers), once);
    refused(await w.http.get(`${BASE}/get_publickey?store_id=${w.storeId}`, headers), w.storeId);
    const made = await w.p.db.select().from(storeOrders).where(eq(storeOrders.locationId, w.tenants.locationB1._id));
    expect(made).toEqual([]);
  });

  it("cannot pay, read or change the store's orders and subscriptions", async () => {
    const headers = otherAgencyLocation();
    refused(await w.http.post(`${BASE}/buy_service`, { orderId }, headers), orderId);
    refused(await w.http.get(`${BASE}/get_transaction?order_id=${orderId}`, headers), orderId);
    refused(await w.http.get(`${BASE}/orders/${orderId}`, headers), orderId);
    refused(await w.http.get(`${BASE}/subscriptions/${subscriptionId}`, headers), subscriptionId);
    refused(await w.http.post(`${BASE}/cancel_subscription`, { subscriptionId, when: 'now' }, headers), subscriptionId);
    refused(await w.http.post(`${BASE}/change_subscription`, change(), headers), subscriptionId);
  });
});

describe('a sibling location of the buyer', () => {
  it("cannot read the buyer's order, its payment or its thread, nor write in it", async () => {
    const headers = sibling();
    refused(await w.http.get(`${BASE}/orders/${orderId}`, headers), orderId);
    refused(await w.http.get(`${BASE}/get_transaction?order_id=${orderId}`, headers), orderId);
    refused(await w.http.get(`${BASE}/orders/${orderId}/messages`, headers), orderId);
    refused(await w.http.post(`${BASE}/orders/${orderId}/messages`, { body: 'Hello' }, headers), orderId);
    refused(await w.http.post(`${BASE}/buy_service`, { orderId }, headers), orderId);
    const listed = await w.http.get(`${BASE}/orders`, headers);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(orderId);
    // The buyer's thread is as it was: its own message only.
    const thread = await w.http.get(`${BASE}/orders/${orderId}/messages`, buyer());
    expect(thread.json().data.map((m: { body: string }) => m.body)).toEqual(['Blue, please']);
  });

  it("cannot read, preview, change or cancel the buyer's subscription", async () => {
    const headers = sibling();
    refused(await w.http.get(`${BASE}/subscriptions/${subscriptionId}`, headers), subscriptionId);
    refused(await w.http.post(`${BASE}/preview_change_subscription`, change(), headers), subscriptionId);
    refused(await w.http.post(`${BASE}/change_subscription`, change(), headers), subscriptionId);
    refused(await w.http.post(`${BASE}/cancel_subscription`, { subscriptionId, when: 'now' }, headers), subscriptionId);
    // Asking for the buyer's location by name narrows the sibling's own list: nothing of the buyer's is in it.
    const listed = await w.http.get(`${BASE}/subscriptions?location_id=${w.tenants.locationA1._id}`, headers);
    expect(listed.json()).toEqual({ data: [], meta: { total: 0, nextCursor: null } });
    const [row] = await w.p.db.select().from(storeSubscriptions).where(eq(storeSubscriptions._id, subscriptionId));
    expect(row).toMatchObject({ productId: monthly, status: 'active', cancelAtPeriodEnd: false, canceledAt: null });
  });
});
