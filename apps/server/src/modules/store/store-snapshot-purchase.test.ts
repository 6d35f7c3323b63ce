import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/http';
import type { CrmSyncDeps } from '../crm-sync/crm-sync-crm';
import { storeOrders } from './store.tables';
import { runSnapshotPurchase } from './store-snapshot-purchase';
import { BASE, createStoreWorld, requestKey, type StoreWorld } from './store-test-fixtures';

let w: StoreWorld;
let productId: string;
beforeAll(async () => {
  w = await createStoreWorld();
  const listing = await w.listing('Dental starter', [
    { label: 'Brand colour', key: 'brand_colour', type: 'color', defaultValue: '#1a73e8' },
  ]);
  productId = await w.product({ kind: 'snapshot', name: 'Dental snapshot', snapshotId: listing, priceMinor: 29_700 });
});
afterAll(() => w?.close());

const buy = (snapshotValues: Record<string, string>) =>
  w.http.post(
    `${BASE}/create_order`,
    { productId, requestKey: requestKey(), expectedAmountMinor: 29_700, currency: 'USD', snapshotValues },
    w.tenants.locationAdminA1.headers,
  );

describe('buying a snapshot', () => {
  it('asks at checkout for the values the listing needs, and keeps them with the order', async () => {
    const missing = await buy({});
    const error = expectError(missing, 400, 'validation_error');
    expect(error).toMatchObject({
      message: 'Business name is required',
      details: [{ path: ['snapshotValues', 'business_name'], message: 'Business name is required' }],
    });
    expectError(await buy({ business_name: 'Smile Co', brand_colour: 'blue' }), 400, 'validation_error');
    const ok = await buy({ business_name: 'Smile Co' });
    expect(ok.statusCode, ok.body).toBe(201);
    const [row] = await w.p.db.select().from(storeOrders).where(eq(storeOrders._id, ok.json().data.order._id));
    expect(row!.snapshotValues).toEqual({ business_name: 'Smile Co', brand_colour: '#1a73e8' });
  });

  it('once paid, a location the CRM does not know yet is said in the thread, and nothing is loaded', async () => {
    const order = (await buy({ business_name: 'Smile Co' })).json().data.order;
    const [row] = await w.p.db.select().from(storeOrders).where(eq(storeOrders._id, order._id));
    await w.p.confirmWithCard(row!.stripePaymentIntentId!, 'visa', w.on);
    expect(
      (await w.http.post(`${BASE}/buy_service`, { orderId: order._id }, w.tenants.locationAdminA1.headers)).json().data.status,
    ).toBe('paid');
    // The job's work, as the queue would run it (the test app has none). The CRM is never reached on this path.
    const deps = { db: w.p.db, jobs: null, realtime: null, settings: { sandbox: true } } as unknown as CrmSyncDeps;
    await runSnapshotPurchase(
      deps,
      { db: w.p.db, realtime: null, mailer: w.p.app.deps.mailer, publicUrl: 'http://localhost' },
      order._id,
    );
    const thread = await w.http.get(`${BASE}/orders/${order._id}/messages`, w.tenants.adminA.headers);
    expect(thread.json().data.map((m: { body: string }) => m.body)).toEqual([
      'The snapshot was not loaded: the location is not linked to the CRM yet',
    ]);
    const after = (await w.http.get(`${BASE}/app_creator/orders/${order._id}`, w.tenants.adminA.headers)).json().data;
    expect(after).toMatchObject({ status: 'paid', snapshotLoad: null });
  });
});
