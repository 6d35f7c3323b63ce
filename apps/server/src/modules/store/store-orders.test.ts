import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../platform/email/email.tables';
import { expectError } from '../../test/http';
import { storeOrders } from './store.tables';
import { BASE, createStoreWorld, type StoreWorld } from './store-test-fixtures';

let w: StoreWorld;
let productId: string;
beforeAll(async () => {
  w = await createStoreWorld();
  productId = await w.product({ name: 'Landing page', priceMinor: 90_000, deliveryDays: 7 });
});
afterAll(() => w?.close());

/** A paid order of location A1 (as the fulfilment leaves it), written directly: these tests are about what follows. */
async function paidOrder(status: 'paid' | 'pending_payment' = 'paid') {
  const [row] = await w.p.db
    .insert(storeOrders)
    .values({
      storeId: w.storeId,
      agencyId: w.tenants.agencyA._id,
      locationId: w.tenants.locationA1._id,
      buyerUserId: w.tenants.locationAdminA1._id,
      productId,
      requestKey: crypto.randomUUID(),
      productName: 'Landing page',
      kind: 'service',
      amountMinor: 90_000,
      currency: 'USD',
      feeMinor: 1_800,
      status,
      stripeAccountId: w.stripeAccount,
      ...(status === 'paid' && { paidAt: new Date() }),
    })
    .returning();
  return row!._id;
}

const admin = () => w.tenants.adminA.headers;
const buyer = () => w.tenants.locationAdminA1.headers;

