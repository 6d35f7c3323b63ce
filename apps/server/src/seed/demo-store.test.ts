import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSnapshots } from '../modules/snapshots/snapshots.tables';
import { serviceStores } from '../modules/store/store.tables';
import { agencies } from '../platform/tenancy/tenancy.tables';
import { createTenantApp } from '../test/tenants';
import { seedDemoPaymentAccounts } from './demo-payment-accounts';
import { seedDemoStore } from './demo-store';

const BASE = '/api/agency_app';

describe('the demo store', () => {
  let crm: Awaited<ReturnType<typeof createTenantApp>>;

  beforeAll(async () => {
    crm = await createTenantApp();
    // Agency A plays Summit Growth (the demo finds it by email), with the listing its store sells.
    await crm.t.db.update(agencies).set({ email: 'hello@summitgrowth.test' }).where(eq(agencies._id, crm.tenants.agencyA._id));
    await crm.t.db.insert(appSnapshots).values({
      agencyId: crm.tenants.agencyA._id,
      crmSnapshotId: 'snap-re',
      name: 'Real Estate Lead Machine',
      visibility: 'locations',
    });
    await seedDemoPaymentAccounts(crm.t.db);
    await seedDemoStore(crm.t.db);
    await seedDemoStore(crm.t.db);
  });
  afterAll(async () => {
    await crm?.t.close();
  });

  it('Summit sells services, a subscription and a snapshot on shelves, once however often the seed runs', async () => {
    const stores = await crm.t.db.select().from(serviceStores);
    expect(stores).toHaveLength(1);
    const storeId = stores[0]!._id;
    const front = await crm.http.get(`${BASE}/store_services?store_id=${storeId}`, crm.tenants.locationAdminA1.headers);
    expect(front.statusCode, front.body).toBe(200);
    const { store, products, collections, tags } = front.json().data;
    expect(store).toMatchObject({ name: 'Summit Growth Services', canTakePayments: true, hasSales: true });
    expect(products.map((p: { name: string; billing: string; kind: string }) => [p.name, p.kind, p.billing])).toEqual([
      ['Logo and brand kit', 'service', 'one_time'],
      ['Google Ads launch', 'service', 'one_time'],
      ['Landing page build', 'service', 'one_time'],
      ['Local SEO care', 'service', 'month'],
      ['Real Estate Lead Machine (snapshot)', 'snapshot', 'one_time'],
    ]);
    expect(collections.map((c: { name: string; productIds: string[] }) => [c.name, c.productIds.length])).toEqual([
      ['Launch packages', 3],
      ['Ongoing growth', 2],
    ]);
    expect(tags).toHaveLength(5);
  });

  it('past orders in several states, with a thread; each location sees its own', async () => {
    const orders = await crm.http.get(`${BASE}/app_creator/orders`, crm.tenants.adminA.headers);
    expect(
      orders
        .json()
        .data.map((o: { status: string }) => o.status)
        .sort(),
    ).toEqual(['delivered', 'in_progress', 'paid', 'refunded']);
    const delivered = orders.json().data.find((o: { status: string }) => o.status === 'delivered');
    expect(delivered).toMatchObject({ amountMinor: 60_000, messageCount: 4 });
    const thread = await crm.http.get(`${BASE}/orders/${delivered._id}/messages`, crm.tenants.locationAdminA1.headers);
    expect(thread.json().data.at(-1)).toMatchObject({ side: 'seller', delivery: true });
    const mine = await crm.http.get(`${BASE}/orders`, crm.tenants.locationAdminA1.headers);
    expect(mine.json().data.every((o: { location: { _id: string } }) => o.location._id === crm.tenants.locationA1._id)).toBe(
      true,
    );
  });
});
