import type { TReconciliationProblem } from '@atrium/contracts/payments';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Payments } from '../../integrations/payments/payments';
import { fromStripeCurrency, toStripeCurrency } from '../payments/idempotency';
import { paymentInvoices, paymentReconciliationFindings } from '../payments/payments.tables';
import { moneyText } from '../payments/reconciliation';
import { storeOrders, storeProducts } from './store.tables';
import { mailOrder, mailOrders, pushOrder, pushOrders, type StoreAnnouncer } from './store-announce';
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
  if (intent.status === 'succeeded') return (await applySucceeded(fx, [{ order, intent }])).get(order._id) ?? order;
  if (intent.status === 'canceled') return (await moveFromPending(fx, order, { status: 'canceled' })) ?? order;
  const declined = intent.last_payment_error?.message;
  if (intent.status === 'requires_payment_method' && declined)
    return (await moveFromPending(fx, order, { lastPaymentError: declined.slice(0, 500) })) ?? order;
  return order;
}

/** A succeeded intent and the order it pays. */
export interface SucceededPayment {
  order: OrderRow;
  intent: Stripe.PaymentIntent;
}

/**
 * Succeeded intents applied to their orders, all in the same few statements (a backlog of webhooks comes here
 * together, decision 030): each order charged as ordered is paid once, gets its receipt, and a refund already on its
 * charge is applied. Returns the orders as they are after, by id (one that did not match is left out).
 */
export async function applySucceeded(fx: StoreFulfilment, payments: readonly SucceededPayment[]) {
  const matching: SucceededPayment[] = [];
  for (const payment of payments) {
    const { order, intent } = payment;
    if (intent.id !== order.stripePaymentIntentId) continue;
    if (await chargedAsOrdered(fx, order, intent.amount_received || intent.amount, intent.currency, intent.id)) {
      matching.push(payment);
    }
  }
  const after = new Map(
    (
      await markPaid(
        fx,
        matching.map((p) => p.order),
      )
    ).map((row) => [row._id, row]),
  );
  const paidBefore = matching.filter((p) => !after.has(p.order._id)).map((p) => p.order._id);
  for (const row of await reread(fx, paidBefore)) after.set(row._id, row);
  // Every order paid now has its receipt: written with the payment, or here when an earlier try stopped before it.
  await writeReceipts(
    fx,
    matching.flatMap(({ order, intent }) => {
      const row = after.get(order._id);
      return row && isPaid(row) ? [{ order: row, intentId: intent.id, receiptUrl: chargeOf(intent)?.receipt_url ?? null }] : [];
    }),
  );
  for (const { order, intent } of matching) {
    const charge = chargeOf(intent);
    const row = after.get(order._id);
    if (row && charge && charge.amount_refunded > 0) after.set(row._id, await applyCharge(fx, row, charge));
  }
  return after;
}

const isPaid = (order: OrderRow) => (PAID_STATES as readonly string[]).includes(order.status);

async function reread(fx: Pick<StoreAnnouncer, 'db'>, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return fx.db.select().from(storeOrders).where(inArray(storeOrders._id, ids));
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
 * Pending (or failed) to paid, once, for each order still waiting: the promised date from the product's delivery
 * days, then the buyers' receipts and the agencies' new-order mails, live updates, and a snapshot product's load.
 * Returns the orders this call paid.
 */
export async function markPaid(fx: StoreFulfilment, orders: readonly OrderRow[]): Promise<OrderRow[]> {
  if (orders.length === 0) return [];
  // The promised date from the product's delivery days, read in the same statement (none or 0: no date).
  const deliveryDays = fx.db
    .select({ days: storeProducts.deliveryDays })
    .from(storeProducts)
    .where(eq(storeProducts._id, storeOrders.productId));
  const paid = await fx.db
    .update(storeOrders)
    .set({
      status: 'paid',
      paidAt: sql`now()`,
      dueAt: sql`now() + make_interval(days => nullif((${deliveryDays}), 0))`,
      lastPaymentError: null,
      updatedAt: new Date(),
    })
    .where(
      and(
        inArray(
          storeOrders._id,
          orders.map((o) => o._id),
        ),
        inArray(storeOrders.status, ['pending_payment', 'failed']),
      ),
    )
    .returning();
  if (paid.length === 0) return [];
  await pushOrders(fx, paid);
  await mailOrders(fx, paid, [
    { kind: 'paid', side: 'buyer' },
    { kind: 'new_order', side: 'seller' },
  ]);
  for (const order of paid) {
    if (order.kind === 'snapshot' && !order.snapshotLoadId) await fx.jobs?.send(STORE_SNAPSHOT_JOB, { orderId: order._id });
  }
  return paid;
}

/** The receipts of one-time payments, listed with the location's invoices (`/agency/stripe/invoices/{id}`). */
async function writeReceipts(
  fx: StoreFulfilment,
  receipts: readonly { order: OrderRow; intentId: string; receiptUrl: string | null }[],
) {
  if (receipts.length === 0) return;
  await fx.db
    .insert(paymentInvoices)
    .values(
      receipts.map(({ order, intentId, receiptUrl }) => ({
        stripeInvoiceId: intentId,
        stripeAccountId: order.stripeAccountId,
        recordKind: 'store_order' as const,
        recordId: order._id,
        agencyId: order.agencyId,
        locationId: order.locationId,
        number: `R-${order._id.slice(-8).toUpperCase()}`,
        status: 'paid' as const,
        description: order.productName,
        amountDueMinor: order.amountMinor,
        amountPaidMinor: order.amountMinor,
        currency: order.currency,
        hostedInvoiceUrl: receiptUrl,
        issuedAt: order.paidAt ?? new Date(),
      })),
    )
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
  if (!row) return (await reread(fx, [order._id]))[0] ?? order;
  if (whole)
    await fx.db
      .update(paymentInvoices)
      .set({ status: 'refunded', updatedAt: new Date() })
      .where(and(eq(paymentInvoices.recordKind, 'store_order'), eq(paymentInvoices.recordId, order._id)));
  await pushOrder(fx, row);
  await mailOrder(fx, row, [{ kind: 'refunded', side: 'buyer' }], { refundMinor: refunded - order.refundedMinor });
  return row;
}
