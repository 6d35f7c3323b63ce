import type { TReconciliationProblem } from '@atrium/contracts/payments';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Payments } from '../../integrations/payments/payments';
import { fromStripeCurrency, toStripeCurrency } from '../payments/idempotency';
import { paymentInvoices, paymentReconciliationFindings } from '../payments/payments.tables';
import { moneyText } from '../payments/reconciliation';
import { storeOrders, storeProducts } from './store.tables';
import { mailOrder, pushOrder, type StoreAnnouncer } from './store-announce';
import type { OrderRow } from './store-order-json';

/**
 * Applying Stripe's word to store orders (decision 029). Every path that learns something (a webhook, the buyer's
 * "read back" after the card form, get_transaction while pending) reads the object from Stripe and comes here (a
 * verified `payment_intent.succeeded` brings its own copy: success is final, decision 030); each
 * change is one conditional UPDATE, so a state is reached once whatever the order or number of arrivals (paid never
 * returns to pending, a late decline after success changes nothing), and what follows a change (the receipt, mails,
 * a snapshot load) runs only for the update that made it.
 */

export interface StoreFulfilment extends StoreAnnouncer {
  payments: Payments;
  /** Queues the snapshot load a paid snapshot order starts; null where nothing runs jobs (tests run it themselves). */
  jobs: { send<T extends object>(name: string, data: T): Promise<string | null> } | null;
}

/** The job that starts a paid snapshot order's load (store-snapshot-purchase.ts). */
export const STORE_SNAPSHOT_JOB = 'store.snapshot-purchase';

const PAID_STATES = ['paid', 'in_progress', 'delivered', 'refunded'] as const;

/** A difference between the order and Stripe's object, for the super admin (one open finding per kind). */
export async function recordFinding(
  fx: Pick<StoreAnnouncer, 'db'>,
  recordId: string,
  problem: TReconciliationProblem,
  ours: string,
  stripes: string,
  stripeObjectId: string,
  kind: 'store_order' | 'store_subscription' = 'store_order',
) {
  await fx.db
    .insert(paymentReconciliationFindings)
    .values({ recordKind: kind, recordId, problem, ours, stripes, stripeObjectId })
    .onConflictDoNothing();
}

/** Whether Stripe charged what the order says, in its currency; a finding when not (and nothing is fulfilled). */
export async function chargedAsOrdered(
  fx: Pick<StoreAnnouncer, 'db'>,
  order: OrderRow,
  amount: number,
  currency: string,
  objectId: string,
) {
  if (currency !== toStripeCurrency(order.currency)) {
    await recordFinding(fx, order._id, 'currency_mismatch', order.currency, fromStripeCurrency(currency), objectId);
    return false;
  }
  if (amount !== order.amountMinor) {
    await recordFinding(
      fx,
      order._id,
      'amount_mismatch',
      moneyText(order.amountMinor, order.currency),
      moneyText(amount, order.currency),
      objectId,
    );
    return false;
  }
  return true;
}

/** The intent with its charge, read from the agency's account. */
export function readIntent(payments: Payments, order: Pick<OrderRow, 'stripePaymentIntentId' | 'stripeAccountId'>) {
  return payments.stripe.paymentIntents.retrieve(
    order.stripePaymentIntentId!,
    { expand: ['latest_charge'] },
    { stripeAccount: order.stripeAccountId },
  );
}

const chargeOf = (intent: Stripe.PaymentIntent) => (typeof intent.latest_charge === 'object' ? intent.latest_charge : null);

/** Applies a one-time order's payment intent as Stripe has it now. Returns the order as it is after. */
export async function applyPaymentIntent(fx: StoreFulfilment, order: OrderRow, intent: Stripe.PaymentIntent): Promise<OrderRow> {
  if (intent.id !== order.stripePaymentIntentId) return order;
  if (intent.status === 'succeeded') {
    if (!(await chargedAsOrdered(fx, order, intent.amount_received || intent.amount, intent.currency, intent.id))) return order;
    const paid = await markPaid(fx, order);
    if (!paid) return (await reread(fx, order)) ?? order;
    const charge = chargeOf(intent);
    await writeReceipt(fx, paid, intent.id, charge?.receipt_url ?? null);
    if (charge && charge.amount_refunded > 0) return applyCharge(fx, paid, charge);
    return paid;
  }
  if (intent.status === 'canceled') return (await moveFromPending(fx, order, { status: 'canceled' })) ?? order;
  const declined = intent.last_payment_error?.message;
  if (intent.status === 'requires_payment_method' && declined)
    return (await moveFromPending(fx, order, { lastPaymentError: declined.slice(0, 500) })) ?? order;
  return order;
}

async function reread(fx: Pick<StoreAnnouncer, 'db'>, order: OrderRow) {
  const [row] = await fx.db.select().from(storeOrders).where(eq(storeOrders._id, order._id));
  return row;
}

