import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSubscriptions } from '../modules/app-billing/app-billing.tables';
import {
  paymentCustomers,
  paymentInvoices,
  paymentReconciliationFindings,
  stripeEvents,
} from '../modules/payments/payments.tables';
import { reconcilePayments, SETTLING_MS } from '../modules/payments/reconciliation';
import { processStripeEvent } from '../modules/payments/stripe-event-worker';
import { createPaymentsTestApp, type PaymentsTestApp } from '../modules/payments/test-payments';
import { storeOrders, storeProducts, storeSubscriptions } from '../modules/store/store.tables';
import { agencies } from '../platform/tenancy/tenancy.tables';
import { TEST_SUPER_ADMIN } from '../test/test-app';
import { seedDemoData } from './demo-data';
import { completeDemoStripe, type DemoStripeResult, demoStripeChanged } from './demo-stripe';

const SUMMIT = 'acct_1DemoSummitGrowth';

describe('the demo’s payments at the Stripe sandbox', () => {
  let p: PaymentsTestApp;
  let first: DemoStripeResult | null;
  let second: DemoStripeResult | null;
  let summitId: string;

  /** Delivers the sandbox's webhooks into the app and processes what they stored (the test app runs no jobs). */
  const runWebhooks = async () => {
    await p.deliverWebhooks();
    const worker = {
      db: p.db,
      payments: p.payments,
      realtime: null,
      mailer: p.app.deps.mailer,
      jobs: null,
      publicUrl: 'http://localhost',
    };
    const pending = await p.db.select({ _id: stripeEvents._id }).from(stripeEvents).where(eq(stripeEvents.state, 'pending'));
    for (const row of pending) await processStripeEvent(worker, row._id);
  };

  /** Everything the demo links to Stripe, to compare the database before and after a second run. */
  const snapshot = async () => ({
    orders: await p.db.select().from(storeOrders).orderBy(storeOrders._id),
    products: await p.db.select().from(storeProducts).orderBy(storeProducts._id),
    storeSubscriptions: await p.db.select().from(storeSubscriptions).orderBy(storeSubscriptions._id),
    appSubscriptions: await p.db.select().from(appSubscriptions).orderBy(appSubscriptions._id),
    invoices: await p.db.select().from(paymentInvoices).orderBy(paymentInvoices._id),
    customers: await p.db.select().from(paymentCustomers).orderBy(paymentCustomers._id),
  });
  let before: Awaited<ReturnType<typeof snapshot>>;
  let after: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    // The sandbox with its demo accounts, as `npm start` starts it.
    p = await createPaymentsTestApp({}, { sandbox: { demoData: true } });
    await seedDemoData({ db: p.db, superAdminEmail: TEST_SUPER_ADMIN });
    summitId = (await p.db.select().from(agencies).where(eq(agencies.email, 'hello@summitgrowth.test')))[0]!._id;
    first = await completeDemoStripe(p.app);
    await runWebhooks();
    before = await snapshot();
    second = await completeDemoStripe(p.app);
    await runWebhooks();
    after = await snapshot();
  }, 240_000);
  afterAll(async () => {
    await p?.close();
  });

  it('makes everything once, and a second start changes nothing', () => {
    expect(first).toEqual({
      customersLinked: 2,
      productsSynced: 5,
      ordersPaid: 4,
      storeSubscription: true,
      appSubscription: true,
    });
    expect(second && demoStripeChanged(second)).toBe(false);
    expect(after).toEqual(before);
  });

  it('syncs every product of Summit’s store to its account', async () => {
    expect(before.products).toHaveLength(5);
    for (const product of before.products) {
      expect(product.syncedAt).not.toBeNull();
      const price = await p.stripe.prices.retrieve(product.stripePriceId!, {}, { stripeAccount: SUMMIT });
      expect(price).toMatchObject({ product: product.stripeProductId, unit_amount: product.priceMinor, active: true });
    }
  });

  it('pays the seeded orders at Stripe with Atrium’s fee, refunds the refunded one, and keeps their dates', async () => {
    const seeded = before.orders.filter((o) => o.requestKey?.startsWith('demo-'));
    expect(seeded).toHaveLength(4);
    const customers = new Set<string>();
    for (const order of seeded) {
      expect(order.paidAt!.getTime()).toBeLessThan(Date.now() - 86_400_000);
      expect(order.updatedAt.getTime()).toBeLessThan(Date.now() - 86_400_000);
      const intent = await p.stripe.paymentIntents.retrieve(
        order.stripePaymentIntentId!,
        { expand: ['latest_charge'] },
        { stripeAccount: SUMMIT },
      );
      expect(intent).toMatchObject({ status: 'succeeded', amount: order.amountMinor, application_fee_amount: order.feeMinor });
      expect(intent.metadata).toMatchObject({ atrium_kind: 'store_order', atrium_id: order._id });
      const charge = intent.latest_charge as { amount_refunded: number };
      expect(charge.amount_refunded).toBe(order.refundedMinor);
      customers.add(intent.customer as string);
      const receipts = before.invoices.filter((i) => i.recordId === order._id);
      expect(receipts).toHaveLength(1);
      expect(receipts[0]).toMatchObject({
        stripeInvoiceId: intent.id,
        status: order.status === 'refunded' ? 'refunded' : 'paid',
      });
    }
    // The locations' customers are the ones the sandbox's own demo history belongs to.
    expect([...customers].sort()).toEqual(['cus_DemoSummitDental0000000', 'cus_DemoSummitRealty0000000']);
    expect(seeded.find((o) => o.status === 'refunded')?.refundedMinor).toBeGreaterThan(0);
  });

  it('gives Emma an active store subscription with its paid invoice and order', async () => {
    expect(before.storeSubscriptions).toHaveLength(1);
    const sub = before.storeSubscriptions[0]!;
    expect(sub.status).toBe('active');
    const atStripe = await p.stripe.subscriptions.retrieve(sub.stripeSubscriptionId!, {}, { stripeAccount: SUMMIT });
    expect(atStripe.status).toBe('active');
    const invoices = await p.stripe.invoices.list({ subscription: atStripe.id }, { stripeAccount: SUMMIT });
    expect(invoices.data.map((i) => i.status)).toEqual(['paid']);
    const periodOrders = before.orders.filter((o) => o.stripeInvoiceId === invoices.data[0]!.id);
    expect(periodOrders).toHaveLength(1);
    expect(periodOrders[0]!.status).toBe('paid');
  });

  it('gives Summit a paid app plan with its subscription, a paid invoice and a saved card in /app_billings', async () => {
    const rows = before.appSubscriptions.filter((s) => s.agencyId === summitId);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.status).toBe('active');
    const atStripe = await p.stripe.subscriptions.retrieve(row.stripeSubscriptionId!);
    expect(atStripe.status).toBe('active');
    expect(atStripe.transfer_data?.destination).toMatch(/^acct_1Demo/);
    const invoices = await p.stripe.invoices.list({ subscription: atStripe.id });
    expect(invoices.data.map((i) => i.status)).toEqual(['paid']);
    const customer = await p.stripe.customers.retrieve(row.stripeCustomerId!);
    expect(customer.deleted).toBeFalsy();
    expect(
      (customer as { invoice_settings: { default_payment_method: string | null } }).invoice_settings.default_payment_method,
    ).toMatch(/^pm_/);
  });

  it('leaves the reconciliation nothing to find', async () => {
    const deps = {
      db: p.db,
      payments: p.payments,
      mailer: p.app.deps.mailer,
      superAdminEmail: TEST_SUPER_ADMIN,
      publicUrl: 'http://localhost',
      log: p.app.log,
    };
    // Right after the start: the seeded orders (changed long ago); what was bought just now is still settling.
    expect(await reconcilePayments(deps)).toEqual({ checked: 4, found: 0, resolved: 0 });
    // As the daily job sees it once everything settled: also Emma's first period's order, her subscription and
    // Summit's app subscription.
    const later = new Date(Date.now() + SETTLING_MS + 60_000);
    expect(await reconcilePayments(deps, later)).toEqual({ checked: 7, found: 0, resolved: 0 });
    expect(
      await p.db.select().from(paymentReconciliationFindings).where(isNull(paymentReconciliationFindings.resolvedAt)),
    ).toEqual([]);
  });

  it('does nothing with Harbor Digital, which has no Stripe', async () => {
    const [harbor] = await p.db.select().from(agencies).where(eq(agencies.name, 'Harbor Digital'));
    expect(
      await p.db
        .select()
        .from(paymentCustomers)
        .where(and(eq(paymentCustomers.agencyId, harbor!._id))),
    ).toEqual([]);
  });
});
