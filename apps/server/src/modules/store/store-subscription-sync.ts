import type { TStoreSubscription } from '@atrium/contracts/store';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { DbOrTx } from '../../db/client';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { isoTimes } from '../education/content-access';
import { fromStripeCurrency, toStripeCurrency } from '../payments/idempotency';
import { paymentInvoices } from '../payments/payments.tables';
import { storeOrders, storeProducts, storeSubscriptions } from './store.tables';
import { markPaid, recordFinding, type StoreFulfilment } from './store-fulfilment';
import { applicationFee } from './store-pricing';

/**
 * Store subscriptions as Stripe has them (decision 029): the subscription's state read back and applied (a subscription
 * that ended stays ended), and each paid invoice becomes one order, so the agency delivers period by period.
 */

export type SubscriptionRow = typeof storeSubscriptions.$inferSelect;

const ENDED = ['canceled', 'incomplete_expired'] as const;
const iso = (d: Date | null) => d?.toISOString() ?? null;
const fromSeconds = (s: number | null | undefined) => (s ? new Date(s * 1000) : null);

export async function subscriptionsJson(db: DbOrTx, rows: readonly SubscriptionRow[]): Promise<TStoreSubscription[]> {
  if (rows.length === 0) return [];
  const [products, places] = await Promise.all([
    db
      .select({ _id: storeProducts._id, name: storeProducts.name })
      .from(storeProducts)
      .where(inArray(storeProducts._id, [...new Set(rows.map((r) => r.productId))])),
    db
      .select({ _id: locations._id, name: locations.name })
      .from(locations)
      .where(inArray(locations._id, [...new Set(rows.map((r) => r.locationId))])),
  ]);
  return rows.map((row) => ({
    _id: row._id,
    storeId: row.storeId,
    productId: row.productId,
    productName: products.find((p) => p._id === row.productId)?.name ?? '',
    location: places.find((l) => l._id === row.locationId) ?? { _id: row.locationId, name: '' },
    options: row.options,
    unitMinor: row.unitMinor,
    currency: row.currency,
    interval: row.interval === 'year' ? 'year' : 'month',
    status: row.status,
    currentPeriodEnd: iso(row.currentPeriodEnd),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    canceledAt: iso(row.canceledAt),
    endedAt: iso(row.endedAt),
    lastPaymentError: row.lastPaymentError,
    ...isoTimes(row),
  }));
}

export const subscriptionJson = async (db: DbOrTx, row: SubscriptionRow) => (await subscriptionsJson(db, [row]))[0]!;

/** The subscription's state from Stripe's object; an ended one never comes back (a late event after the end). */
export async function applySubscription(fx: Pick<StoreFulfilment, 'db'>, row: SubscriptionRow, sub: Stripe.Subscription) {
  if (sub.id !== row.stripeSubscriptionId) return row;
  const periodEnd = Math.max(0, ...sub.items.data.map((item) => item.current_period_end ?? 0));
  const [updated] = await fx.db
    .update(storeSubscriptions)
    .set({
      status: sub.status as SubscriptionRow['status'],
      currentPeriodEnd: fromSeconds(periodEnd),
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      canceledAt: fromSeconds(sub.canceled_at),
      endedAt: fromSeconds(sub.ended_at),
      ...(sub.status === 'active' && { lastPaymentError: null }),
      updatedAt: new Date(),
    })
    .where(and(eq(storeSubscriptions._id, row._id), notInArray(storeSubscriptions.status, [...ENDED])))
    .returning();
  return updated ?? row;
}

/** The subscription an invoice bills, by its Stripe id (or the metadata it carried). */
export async function subscriptionOfInvoice(db: DbOrTx, invoice: Stripe.Invoice): Promise<SubscriptionRow | null> {
  const details = invoice.parent?.subscription_details;
  const stripeId = typeof details?.subscription === 'string' ? details.subscription : details?.subscription?.id;
  if (stripeId) {
    const [row] = await db.select().from(storeSubscriptions).where(eq(storeSubscriptions.stripeSubscriptionId, stripeId));
    if (row) return row;
  }
  const id = details?.metadata?.atrium_kind === 'store_subscription' ? details.metadata.atrium_id : undefined;
  if (!id) return null;
  const [row] = await db.select().from(storeSubscriptions).where(eq(storeSubscriptions._id, id));
  return row ?? null;
}

