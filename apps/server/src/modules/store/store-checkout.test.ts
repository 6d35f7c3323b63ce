import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../platform/email/email.tables';
import { expectError, expectValidationError } from '../../test/http';
import { paymentInvoices, paymentReconciliationFindings, stripeEvents } from '../payments/payments.tables';
import type { StripeBatchHandler } from '../payments/stripe-event-handlers';
import { processStripeEvents } from '../payments/stripe-event-worker';
import { storeOrders } from './store.tables';
import { linkReceipt } from './store-fulfilment';
import { applyStoreSucceededEvents } from './store-stripe-events';
import { BASE, createStoreWorld, requestKey, type StoreWorld } from './store-test-fixtures';

let w: StoreWorld;
let productId: string;
beforeAll(async () => {
  w = await createStoreWorld();
  productId = await w.product({
    name: 'Logo design',
    priceMinor: 25_000,
    options: [
      {
        name: 'Revisions',
        required: true,
        choices: [
          { label: 'Two', priceMinor: 0 },
          { label: 'Five', priceMinor: 5_000 },
        ],
      },
    ],
    deliveryDays: 5,
  });
});
afterAll(() => w?.close());

const buyer = () => w.tenants.locationAdminA1.headers;
const checkout = (body: object = {}, headers = buyer()) =>
  w.http.post(
    `${BASE}/create_order`,
    {
      productId,
      options: [{ name: 'Revisions', choice: 'Five' }],
      requestKey: requestKey(),
      expectedAmountMinor: 30_000,
      currency: 'USD',
      ...body,
    },
    headers,
  );
const orderRow = async (id: string) => (await w.p.db.select().from(storeOrders).where(eq(storeOrders._id, id)))[0]!;
const mailsAbout = async (orderId: string) =>
  w.p.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.text, `%${orderId}%`));

