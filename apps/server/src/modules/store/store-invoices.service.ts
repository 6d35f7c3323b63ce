import type { TPaymentInvoice } from '@atrium/contracts/payments';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import type { Actor } from '../../platform/tenancy/actor';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { paymentInvoices } from '../payments/payments.tables';
import { isStoreBuyer, isStoreOwner } from './store-access';

/** A customer's history is long but not endless: the newest 200 (a year of monthly services and then some). */
const INVOICE_LIMIT = 200;

/**
 * `GET /agency/stripe/invoices/{id}`: location {id}'s invoices (its store subscriptions) and receipts (its one-time
 * purchases), newest first, mirrored from Stripe. The agency's team reads any of its locations'; a location's people
 * their own; anyone else a 404.
 */
export async function listLocationInvoices(opts: { db: DbOrTx; actor: Actor; locationId: string }): Promise<TPaymentInvoice[]> {
  const { db, actor, locationId } = opts;
  if (!isUuid(locationId)) throw notFound('Location');
  const own = isStoreBuyer(actor) && actor.locationId === locationId;
  if (!own && !isStoreOwner(actor)) throw notFound('Location');
  const [location] = await db
    .select({ _id: locations._id })
    .from(locations)
    .where(and(eq(locations._id, locationId), eq(locations.agencyId, actor.agencyId)));
  if (!location) throw notFound('Location');
  const rows = await db
    .select()
    .from(paymentInvoices)
    .where(and(eq(paymentInvoices.locationId, locationId), eq(paymentInvoices.agencyId, actor.agencyId)))
    .orderBy(desc(paymentInvoices.issuedAt), desc(paymentInvoices._id))
    .limit(INVOICE_LIMIT);
  return rows.map((row) => ({
    _id: row._id,
    stripeInvoiceId: row.stripeInvoiceId,
    recordKind: row.recordKind,
    recordId: row.recordId,
    locationId: row.locationId,
    number: row.number,
    status: row.status,
    description: row.description,
    amountDueMinor: row.amountDueMinor,
    amountPaidMinor: row.amountPaidMinor,
    currency: row.currency,
    hostedInvoiceUrl: row.hostedInvoiceUrl,
    invoicePdf: row.invoicePdf,
    periodStart: row.periodStart?.toISOString() ?? null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
    issuedAt: row.issuedAt.toISOString(),
  }));
}
