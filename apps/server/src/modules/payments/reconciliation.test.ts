import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../platform/email/email.tables';
import { expectError, jsonRequest } from '../../test/http';
import { seedTenants, type Tenants } from '../../test/tenants';
import { appSubscriptions } from '../app-billing/app-billing.tables';
import { serviceStores, storeOrders, storeProducts } from '../store/store.tables';
import { paymentReconciliationFindings } from './payments.tables';
import { createPaymentsTestApp, type PaymentsTestApp } from './test-payments';

let p: PaymentsTestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
let account: string;
const orderIds: Record<string, string> = {};
let subscriptionRowId: string;

const HOUR_AGO = () => new Date(Date.now() - 3_600_000);

beforeAll(async () => {
  p = await createPaymentsTestApp();
  tenants = await seedTenants(p.t);
  http = jsonRequest(p.app);
  account = (await p.stripe.accounts.create({ type: 'standard' })).id;
  await p.stripe.rawRequest('POST', `/v1/test_helpers/accounts/${account}/complete_onboarding`, {});
  const on = { stripeAccount: account };
  const paidIntent = async (amount: number) => {
    const intent = await p.stripe.paymentIntents.create({ amount, currency: 'usd' }, on);
    return (await p.confirmWithCard(intent.id, 'visa', on)).id;
  };

  const [store] = await p.db.insert(serviceStores).values({ agencyId: tenants.agencyA._id, name: 'Alpha store' }).returning();
  const [product] = await p.db
    .insert(storeProducts)
    .values({
      storeId: store!._id,
      agencyId: tenants.agencyA._id,
      kind: 'service',
      name: 'Audit',
      priceMinor: 9700,
      currency: 'USD',
    })
    .returning();
  const order = (name: string, values: Partial<typeof storeOrders.$inferInsert>) => ({
    storeId: store!._id,
    agencyId: tenants.agencyA._id,
    locationId: tenants.locationA1._id,
    productId: product!._id,
    productName: name,
    kind: 'service' as const,
    amountMinor: 9700,
    currency: 'USD',
    stripeAccountId: account,
    requestKey: name,
    ...values,
  });
  const rows = await p.db
    .insert(storeOrders)
    .values([
      // Stripe took the money; Atrium never heard.
      order('missed', { status: 'pending_payment', stripePaymentIntentId: await paidIntent(9700) }),
      // Atrium charged a different amount than it says.
      order('amount', { status: 'paid', amountMinor: 5000, stripePaymentIntentId: await paidIntent(4500) }),
      order('missing', { status: 'paid', stripePaymentIntentId: 'pi_not_at_stripe' }),
      order('fine', { status: 'delivered', stripePaymentIntentId: await paidIntent(9700) }),
    ])
    .returning();
  for (const row of rows) orderIds[row.productName] = row._id;
  // Changed moments ago: its webhook may still be on the way, so this run leaves it alone.
  await p.db
    .insert(storeOrders)
    .values(order('recent', { status: 'pending_payment', stripePaymentIntentId: await paidIntent(9700) }));
  await p.db.update(storeOrders).set({ updatedAt: HOUR_AGO() }).where(sql`${storeOrders.productName} <> 'recent'`);

  const customer = await p.stripe.customers.create({ name: 'Alpha' });
  // As at Stripe, an inline price names a product that exists.
  const planProduct = await p.stripe.products.create({ name: 'Alpha plan' });
  const subscription = await p.stripe.subscriptions.create({
    customer: customer.id,
    items: [
      {
        price_data: { currency: 'usd', product: planProduct.id, unit_amount: 9700, recurring: { interval: 'month' } },
        quantity: 2,
      },
    ],
    trial_period_days: 14,
  });
  const [sub] = await p.db
    .insert(appSubscriptions)
    .values({
      agencyId: tenants.agencyA._id,
      subject: 'app_plan',
      target: { kind: 'agency' },
      quantity: 2,
      unitMinor: 9700,
      currency: 'USD',
      interval: 'month',
      requestKey: 'sub-1',
      stripeSubscriptionId: subscription.id,
      status: 'active',
      updatedAt: HOUR_AGO(),
    })
    .returning();
  subscriptionRowId = sub!._id;
});
afterAll(() => p.close());