describe('checkout', () => {
  it('answers the card form’s key, the agency’s account and the sandbox frame', async () => {
    const res = await w.http.get(`${BASE}/get_publickey?store_id=${w.storeId}`, buyer());
    expect(res.json().data).toEqual({
      publishableKey: w.p.payments.publishableKey,
      stripeAccount: w.stripeAccount,
      cardFrameUrl: w.p.payments.cardFrameUrl,
    });
    expectError(await w.http.get(`${BASE}/get_publickey?store_id=${w.storeId}`, w.tenants.locationAdminB1.headers), 404);
  });

  it('a double-clicked Buy makes one order and one payment intent', async () => {
    const key = requestKey();
    const [a, b] = await Promise.all([checkout({ requestKey: key }), checkout({ requestKey: key })]);
    expect(a.statusCode, a.body).toBe(201);
    expect(b.statusCode, b.body).toBe(201);
    expect(a.json().data.order._id).toBe(b.json().data.order._id);
    expect(a.json().data.clientSecret).toBe(b.json().data.clientSecret);
    const rows = await w.p.db.select().from(storeOrders).where(eq(storeOrders.requestKey, key));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending_payment', amountMinor: 30_000, feeMinor: 600, currency: 'USD' });
    // The prepared insert writes the choices as a JSON array and no snapshot values as SQL NULL, not JSON's null.
    const stored = await w.p.db.execute<{ options: string; no_values: boolean }>(
      sql`SELECT jsonb_typeof(options) AS options, snapshot_values IS NULL AS no_values FROM store_orders WHERE id = ${rows[0]!._id}`,
    );
    expect(stored.rows[0]).toEqual({ options: 'array', no_values: true });
    expect(rows[0]!.options).toEqual([{ name: 'Revisions', choice: 'Five' }]);
    const intent = await w.p.stripe.paymentIntents.retrieve(rows[0]!.stripePaymentIntentId!, {}, w.on);
    expect(intent).toMatchObject({ amount: 30_000, currency: 'usd', application_fee_amount: 600 });
    expect(intent.metadata).toMatchObject({ atrium_kind: 'store_order', atrium_id: rows[0]!._id });
  });

  it('a price or currency the page did not show is a 409 that says the new price', async () => {
    const stale = await checkout({ expectedAmountMinor: 25_000 });
    expect(expectError(stale, 409, 'price_changed').message).toMatch(/^The price changed: it is now \$300\.00, not \$250\.00/);
    expectError(await checkout({ currency: 'EUR' }), 409, 'price_changed');
    expect(expectValidationError(await checkout({ options: [] }))).toEqual(['options']);
    expect(expectValidationError(await checkout({ options: [{ name: 'Revisions', choice: 'Ten' }] }))).toEqual([
      'options.0.choice',
    ]);
  });

  it('only the agency’s own locations buy; others get 404, the agency’s team 403', async () => {
    expectError(await checkout({}, w.tenants.locationAdminB1.headers), 404);
    expectError(await checkout({}, w.tenants.adminA.headers), 403);
  });

  it('a card that succeeds: paid on the read back, once, with its receipt and mails', async () => {
    const res = await checkout();
    const order = res.json().data.order;
    const row = await orderRow(order._id);
    await w.p.confirmWithCard(row.stripePaymentIntentId!, 'visa', w.on);
    const bought = await w.http.post(`${BASE}/buy_service`, { orderId: order._id }, buyer());
    expect(bought.json().data).toMatchObject({ status: 'paid', feeMinor: 0, amountMinor: 30_000 });
    expect(bought.json().data.dueAt).not.toBeNull();
    const tx = await w.http.get(`${BASE}/get_transaction?order_id=${order._id}`, buyer());
    expect(tx.json().data.payment).toMatchObject({ status: 'succeeded', cardBrand: 'visa', cardLast4: '4242' });
    // The webhooks of the same payment, and a second read back, change nothing more.
    await w.runWebhooks();
    await w.http.post(`${BASE}/buy_service`, { orderId: order._id }, buyer());
    const mails = await mailsAbout(order._id);
    // A receipt to each of location A1's two people, the new order to agency A's admin: once each.
    expect(mails.map((m) => [m.kind, m.toAddress]).sort()).toEqual([
      ['store_new_order', 'admin@alpha.test'],
      ['store_paid', 'lead@alpha-one.test'],
      ['store_paid', 'staff@alpha-one.test'],
    ]);
    const receipts = await w.p.db
      .select()
      .from(paymentInvoices)
      .where(and(eq(paymentInvoices.recordKind, 'store_order'), eq(paymentInvoices.recordId, order._id)));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ status: 'paid', amountPaidMinor: 30_000, locationId: w.tenants.locationA1._id });
    const invoices = await w.http.get(`/api/v1/agency/stripe/invoices/${w.tenants.locationA1._id}`, w.tenants.adminA.headers);
    expect(invoices.json().data.map((i: { recordId: string }) => i.recordId)).toContain(order._id);
    // A sibling location and another agency never see it.
    expectError(await w.http.get(`${BASE}/orders/${order._id}`, w.tenants.staffA2.headers), 404);
    expectError(await w.http.get(`${BASE}/app_creator/orders/${order._id}`, w.tenants.adminB.headers), 404);
    expectError(await w.http.get(`${BASE}/get_transaction?order_id=${order._id}`, w.tenants.locationAdminB1.headers), 404);
    expect((await w.http.get(`${BASE}/app_creator/orders/${order._id}`, w.tenants.adminA.headers)).json().data.feeMinor).toBe(
      600,
    );
  });

  it('paid by the webhook alone, and a replayed webhook fulfils once', async () => {
    const order = (await checkout()).json().data.order;
    const row = await orderRow(order._id);
    await w.p.confirmWithCard(row.stripePaymentIntentId!, 'visa', w.on);
    expect(await w.runWebhooks()).toBeGreaterThan(0);
    expect((await orderRow(order._id)).status).toBe('paid');
    // Paid from the event's own copy, with its receipt; the charge's event brings the receipt's link, once.
    const receiptUrl = async () =>
      (await w.p.db.select().from(paymentInvoices).where(eq(paymentInvoices.recordId, order._id)))[0]?.hostedInvoiceUrl;
    const linked = await receiptUrl();
    expect(linked).toMatch(/\/receipts\/payment\/test_/);
    await linkReceipt(w.p, row, 'https://pay.stripe.test/receipts/2');
    expect(await receiptUrl()).toBe(linked);
    const events = await w.p.stripe.events.list({ type: 'payment_intent.succeeded', limit: 100 }, w.on);
    const mine = events.data.find((e) => (e.data.object as { id: string }).id === row.stripePaymentIntentId)!;
    await w.p.stripe.rawRequest('POST', `/v1/test_helpers/events/${mine.id}/resend`, {}, w.on);
    await w.runWebhooks();
    expect((await mailsAbout(order._id)).filter((m) => m.kind === 'store_paid')).toHaveLength(2);
  });

  it('a backlog of succeeded events is applied together: each order paid once, with its receipt and mails', async () => {
    const rows = await Promise.all([1, 2, 3].map(async () => orderRow((await checkout()).json().data.order._id)));
    for (const row of rows) await w.p.confirmWithCard(row.stripePaymentIntentId!, 'visa', w.on);
    const listed = await w.p.stripe.events.list({ type: 'payment_intent.succeeded', limit: 100 }, w.on);
    const events = rows.map(
      (row) => listed.data.find((e) => (e.data.object as { id: string }).id === row.stripePaymentIntentId)!,
    );
    const stored = await w.p.db
      .insert(stripeEvents)
      .values(
        events.map((event) => ({
          eventId: event.id,
          type: event.type,
          stripeAccountId: event.account ?? null,
          stripeCreatedAt: new Date(event.created * 1000),
          payload: event as unknown as Record<string, unknown>,
        })),
      )
      .returning({ _id: stripeEvents._id });
    const taken: string[] = [];
    const batchHandlers: StripeBatchHandler[] = [
      async (ctx, batch) => {
        const handled = await applyStoreSucceededEvents(ctx, batch);
        taken.push(...handled);
        return handled;
      },
    ];
    const outcomes = await processStripeEvents(
      { ...w.worker, batchHandlers },
      stored.map((r) => r._id),
    );
    expect([...outcomes.values()]).toEqual(['processed', 'processed', 'processed']);
    expect(taken.sort()).toEqual(events.map((e) => e.id).sort());
    for (const row of rows) {
      expect(await orderRow(row._id)).toMatchObject({ status: 'paid' });
      expect((await orderRow(row._id)).dueAt).not.toBeNull();
      expect(await w.p.db.select().from(paymentInvoices).where(eq(paymentInvoices.recordId, row._id))).toHaveLength(1);
      const mails = await mailsAbout(row._id);
      expect(mails.filter((m) => m.kind === 'store_paid').length).toBeGreaterThan(0);
      expect(mails.filter((m) => m.kind === 'store_new_order').length).toBeGreaterThan(0);
    }
    // The same events again (the webhook's deliveries, later) change nothing.
    const before = (await mailsAbout(rows[0]!._id)).length;
    await w.runWebhooks();
    expect(await mailsAbout(rows[0]!._id)).toHaveLength(before);
  });

  it('a declined card leaves the order pending with the bank’s message; 4242 then pays it', async () => {
    const order = (await checkout()).json().data.order;
    const row = await orderRow(order._id);
    await w.p.confirmWithCard(row.stripePaymentIntentId!, 'declined', w.on);
    const after = await w.http.post(`${BASE}/buy_service`, { orderId: order._id }, buyer());
    expect(after.json().data).toMatchObject({ status: 'pending_payment', lastPaymentError: expect.stringMatching(/declined/i) });
    await w.p.confirmWithCard(row.stripePaymentIntentId!, 'visa', w.on);
    const paid = await w.http.post(`${BASE}/buy_service`, { orderId: order._id }, buyer());
    expect(paid.json().data).toMatchObject({ status: 'paid', lastPaymentError: null });
  });

  it('authentication required, then completed', async () => {
    const order = (await checkout()).json().data.order;
    const row = await orderRow(order._id);
    const intent = await w.p.confirmWithCard(row.stripePaymentIntentId!, 'authenticationRequired', w.on);
    expect(intent.status).toBe('requires_action');
    expect((await w.http.post(`${BASE}/buy_service`, { orderId: order._id }, buyer())).json().data.status).toBe(
      'pending_payment',
    );
    await w.p.authenticate(row.stripePaymentIntentId!, 'succeed', w.on);
    expect((await w.http.post(`${BASE}/buy_service`, { orderId: order._id }, buyer())).json().data.status).toBe('paid');
  });

  it('an amount at Stripe that differs from the order is not fulfilled and is recorded', async () => {
    const order = (await checkout()).json().data.order;
    const row = await orderRow(order._id);
    await w.p.db.update(storeOrders).set({ amountMinor: 29_000 }).where(eq(storeOrders._id, order._id));
    await w.p.confirmWithCard(row.stripePaymentIntentId!, 'visa', w.on);
    expect((await w.http.post(`${BASE}/buy_service`, { orderId: order._id }, buyer())).json().data.status).toBe(
      'pending_payment',
    );
    const findings = await w.p.db
      .select()
      .from(paymentReconciliationFindings)
      .where(eq(paymentReconciliationFindings.recordId, order._id));
    expect(findings).toEqual([
      expect.objectContaining({ problem: 'amount_mismatch', stripeObjectId: row.stripePaymentIntentId }),
    ]);
  });

  it('refunds in part, then the rest: refunded on Stripe’s word, the buyer told each time, a double click once', async () => {
    const order = (await checkout()).json().data.order;
    const row = await orderRow(order._id);
    await w.p.confirmWithCard(row.stripePaymentIntentId!, 'visa', w.on);
    await w.http.post(`${BASE}/buy_service`, { orderId: order._id }, buyer());
    const url = `${BASE}/app_creator/orders/${order._id}/refund`;
    const [part, again] = await Promise.all([
      w.http.post(url, { amountMinor: 10_000 }, w.tenants.adminA.headers),
      w.http.post(url, { amountMinor: 10_000 }, w.tenants.adminA.headers),
    ]);
    expect(part.json().data).toMatchObject({ status: 'paid', refundedMinor: 10_000 });
    expect(again.json().data.refundedMinor).toBe(10_000);
    const charge = await w.p.stripe.paymentIntents.retrieve(row.stripePaymentIntentId!, { expand: ['latest_charge'] }, w.on);
    expect((charge.latest_charge as { amount_refunded: number }).amount_refunded).toBe(10_000);
    const rest = await w.http.post(url, {}, w.tenants.adminA.headers);
    expect(rest.json().data).toMatchObject({ status: 'refunded', refundedMinor: 30_000, refundedAt: expect.any(String) });
    await w.runWebhooks();
    const mails = (await mailsAbout(order._id)).filter(
      (m) => m.kind === 'store_refunded' && m.toAddress === 'lead@alpha-one.test',
    );
    // Mails of the two refunds may be written in either order.
    expect(mails.map((m) => m.subject).sort()).toEqual(['Refund of $100.00: Logo design', 'Refund of $200.00: Logo design']);
    expect(expectError(await w.http.post(url, {}, w.tenants.adminA.headers), 409).message).toBe('This order is already refunded');
  });

  it('the currency is locked once something is sold', async () => {
    const res = await w.http.put(`${BASE}/stores/${w.storeId}`, { currency: 'EUR' }, w.tenants.adminA.headers);
    expect(expectError(res, 409).message).toBe('The currency cannot change once something is sold in this store');
    const removed = await w.http.del(`${BASE}/app_creator/services/${productId}`, w.tenants.adminA.headers);
    expect(removed.json().data).toEqual({ outcome: 'archived' });
    await w.http.put(`${BASE}/app_creator/services/${productId}`, { status: 'published' }, w.tenants.adminA.headers);
  });
});
