import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, createStoreWorld, requestKey, type StoreWorld } from '../../modules/store/store-test-fixtures';

let w: StoreWorld;
let productId: string;
beforeAll(async () => {
  w = await createStoreWorld();
  productId = await w.product({ name: 'Audit', priceMinor: 9_900 });
});
afterAll(() => w?.close());

const stripeMs = (header: unknown) => {
  const match = /^stripe;dur=(\d+(?:\.\d)?)$/.exec(String(header ?? ''));
  return match ? Number(match[1]) : null;
};

describe('Server-Timing of Stripe calls', () => {
  it('a checkout says how long it waited on Stripe, within its own time', async () => {
    const started = performance.now();
    const res = await w.http.post(
      `${BASE}/create_order`,
      { productId, requestKey: requestKey(), expectedAmountMinor: 9_900, currency: 'USD' },
      w.tenants.locationAdminA1.headers,
    );
    const total = performance.now() - started;
    expect(res.statusCode, res.body).toBe(201);
    const waited = stripeMs(res.headers['server-timing']);
    expect(waited).not.toBeNull();
    expect(waited).toBeGreaterThan(0);
    expect(waited).toBeLessThanOrEqual(total);
  });

  it('a request that never called Stripe has no such header', async () => {
    const res = await w.http.get(`${BASE}/get_publickey?store_id=${w.storeId}`, w.tenants.locationAdminA1.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['server-timing']).toBeUndefined();
  });
});