describe('orders', () => {
  it('lists for each side: the agency by status and search, the location its own only', async () => {
    const id = await paidOrder();
    const mine = await w.http.get(`${BASE}/orders`, buyer());
    expect(mine.json().data.map((o: { _id: string }) => o._id)).toContain(id);
    expect((await w.http.get(`${BASE}/orders`, w.tenants.staffA2.headers)).json().data).toEqual([]);
    const agency = await w.http.get(`${BASE}/app_creator/orders?status=paid&q=alpha one`, admin());
    expect(agency.json().data.map((o: { _id: string }) => o._id)).toContain(id);
    expect(agency.json().data[0]).toMatchObject({
      location: { name: 'Alpha One' },
      buyer: { name: 'lead Test' },
      feeMinor: 1_800,
    });
    expect((await w.http.get(`${BASE}/app_creator/orders?q=nothing-like-this`, admin())).json().meta.total).toBe(0);
    expectError(await w.http.get(`${BASE}/app_creator/orders`, buyer()), 403);
    expect((await w.http.get(`${BASE}/app_creator/orders`, w.tenants.adminB.headers)).json().data).toEqual([]);
    expectError(await w.http.get(`${BASE}/orders/${id}`, w.tenants.locationAdminB1.headers), 404);
    expectError(await w.http.get(`${BASE}/app_creator/orders/${id}`, buyer()), 404);
  });

  it('moves a paid order on: in progress, then delivered; a pending one cannot', async () => {
    const id = await paidOrder();
    const started = await w.http.post(`${BASE}/app_creator/orders/${id}/status`, { status: 'in_progress' }, admin());
    expect(started.json().data.status).toBe('in_progress');
    const delivered = await w.http.post(`${BASE}/app_creator/orders/${id}/status`, { status: 'delivered' }, admin());
    expect(delivered.json().data).toMatchObject({ status: 'delivered', deliveredAt: expect.any(String) });
    expectError(await w.http.post(`${BASE}/app_creator/orders/${id}/status`, { status: 'in_progress' }, admin()), 409);
    const pending = await paidOrder('pending_payment');
    const refused = await w.http.post(`${BASE}/app_creator/orders/${pending}/status`, { status: 'delivered' }, admin());
    expect(expectError(refused, 409).message).toBe('This order is not paid yet');
    expectError(
      await w.http.post(`${BASE}/app_creator/orders/${id}/status`, { status: 'delivered' }, w.tenants.adminB.headers),
      404,
    );
    const thread = await w.http.get(`${BASE}/orders/${id}/messages`, buyer());
    expect(thread.json().data.map((m: { side: string; body: string }) => [m.side, m.body])).toEqual([
      ['system', 'Work started'],
      ['system', 'Marked as delivered'],
    ]);
    const mails = await w.p.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'store_delivered'));
    // Location A1's two people, once each.
    expect(
      mails
        .filter((m) => m.text.includes(id))
        .map((m) => m.toAddress)
        .sort(),
    ).toEqual(['lead@alpha-one.test', 'staff@alpha-one.test']);
  });

  it('a thread between both sides; the agency’s delivery with files delivers the order', async () => {
    const id = await paidOrder();
    const asked = await w.http.post(`${BASE}/orders/${id}/messages`, { body: 'Can it be blue?' }, buyer());
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().data).toMatchObject({ side: 'buyer', author: { name: 'lead Test' }, delivery: false });
    const file = { url: '/uploads/store/mockup.png', name: 'mockup.png', size: 2048, contentType: 'image/png' };
    const cannot = await w.http.post(`${BASE}/orders/${id}/messages`, { body: 'Here', files: [file], delivery: true }, buyer());
    expectError(cannot, 403);
    const outside = await w.http.post(
      `${BASE}/orders/${id}/messages`,
      { body: 'Hi', files: [{ ...file, url: 'https://evil.test/x' }] },
      admin(),
    );
    expectError(outside, 400);
    const delivered = await w.http.post(
      `${BASE}/orders/${id}/messages`,
      { body: 'Blue it is', files: [file], delivery: true },
      admin(),
    );
    expect(delivered.json().data).toMatchObject({ side: 'seller', delivery: true, files: [file] });
    expect((await w.http.get(`${BASE}/orders/${id}`, buyer())).json().data).toMatchObject({
      status: 'delivered',
      messageCount: 2,
    });
    // Each side heard of the other's message; the delivery has its own mail.
    const mails = (await w.p.db.select().from(emailOutbox)).filter((m) => m.text.includes(id));
    expect(mails.map((m) => [m.kind, m.toAddress]).sort()).toEqual([
      ['store_delivered', 'lead@alpha-one.test'],
      ['store_delivered', 'staff@alpha-one.test'],
      ['store_message', 'admin@alpha.test'],
    ]);
    // Each link opens the order for its reader: the location's store in the CRM view names the person it is for.
    const lead = w.tenants.locationAdminA1._id;
    const toLead = mails.find((m) => m.toAddress === 'lead@alpha-one.test')!;
    expect(toLead.text).toContain(
      `/store/${lead}/${w.tenants.locationA1._id}/${w.storeId}/store_services?view=orders&order=${id}`,
    );
    const toAgency = mails.find((m) => m.toAddress === 'admin@alpha.test')!;
    expect(toAgency.text).toContain(`/agency/service_store/${w.storeId}/orders/${id}`);
    for (const headers of [w.tenants.staffA2.headers, w.tenants.adminB.headers, w.tenants.locationAdminB1.headers]) {
      expectError(await w.http.get(`${BASE}/orders/${id}/messages`, headers), 404);
      expectError(await w.http.post(`${BASE}/orders/${id}/messages`, { body: 'Hi' }, headers), 404);
    }
  });

  it('refunds refuse what cannot be refunded, and other agencies get 404', async () => {
    const pending = await paidOrder('pending_payment');
    expect(expectError(await w.http.post(`${BASE}/app_creator/orders/${pending}/refund`, {}, admin()), 409).message).toBe(
      'Only a paid order can be refunded',
    );
    const id = await paidOrder();
    const tooMuch = await w.http.post(`${BASE}/app_creator/orders/${id}/refund`, { amountMinor: 90_001 }, admin());
    expect(expectError(tooMuch, 400).message).toBe('At most $900.00 can be refunded');
    expectError(await w.http.post(`${BASE}/app_creator/orders/${id}/refund`, {}, w.tenants.adminB.headers), 404);
    expectError(await w.http.post(`${BASE}/app_creator/orders/${id}/refund`, {}, buyer()), 403);
  });
});
