import type { TAppBillingSummary, TAppInvoice, ZAppInvoicesQuery } from '@atrium/contracts/app-billing';
import type { TListMeta } from '@atrium/contracts/common';
import { and, count, eq, getTableColumns } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { timeKeyset } from '../../platform/pagination/time-keyset';
import type { Actor } from '../../platform/tenancy/actor';
import { agencies } from '../../platform/tenancy/tenancy.tables';
import { paymentInvoices } from '../payments/payments.tables';
import { requireBillingReader } from './app-billing-access';
import { listSubscriptions } from './app-billing-subscriptions.service';

/** GET /app_billings/summary: the agency's plan, its monthly spend on apps per currency, its current subscriptions. */
export async function billingSummary(opts: { db: Db; actor: Actor }): Promise<TAppBillingSummary> {
  const { db } = opts;
  const actor = requireBillingReader(opts.actor);
  const [agency] = await db
    .select({ _id: agencies._id, name: agencies.name, plan: agencies.plan })
    .from(agencies)
    .where(eq(agencies._id, actor.agencyId));
  const subscriptions = await listSubscriptions({ db, actor, query: { state: 'current' } });
  const byCurrency = new Map<string, { currency: string; totalMinor: number; trialingMinor: number }>();
  for (const s of subscriptions) {
    const line = byCurrency.get(s.currency) ?? { currency: s.currency, totalMinor: 0, trialingMinor: 0 };
    line.totalMinor += s.monthlyMinor;
    if (s.status === 'trialing') line.trialingMinor += s.monthlyMinor;
    byCurrency.set(s.currency, line);
  }
  return {
    agency: agency!,
    monthly: [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    subscriptions,
  };
}

const keyset = timeKeyset(paymentInvoices.issuedAt, paymentInvoices._id);
type InvoiceQuery = z.output<typeof ZAppInvoicesQuery>;

/** GET /app_billings/invoices: the agency's app and bundle invoices, newest first, keyset paged. */
export async function listAppInvoices(opts: {
  db: Db;
  actor: Actor;
  query: InvoiceQuery;
}): Promise<{ data: TAppInvoice[]; meta: TListMeta }> {
  const { db, query } = opts;
  const actor = requireBillingReader(opts.actor);
  const scope = and(
    eq(paymentInvoices.agencyId, actor.agencyId),
    eq(paymentInvoices.recordKind, 'app_subscription'),
    query.subscription_id ? eq(paymentInvoices.recordId, query.subscription_id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...getTableColumns(paymentInvoices), key: keyset.keyColumn })
      .from(paymentInvoices)
      .where(and(scope, keyset.after(query.cursor)))
      .orderBy(...keyset.orderBy)
      .limit(query.limit + 1),
    db.select({ n: count() }).from(paymentInvoices).where(scope),
  ]);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    data: rows.slice(0, query.limit).map((r) => ({
      _id: r._id,
      subscriptionId: r.recordId,
      number: r.number,
      status: r.status,
      description: r.description,
      amountDueMinor: r.amountDueMinor,
      amountPaidMinor: r.amountPaidMinor,
      currency: r.currency,
      hostedInvoiceUrl: r.hostedInvoiceUrl,
      invoicePdf: r.invoicePdf,
      periodStart: iso(r.periodStart),
      periodEnd: iso(r.periodEnd),
      issuedAt: r.issuedAt.toISOString(),
    })),
    meta: { total: total?.n ?? 0, nextCursor: keyset.next(rows, query.limit) },
  };
}