/**
 * An invoice of a store subscription: mirrored into the location's invoices; once paid, one order for its period
 * (the unique invoice id makes it once), paid through the same step as a one-time order. A failed payment leaves
 * the bank's word on the subscription.
 */
export async function applyInvoice(
  fx: StoreFulfilment,
  sub: SubscriptionRow,
  invoice: Stripe.Invoice,
  /** The subscription's `application_fee_percent` at Stripe: Atrium's share of each invoice. */
  feePercent: number | null,
) {
  const line = invoice.lines?.data?.find((l) => !l.parent?.subscription_item_details?.proration) ?? invoice.lines?.data?.[0];
  const values = {
    stripeAccountId: sub.stripeAccountId,
    status: invoice.status ?? 'draft',
    amountDueMinor: invoice.amount_due,
    amountPaidMinor: invoice.amount_paid,
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    invoicePdf: invoice.invoice_pdf ?? null,
    number: invoice.number,
    updatedAt: new Date(),
  };
  await fx.db
    .insert(paymentInvoices)
    .values({
      ...values,
      stripeInvoiceId: invoice.id,
      recordKind: 'store_subscription',
      recordId: sub._id,
      agencyId: sub.agencyId,
      locationId: sub.locationId,
      description: line?.description ?? null,
      currency: fromStripeCurrency(invoice.currency),
      periodStart: fromSeconds(line?.period?.start),
      periodEnd: fromSeconds(line?.period?.end),
      issuedAt: fromSeconds(invoice.status_transitions?.finalized_at ?? invoice.created) ?? new Date(),
    })
    .onConflictDoUpdate({ target: paymentInvoices.stripeInvoiceId, set: values });

  if (invoice.status === 'open' && invoice.attempt_count > 0) {
    await fx.db
      .update(storeSubscriptions)
      .set({ lastPaymentError: 'The bank declined the payment of the latest invoice', updatedAt: new Date() })
      .where(eq(storeSubscriptions._id, sub._id));
    return;
  }
  if (invoice.status !== 'paid' || invoice.amount_paid <= 0) return;
  if (invoice.currency !== toStripeCurrency(sub.currency)) {
    await recordFinding(
      fx,
      sub._id,
      'currency_mismatch',
      sub.currency,
      fromStripeCurrency(invoice.currency),
      invoice.id,
      'store_subscription',
    );
    return;
  }
  const [product] = await fx.db.select().from(storeProducts).where(eq(storeProducts._id, sub.productId));
  const [inserted] = await fx.db
    .insert(storeOrders)
    .values({
      storeId: sub.storeId,
      agencyId: sub.agencyId,
      locationId: sub.locationId,
      buyerUserId: sub.buyerUserId,
      productId: sub.productId,
      subscriptionId: sub._id,
      productName: product?.name ?? 'Subscription',
      kind: product?.kind ?? 'service',
      options: sub.options,
      amountMinor: invoice.amount_paid,
      currency: sub.currency,
      feeMinor: applicationFee(invoice.amount_paid, feePercent ?? 0),
      stripeAccountId: sub.stripeAccountId,
      stripeInvoiceId: invoice.id,
    })
    .onConflictDoNothing()
    .returning();
  const [order] = inserted
    ? [inserted]
    : await fx.db.select().from(storeOrders).where(eq(storeOrders.stripeInvoiceId, invoice.id));
  if (order) await markPaid(fx, [order]);
}

/**
 * Reads the subscription back (with its latest invoice) and applies it, then the invoice an event named (read back
 * too) or the latest one. Returns the row after and Stripe's subscription.
 */
export async function refreshSubscription(fx: StoreFulfilment, row: SubscriptionRow, invoiceId?: string) {
  if (!row.stripeSubscriptionId) return { row, sub: null };
  const on = { stripeAccount: row.stripeAccountId };
  const sub = await fx.payments.stripe.subscriptions.retrieve(
    row.stripeSubscriptionId,
    { expand: ['latest_invoice.confirmation_secret'] },
    on,
  );
  const after = await applySubscription(fx, row, sub);
  const latest = typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
  const invoice = invoiceId && invoiceId !== latest?.id ? await fx.payments.stripe.invoices.retrieve(invoiceId, {}, on) : latest;
  if (invoice) await applyInvoice(fx, after, invoice, sub.application_fee_percent);
  const [now] = await fx.db.select().from(storeSubscriptions).where(eq(storeSubscriptions._id, row._id));
  return { row: now ?? after, sub };
}
