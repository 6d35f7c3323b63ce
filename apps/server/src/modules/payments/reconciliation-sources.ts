import type { PAYMENT_RECORD_KINDS } from '@atrium/contracts/payment-states';
import { and, gte, inArray, isNotNull, lt, notInArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appSubscriptions } from '../app-billing/app-billing.tables';
import { storeOrders, storeSubscriptions } from '../store/store.tables';

/**
 * The records the reconciliation compares with Stripe, read straight from the store's and app billing's tables: those
 * modules were written at the same time as this one and export no reader of their own for it (a module reading
 * another's tables is the exception ARCHITECTURE allows only until such a reader exists).
 */

export type RecordKind = (typeof PAYMENT_RECORD_KINDS)[number];

export interface ReconcileRecord {
  kind: RecordKind;
  id: string;
  agencyId: string;
  /** The connected account the Stripe object lives on; null for the platform's own (app subscriptions). */
  stripeAccountId: string | null;
  object: { type: 'payment_intent' | 'invoice' | 'subscription'; id: string };
  status: string;
  /** What Stripe should charge in all: an order's amount, a subscription's unit price times its quantity. */
  amountMinor: number;
  currency: string;
  /** What the order says was refunded (orders only). */
  refundedMinor: number | null;
}

/** An order is done moving once delivered, refunded, failed or cancelled; a subscription once it ended for good. */
const FINAL_ORDER: ('delivered' | 'refunded' | 'failed' | 'canceled')[] = ['delivered', 'refunded', 'failed', 'canceled'];
const FINAL_SUBSCRIPTION: ('canceled' | 'incomplete_expired')[] = ['canceled', 'incomplete_expired'];

export interface SourceWindow {
  /** Records changed since then are compared whatever their state (35 days before the run). */
  changedSince: Date;
  /** Records changed after this are left for the next run: their webhooks may still be on the way. */
  settledBefore: Date;
}

export async function reconcileRecords(db: DbOrTx, window: SourceWindow): Promise<ReconcileRecord[]> {
  const [orders, storeSubs, appSubs] = await Promise.all([
    db
      .select()
      .from(storeOrders)
      .where(
        and(
          lt(storeOrders.updatedAt, window.settledBefore),
          or(notInArray(storeOrders.status, FINAL_ORDER), gte(storeOrders.updatedAt, window.changedSince)),
          or(isNotNull(storeOrders.stripePaymentIntentId), isNotNull(storeOrders.stripeInvoiceId)),
        ),
      ),
    db
      .select()
      .from(storeSubscriptions)
      .where(
        and(
          lt(storeSubscriptions.updatedAt, window.settledBefore),
          isNotNull(storeSubscriptions.stripeSubscriptionId),
          or(notInArray(storeSubscriptions.status, FINAL_SUBSCRIPTION), gte(storeSubscriptions.updatedAt, window.changedSince)),
        ),
      ),
    db
      .select()
      .from(appSubscriptions)
      .where(
        and(
          lt(appSubscriptions.updatedAt, window.settledBefore),
          isNotNull(appSubscriptions.stripeSubscriptionId),
          or(notInArray(appSubscriptions.status, FINAL_SUBSCRIPTION), gte(appSubscriptions.updatedAt, window.changedSince)),
        ),
      ),
  ]);
  return [
    ...orders.map(
      (o): ReconcileRecord => ({
        kind: 'store_order',
        id: o._id,
        agencyId: o.agencyId,
        stripeAccountId: o.stripeAccountId,
        object: o.stripePaymentIntentId
          ? { type: 'payment_intent', id: o.stripePaymentIntentId }
          : { type: 'invoice', id: o.stripeInvoiceId! },
        status: o.status,
        amountMinor: o.amountMinor,
        currency: o.currency,
        refundedMinor: o.refundedMinor,
      }),
    ),
    ...storeSubs.map(
      (s): ReconcileRecord => ({
        kind: 'store_subscription',
        id: s._id,
        agencyId: s.agencyId,
        stripeAccountId: s.stripeAccountId,
        object: { type: 'subscription', id: s.stripeSubscriptionId! },
        status: s.status,
        amountMinor: s.unitMinor,
        currency: s.currency,
        refundedMinor: null,
      }),
    ),
    ...appSubs.map(
      (s): ReconcileRecord => ({
        kind: 'app_subscription',
        id: s._id,
        agencyId: s.agencyId,
        stripeAccountId: null,
        object: { type: 'subscription', id: s.stripeSubscriptionId! },
        status: s.status,
        amountMinor: s.unitMinor * s.quantity,
        currency: s.currency,
        refundedMinor: null,
      }),
    ),
  ];
}

/** The agency each record belongs to, for the findings screen. */
export async function recordAgencies(db: DbOrTx, refs: { kind: RecordKind; id: string }[]): Promise<Map<string, string>> {
  const ids = (kind: RecordKind) => refs.filter((r) => r.kind === kind).map((r) => r.id);
  const read = async (table: typeof storeOrders | typeof storeSubscriptions | typeof appSubscriptions, list: string[]) =>
    list.length === 0 ? [] : db.select({ _id: table._id, agencyId: table.agencyId }).from(table).where(inArray(table._id, list));
  const rows = (
    await Promise.all([
      read(storeOrders, ids('store_order')),
      read(storeSubscriptions, ids('store_subscription')),
      read(appSubscriptions, ids('app_subscription')),
    ])
  ).flat();
  return new Map(rows.map((r) => [r._id, r.agencyId]));
}
