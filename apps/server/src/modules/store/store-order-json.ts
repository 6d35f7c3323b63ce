import type { TStoreOrder } from '@atrium/contracts/store';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { personName } from '../../platform/tenancy/person-name';
import { locations, users } from '../../platform/tenancy/tenancy.tables';
import { isoTimes } from '../education/content-access';
import { snapshotLoads } from '../snapshots/snapshots.tables';
import { storeOrderMessages, storeOrders } from './store.tables';

export type OrderRow = typeof storeOrders.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Atrium's fee is the agency's business, not the buyer's. */
const feeSeenBy = (feeMinor: number, side: 'seller' | 'buyer') => (side === 'seller' ? feeMinor : 0);

/**
 * Orders as the API shows them, with the location's and buyer's names, the snapshot load's state and the thread's
 * length. `side` decides what the reader sees: Atrium's fee is the agency's business, not the buyer's.
 */
export async function ordersJson(db: DbOrTx, rows: readonly OrderRow[], side: 'seller' | 'buyer'): Promise<TStoreOrder[]> {
  const related = await relatedOf(db, rows);
  return rows.map((row) => toOrderJson(row, related.get(row._id)!, side));
}

/** What each order's JSON shows beyond its row, by order id: one statement however many orders. */
export async function relatedOf(db: DbOrTx, rows: readonly OrderRow[]): Promise<Map<string, OrderRelated>> {
  if (rows.length === 0) return new Map();
  const found = await db
    .select({
      _id: storeOrders._id,
      location: locations.name,
      buyer: personName(users),
      loadStatus: snapshotLoads.status,
      loadShareLink: snapshotLoads.shareLink,
      messageCount: sql<number>`(select count(*)::int from ${storeOrderMessages} where ${storeOrderMessages.orderId} = ${storeOrders._id})`,
    })
    .from(storeOrders)
    .innerJoin(locations, eq(locations._id, storeOrders.locationId))
    .leftJoin(users, eq(users._id, storeOrders.buyerUserId))
    .leftJoin(snapshotLoads, eq(snapshotLoads._id, storeOrders.snapshotLoadId))
    .where(
      inArray(
        storeOrders._id,
        rows.map((r) => r._id),
      ),
    );
  const byId = new Map(found.map((f) => [f._id, f]));
  return new Map(
    rows.map((row) => {
      const f = byId.get(row._id);
      const related: OrderRelated = {
        location: { _id: row.locationId, name: f?.location ?? '' },
        buyer: row.buyerUserId && f?.buyer != null ? { _id: row.buyerUserId, name: f.buyer } : null,
        snapshotLoad:
          row.snapshotLoadId && f?.loadStatus
            ? { _id: row.snapshotLoadId, status: f.loadStatus, shareLink: f.loadShareLink }
            : null,
        messageCount: f?.messageCount ?? 0,
      };
      return [row._id, related];
    }),
  );
}

/** What an order's JSON shows beyond its own row. */
export type OrderRelated = Pick<TStoreOrder, 'location' | 'buyer' | 'snapshotLoad' | 'messageCount'>;

/** One order as `side` sees it, from its row and what was read about it. */
export function toOrderJson(row: OrderRow, related: OrderRelated, side: 'seller' | 'buyer'): TStoreOrder {
  return {
    _id: row._id,
    storeId: row.storeId,
    productId: row.productId,
    productName: row.productName,
    kind: row.kind,
    options: row.options,
    amountMinor: row.amountMinor,
    currency: row.currency,
    feeMinor: feeSeenBy(row.feeMinor, side),
    status: row.status,
    ...related,
    subscriptionId: row.subscriptionId,
    lastPaymentError: row.lastPaymentError,
    refundedMinor: row.refundedMinor,
    paidAt: iso(row.paidAt),
    dueAt: iso(row.dueAt),
    deliveredAt: iso(row.deliveredAt),
    refundedAt: iso(row.refundedAt),
    ...isoTimes(row),
  };
}

/** One order's JSON. */
export async function orderJson(db: DbOrTx, row: OrderRow, side: 'seller' | 'buyer'): Promise<TStoreOrder> {
  const [json] = await ordersJson(db, [row], side);
  return json!;
}

export async function orderById(db: DbOrTx, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(storeOrders).where(eq(storeOrders._id, id));
  return row ?? null;
}