const run = () => http.post('/api/v1/admin/payments/reconcile', {}, tenants.superAdmin.headers);
const openFindings = async () =>
  (await http.get('/api/v1/admin/payments/findings?limit=50', tenants.superAdmin.headers)).json().data as {
    _id: string;
    recordId: string;
    problem: string;
    ours: string;
    stripes: string;
    agency: { name: string } | null;
  }[];

describe('reconciliation', () => {
  it('records each difference with Stripe once, and tells the super admin', async () => {
    expectError(await http.post('/api/v1/admin/payments/reconcile', {}, tenants.adminA.headers), 403);
    const first = await run();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ checked: 5, found: 4, resolved: 0 });
    const found = await openFindings();
    const of = (id: string) => found.filter((f) => f.recordId === id).map((f) => f.problem);
    expect(of(orderIds.missed!)).toEqual(['status_mismatch']);
    expect(of(orderIds.amount!)).toEqual(['amount_mismatch']);
    expect(of(orderIds.missing!)).toEqual(['missing_at_stripe']);
    expect(of(orderIds.fine!)).toEqual([]);
    expect(of(subscriptionRowId)).toEqual(['status_mismatch']);
    expect(found.find((f) => f.recordId === orderIds.amount)).toMatchObject({ ours: '50.00 USD', stripes: '45.00 USD' });
    expect(found.find((f) => f.recordId === subscriptionRowId)).toMatchObject({ ours: 'active', stripes: 'trialing' });
    expect(found.every((f) => f.agency?.name === 'Alpha')).toBe(true);
    const mails = await p.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'payment_reconciliation'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: p.t.config.SUPER_ADMIN_EMAIL });
    expect(mails[0]!.text).toContain('/admin/payments');

    // The same differences again: nothing new, no second mail.
    expect((await run()).json().data).toEqual({ checked: 5, found: 0, resolved: 0 });
    expect(await p.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'payment_reconciliation'))).toHaveLength(1);
  });

  it('resolves a finding once the record matches Stripe again', async () => {
    await p.db.update(storeOrders).set({ status: 'paid', updatedAt: HOUR_AGO() }).where(eq(storeOrders._id, orderIds.missed!));
    expect((await run()).json().data).toEqual({ checked: 5, found: 0, resolved: 1 });
    expect((await openFindings()).some((f) => f.recordId === orderIds.missed)).toBe(false);
    const resolved = await http.get('/api/v1/admin/payments/findings?state=resolved', tenants.superAdmin.headers);
    expect(resolved.json().data.map((f: { recordId: string }) => f.recordId)).toEqual([orderIds.missed]);
  });

  it('lets the super admin resolve a finding; nobody else sees or resolves them', async () => {
    const [finding] = (await openFindings()).filter((f) => f.recordId === orderIds.missing);
    expectError(await http.get('/api/v1/admin/payments/findings', tenants.adminA.headers), 403);
    expectError(await http.post(`/api/v1/admin/payments/findings/${finding!._id}/resolve`, {}, tenants.adminA.headers), 403);
    const res = await http.post(`/api/v1/admin/payments/findings/${finding!._id}/resolve`, {}, tenants.superAdmin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ _id: finding!._id, resolvedAt: expect.any(String) });
    expectError(
      await http.post(`/api/v1/admin/payments/findings/${crypto.randomUUID()}/resolve`, {}, tenants.superAdmin.headers),
      404,
    );
    const rows = await p.db
      .select()
      .from(paymentReconciliationFindings)
      .where(eq(paymentReconciliationFindings._id, finding!._id));
    expect(rows[0]!.resolvedAt).not.toBeNull();
  });

  it('pages the findings newest first', async () => {
    const first = (await http.get('/api/v1/admin/payments/findings?limit=1', tenants.superAdmin.headers)).json();
    expect(first.data).toHaveLength(1);
    expect(first.meta.total).toBe(2);
    const next = (
      await http.get(`/api/v1/admin/payments/findings?limit=1&cursor=${first.meta.nextCursor}`, tenants.superAdmin.headers)
    ).json();
    expect(next.data[0]._id < first.data[0]._id).toBe(true);
    expect(next.meta.nextCursor).toBeNull();
  });
});
