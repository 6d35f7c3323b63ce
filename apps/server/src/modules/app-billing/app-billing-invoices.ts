import { sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { fromStripeCurrency } from '../payments/idempotency';
import { paymentInvoices } from '../payments/payments.tables';
import type { SubscriptionRow } from './app-billing-access';

const at = (s: number | null | undefined) => (s ? new Date(s * 1000) : null);

/**
 * Mirrors one of Stripe's invoices of an app subscription into `payment_invoices` (what /app_billings lists). Keyed by
 * Stripe's id; a paid invoice stays paid whatever older state arrives after it.
 */
export async function saveInvoice(db: Db, row: SubscriptionRow, invoice: Stripe.Invoice, description: string): Promise<void> {
  const line = invoice.lines?.data[0];
  const values = {
    stripeInvoiceId: invoice.id,
    stripeAccountId: null,
    recordKind: 'app_subscription' as const,
    recordId: row._id,
    agencyId: row.agencyId,
    number: invoice.number,
    status: invoice.status ?? 'draft',
    description,
    amountDueMinor: invoice.amount_due,
    amountPaidMinor: invoice.amount_paid,
    currency: fromStripeCurrency(invoice.currency),
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    invoicePdf: invoice.invoice_pdf ?? null,
    periodStart: at(line?.period.start ?? invoice.period_start),
    periodEnd: at(line?.period.end ?? invoice.period_end),
    issuedAt: at(invoice.status_transitions?.finalized_at) ?? at(invoice.created) ?? new Date(),
  };
  await db
    .insert(paymentInvoices)
    .values(values)
    .onConflictDoUpdate({
      target: paymentInvoices.stripeInvoiceId,
      set: {
        ...values,
        status: sql`case when ${paymentInvoices.status} = 'paid' and excluded.status <> 'void' then 'paid' else excluded.status end`,
        amountPaidMinor: sql`greatest(${paymentInvoices.amountPaidMinor}, excluded.amount_paid_minor)`,
        updatedAt: new Date(),
      },
    });
}
