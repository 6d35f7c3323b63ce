import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../platform/email/email.tables';
import type { Jobs } from '../../platform/jobs/jobs';
import { SNAPSHOT_LOAD_FINISHED_JOB } from '../snapshots/snapshot-load-create';
import { BRAND_FIELDS, createLoadTestApp, type LoadTestApp } from '../snapshots/snapshot-load-fixture';
import { snapshotLoads } from '../snapshots/snapshots.tables';
import { serviceStores, storeOrderMessages, storeOrders, storeProducts } from './store.tables';
import type { StoreAnnouncer } from './store-announce';
import { finishSnapshotPurchase, runSnapshotPurchase } from './store-snapshot-purchase';

/**
 * A paid snapshot order of a location linked to the CRM (the CRM sandbox): the load it starts runs into the location,
 * and its end delivers the order. Payment itself is store-checkout.test.ts's: the order is written here as paid.
 */
describe('a snapshot order, paid, for a location in the CRM', () => {
  let x: LoadTestApp;
  let fx: StoreAnnouncer;
  let productId: string;
  let storeId: string;
  beforeAll(async () => {
    x = await createLoadTestApp();
    fx = { db: x.crm.t.db, realtime: null, mailer: x.crm.t.app.deps.mailer, publicUrl: 'http://localhost' };
    const listing = await x.listing({ crmName: 'Dental Practice Starter', fields: BRAND_FIELDS });
    const agencyId = x.tenants.agencyA._id;
    const [store] = await x.crm.t.db.insert(serviceStores).values({ agencyId, name: 'Alpha Store' }).returning();
    storeId = store!._id;
    const [product] = await x.crm.t.db
      .insert(storeProducts)
      .values({
        storeId,
        agencyId,
        kind: 'snapshot',
        name: 'Dental snapshot',
        priceMinor: 29_700,
        currency: 'USD',
        snapshotId: listing._id,
        status: 'published',
      })
      .returning();
    productId = product!._id;
  });
  afterAll(async () => {
    await x?.crm.close();
  });

  const paidOrder = async (locationId: string) => {
    const [order] = await x.crm.t.db
      .insert(storeOrders)
      .values({
        storeId,
        agencyId: x.tenants.agencyA._id,
        locationId,
        buyerUserId: x.tenants.locationAdminA1._id,
        productId,
        productName: 'Dental snapshot',
        kind: 'snapshot',
        amountMinor: 29_700,
        currency: 'USD',
        status: 'paid',
        stripeAccountId: 'acct_alpha',
        paidAt: new Date(),
        snapshotValues: { business_name: 'Smile Co', business_phone: '+1 555 010 0002', brand_colour: '#1a73e8' },
      })
      .returning();
    return order!;
  };
  const orderOf = async (id: string) => (await x.crm.t.db.select().from(storeOrders).where(eq(storeOrders._id, id)))[0]!;
  const threadOf = async (id: string) =>
    (await x.crm.t.db.select().from(storeOrderMessages).where(eq(storeOrderMessages.orderId, id))).map((m) => m.body);

  it('loads the snapshot with the buyer’s values, and the load’s end delivers the order and tells the buyer', async () => {
    const location = x.summitLocations.find((l) => l._id === x.tenants.locationA1._id) ?? x.summitLocations[0]!;
    const order = await paidOrder(location._id);
    await runSnapshotPurchase(x.deps, fx, order._id);
    const started = await orderOf(order._id);
    expect(started.status).toBe('in_progress');
    expect(started.snapshotLoadId).toBeTruthy();
    expect(await threadOf(order._id)).toEqual(['Snapshot loading']);

    // The worker runs the load as the queue would; its end is announced on the queue.
    const sent: [string, object][] = [];
    const jobs = { send: async (name: string, data: object) => void sent.push([name, data]) } as unknown as Jobs;
    await x.runLoads({ jobs });
    const [load] = await x.crm.t.db.select().from(snapshotLoads).where(eq(snapshotLoads._id, started.snapshotLoadId!));
    expect(load!.status).toBe('done');
    expect(sent).toContainEqual([SNAPSHOT_LOAD_FINISHED_JOB, { loadId: load!._id }]);
    expect(await x.crmValue(location.crmLocationId!, 'business_name')).toBe('Smile Co');

    await finishSnapshotPurchase(fx, load!._id);
    const delivered = await orderOf(order._id);
    expect(delivered.status).toBe('delivered');
    expect(delivered.deliveredAt).toBeInstanceOf(Date);
    expect(await threadOf(order._id)).toContain('The snapshot finished loading into the location');
    // The location's people hear of the delivery, once each.
    const deliveryMails = async () =>
      (await x.crm.t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'store_delivered')))
        .filter((m) => m.text.includes(order._id))
        .map((m) => m.toAddress);
    const told = await deliveryMails();
    expect(told.length).toBeGreaterThan(0);
    expect(new Set(told).size).toBe(told.length);

    // The end announced again (a redelivered job) changes nothing.
    await finishSnapshotPurchase(fx, load!._id);
    expect((await orderOf(order._id)).status).toBe('delivered');
    expect(await deliveryMails()).toHaveLength(told.length);
    expect((await threadOf(order._id)).filter((b) => b.startsWith('The snapshot finished'))).toHaveLength(1);
  });

  it('a load with failures keeps the order in progress and says so in the thread', async () => {
    const location = x.summitLocations[1]!;
    const order = await paidOrder(location._id);
    await runSnapshotPurchase(x.deps, fx, order._id);
    const { snapshotLoadId } = await orderOf(order._id);
    await x.crm.t.db.update(snapshotLoads).set({ status: 'partial' }).where(eq(snapshotLoads._id, snapshotLoadId!));
    await finishSnapshotPurchase(fx, snapshotLoadId!);
    expect((await orderOf(order._id)).status).toBe('in_progress');
    expect(await threadOf(order._id)).toContain(
      "Some of the snapshot's assets did not load: the agency can retry them from the snapshot's page",
    );
  });

  it('a load no order started changes no order', async () => {
    const before = await x.crm.t.db.select().from(storeOrders);
    await finishSnapshotPurchase(fx, crypto.randomUUID());
    expect(await x.crm.t.db.select().from(storeOrders)).toEqual(before);
  });
});