/** A change only an order still waiting for its payment takes (a decline's message, a cancellation). */
async function moveFromPending(fx: StoreFulfilment, order: OrderRow, set: Partial<OrderRow>) {
  const [row] = await fx.db
    .update(storeOrders)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(storeOrders._id, order._id), eq(storeOrders.status, 'pending_payment')))
    .returning();
  if (row) await pushOrder(fx, row);
  return row;
}

/**
 * Pending (or failed) to paid, once: the promised date from the product's delivery days, then the receipt mail,
 * the agency's new-order mail, live updates, and a snapshot product's load.
 */
export async function markPaid(fx: StoreFulfilment, order: OrderRow): Promise<OrderRow | null> {
  // The promised date from the product's delivery days, read in the same statement (none or 0: no date).
  const deliveryDays = fx.db
    .select({ days: storeProducts.deliveryDays })
    .from(storeProducts)
    .where(eq(storeProducts._id, storeOrders.productId));
  const [paid] = await fx.db
    .update(storeOrders)
    .set({
      status: 'paid',
      paidAt: sql`now()`,
      dueAt: sql`now() + make_interval(days => nullif((${deliveryDays}), 0))`,
      lastPaymentError: null,
      updatedAt: new Date(),
    })
    .where(and(eq(storeOrders._id, order._id), inArray(storeOrders.status, ['pending_payment', 'failed'])))
    .returning();
  if (!paid) return null;
  await pushOrder(fx, paid);
  await mailOrder(fx, paid, [
    { kind: 'paid', side: 'buyer' },
    { kind: 'new_order', side: 'seller' },
  ]);
  if (paid.kind === 'snapshot' && !paid.snapshotLoadId) await fx.jobs?.send(STORE_SNAPSHOT_JOB, { orderId: paid._id });
  return paid;
}

/** The receipt of a one-time payment, listed with the location's invoices (`/agency/stripe/invoices/{id}`). */
async function writeReceipt(fx: StoreFulfilment, order: OrderRow, paymentIntentId: string, receiptUrl: string | null) {
  await fx.db
    .insert(paymentInvoices)
    .values({
      stripeInvoiceId: paymentIntentId,
      stripeAccountId: order.stripeAccountId,
      recordKind: 'store_order',
      recordId: order._id,
      agencyId: order.agencyId,
      locationId: order.locationId,
      number: `R-${order._id.slice(-8).toUpperCase()}`,
      status: 'paid',
      description: order.productName,
      amountDueMinor: order.amountMinor,
      amountPaidMinor: order.amountMinor,
      currency: order.currency,
      hostedInvoiceUrl: receiptUrl,
      issuedAt: order.paidAt ?? new Date(),
    })
    .onConflictDoNothing();
}

/** The receipt's link from the charge, once: a payment applied from its webhook's copy had none (decision 030). */
export async function linkReceipt(fx: Pick<StoreAnnouncer, 'db'>, order: OrderRow, receiptUrl: string) {
  await fx.db
    .update(paymentInvoices)
    .set({ hostedInvoiceUrl: receiptUrl, updatedAt: new Date() })
    .where(
      and(
        eq(paymentInvoices.recordKind, 'store_order'),
        eq(paymentInvoices.recordId, order._id),
        isNull(paymentInvoices.hostedInvoiceUrl),
      ),
    );
}

/**
 * A charge's refunds as Stripe has them: the refunded amount only grows, and the order is `refunded` once all of it
 * went back (a partial refund keeps the order where it was). The buyer hears of each refund once.
 */
export async function applyCharge(fx: StoreFulfilment, order: OrderRow, charge: Stripe.Charge): Promise<OrderRow> {
  const refunded = Math.min(charge.amount_refunded, order.amountMinor);
  if (refunded <= order.refundedMinor) return order;
  const whole = refunded >= order.amountMinor;
  const [row] = await fx.db
    .update(storeOrders)
    .set({
      refundedMinor: refunded,
      ...(whole && { status: 'refunded', refundedAt: new Date() }),
      updatedAt: new Date(),
    })
    .where(
      and(eq(storeOrders._id, order._id), lt(storeOrders.refundedMinor, refunded), inArray(storeOrders.status, [...PAID_STATES])),
    )
    .returning();
  if (!row) return (await reread(fx, order)) ?? order;
  if (whole)
    await fx.db
      .update(paymentInvoices)
      .set({ status: 'refunded', updatedAt: new Date() })
      .where(and(eq(paymentInvoices.recordKind, 'store_order'), eq(paymentInvoices.recordId, order._id)));
  await pushOrder(fx, row);
  await mailOrder(fx, row, [{ kind: 'refunded', side: 'buyer' }], { refundMinor: refunded - order.refundedMinor });
  return row;
}
