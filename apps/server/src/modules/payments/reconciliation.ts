import type { TReconcileResult, TReconciliationProblem } from '@atrium/contracts/payments';
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import type { Payments } from '../../integrations/payments/payments';
import type { Mailer } from '../../platform/email/mailer';
import { sendEmail } from '../../platform/email/send-email';
import { fromStripeCurrency } from './idempotency';
import { paymentReconciliationFindings } from './payments.tables';
import { type ReconcileRecord, reconcileRecords } from './reconciliation-sources';
import { isStripeMissing } from './stripe-errors';

/** Decision 029: what is compared is what did not settle, and what changed in the last 35 days. */
export const RECONCILE_WINDOW_DAYS = 35;
/** A record changed this recently may have its webhook on the way: the next run looks at it. */
export const SETTLING_MS = 10 * 60_000;
/** Stripe reads at once (Stripe's rate limit is 100 a second; this stays far under it). */
const LANES = 4;
const PAID_ORDER = new Set(['paid', 'in_progress', 'delivered', 'refunded']);

export interface Difference {
  problem: TReconciliationProblem;
  ours: string;
  stripes: string;
}

/** An amount as people read it ("97.00 USD"): the currency's own number of decimals. */
export function moneyText(amountMinor: number, currency: string): string {
  let digits = 2;
  try {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {}
  return `${(amountMinor / 10 ** digits).toFixed(digits)} ${currency}`;
}

function moneyDifferences(record: ReconcileRecord, amount: number, stripeCurrency: string): Difference[] {
  const currency = fromStripeCurrency(stripeCurrency);
  if (currency !== record.currency) return [{ problem: 'currency_mismatch', ours: record.currency, stripes: currency }];
  if (amount !== record.amountMinor) {
    return [{ problem: 'amount_mismatch', ours: moneyText(record.amountMinor, currency), stripes: moneyText(amount, currency) }];
  }
  return [];
}

/** A one-time order against its payment intent: paid on one side only, a different amount, or refunds that differ. */
export function compareOrderIntent(record: ReconcileRecord, intent: Stripe.PaymentIntent): Difference[] {
  const out = moneyDifferences(record, intent.amount, intent.currency);
  const paidAtStripe = intent.status === 'succeeded';
  if (PAID_ORDER.has(record.status) !== paidAtStripe) {
    out.push({ problem: 'status_mismatch', ours: record.status, stripes: intent.status });
  }
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const refundedAtStripe = charge?.amount_refunded ?? 0;
  if (paidAtStripe && charge && (record.refundedMinor ?? 0) !== refundedAtStripe) {
    out.push({
      problem: 'refund_mismatch',
      ours: `${record.status}, ${moneyText(record.refundedMinor ?? 0, record.currency)} refunded`,
      stripes: `${moneyText(refundedAtStripe, fromStripeCurrency(charge.currency))} refunded`,
    });
  }
  return out;
}

/** A subscription period's order against its invoice. */
export function compareOrderInvoice(record: ReconcileRecord, invoice: Stripe.Invoice): Difference[] {
  const paidAtStripe = invoice.status === 'paid';
  const out = moneyDifferences(record, paidAtStripe ? invoice.amount_paid : invoice.amount_due, invoice.currency);
  if (PAID_ORDER.has(record.status) !== paidAtStripe) {
    out.push({ problem: 'status_mismatch', ours: record.status, stripes: `invoice ${invoice.status ?? 'unknown'}` });
  }
  return out;
}

/** A subscription against Stripe's: the same status (Atrium keeps Stripe's names) and the same price in all. */
export function compareSubscription(record: ReconcileRecord, subscription: Stripe.Subscription): Difference[] {
  const amount = subscription.items.data.reduce((sum, item) => sum + (item.price.unit_amount ?? 0) * (item.quantity ?? 1), 0);
  const out = moneyDifferences(record, amount, subscription.currency);
  if (record.status !== subscription.status) {
    out.push({ problem: 'status_mismatch', ours: record.status, stripes: subscription.status });
  }
  return out;
}

/** Stripe's object for the record, read back now; null when Stripe has none. */
async function differencesOf(payments: Payments, record: ReconcileRecord): Promise<Difference[]> {
  const options = record.stripeAccountId ? { stripeAccount: record.stripeAccountId } : {};
  try {
    if (record.object.type === 'payment_intent') {
      const intent = await payments.stripe.paymentIntents.retrieve(record.object.id, { expand: ['latest_charge'] }, options);
      return compareOrderIntent(record, intent);
    }
    if (record.object.type === 'invoice') {
      return compareOrderInvoice(record, await payments.stripe.invoices.retrieve(record.object.id, {}, options));
    }
    return compareSubscription(record, await payments.stripe.subscriptions.retrieve(record.object.id, {}, options));
  } catch (error) {
    if (isStripeMissing(error)) return [{ problem: 'missing_at_stripe', ours: record.status, stripes: 'not found' }];
    throw error;
  }
}

/** Stores a record's differences: new ones open a finding, open ones no longer seen are resolved. */
async function recordDifferences(db: Db, record: ReconcileRecord, differences: Difference[]) {
  const opened = differences.length
    ? await db
        .insert(paymentReconciliationFindings)
        .values(
          differences.map((d) => ({
            recordKind: record.kind,
            recordId: record.id,
            ...d,
            stripeObjectId: record.object.id,
          })),
        )
        .onConflictDoNothing()
        .returning({ _id: paymentReconciliationFindings._id })
    : [];
  const stillOpen = differences.map((d) => d.problem);
  const resolved = await db
    .update(paymentReconciliationFindings)
    .set({ resolvedAt: new Date() })
    .where(
      and(
        eq(paymentReconciliationFindings.recordKind, record.kind),
        eq(paymentReconciliationFindings.recordId, record.id),
        isNull(paymentReconciliationFindings.resolvedAt),
        ...(stillOpen.length ? [notInArray(paymentReconciliationFindings.problem, stillOpen)] : []),
      ),
    )
    .returning({ _id: paymentReconciliationFindings._id });
  return { found: opened.length, resolved: resolved.length };
}

export interface ReconcileDeps {
  db: Db;
  payments: Payments;
  mailer: Mailer;
  superAdminEmail: string;
  publicUrl: string;
  log: { warn: (obj: object, message: string) => void };
}

/**
 * Compares every unsettled or recently changed order and subscription with Stripe and records the differences
 * (decision 029). A record Stripe could not be asked about this time is left as it was (its findings neither opened
 * nor resolved). The super admin gets a mail when new findings appear.
 */
export async function reconcilePayments(deps: ReconcileDeps, now = new Date()): Promise<TReconcileResult> {
  const records = await reconcileRecords(deps.db, {
    changedSince: new Date(now.getTime() - RECONCILE_WINDOW_DAYS * 86_400_000),
    settledBefore: new Date(now.getTime() - SETTLING_MS),
  });
  const result = { checked: 0, found: 0, resolved: 0 };
  let next = 0;
  const lane = async () => {
    while (next < records.length) {
      const record = records[next++]!;
      let differences: Difference[];
      try {
        differences = await differencesOf(deps.payments, record);
      } catch (error) {
        deps.log.warn({ err: error, kind: record.kind }, 'reconciliation could not read a record from Stripe');
        continue;
      }
      const counts = await recordDifferences(deps.db, record, differences);
      result.checked += 1;
      result.found += counts.found;
      result.resolved += counts.resolved;
    }
  };
  await Promise.all(Array.from({ length: LANES }, lane));
  if (result.found > 0) await tellSuperAdmin(deps, result.found);
  return result;
}

async function tellSuperAdmin(deps: ReconcileDeps, found: number) {
  const link = `${deps.publicUrl}/admin/payments`;
  const what = found === 1 ? 'a new difference' : `${found} new differences`;
  await sendEmail({
    db: deps.db,
    mailer: deps.mailer,
    to: deps.superAdminEmail,
    kind: 'payment_reconciliation',
    subject: `Payments: ${what} between Atrium and Stripe`,
    text: `The payments reconciliation found ${what} between Atrium's orders and subscriptions and Stripe.\n\nReview them: ${link}\n`,
  });
}
