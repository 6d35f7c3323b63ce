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
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r._id);
  const locationIds = [...new Set(rows.map((r) => r.locationId))];
  const buyerIds = [...new Set(rows.flatMap((r) => (r.buyerUserId ? [r.buyerUserId] : [])))];
  const loadIds = rows.flatMap((r) => (r.snapshotLoadId ? [r.snapshotLoadId] : []));
  const [places, buyers, loads, counts] = await Promise.all([
    db.select({ _id: locations._id, name: locations.name }).from(locations).where(inArray(locations._id, locationIds)),
    buyerIds.length === 0
      ? []
      : db
          .select({ _id: users._id, name: personName(users) })
          .from(users)
          .where(inArray(users._id, buyerIds)),
    loadIds.length === 0
      ? []
      : db
          .select({ _id: snapshotLoads._id, status: snapshotLoads.status, shareLink: snapshotLoads.shareLink })
          .from(snapshotLoads)
          .where(inArray(snapshotLoads._id, loadIds)),
    db
      .select({ orderId: storeOrderMessages.orderId, count: sql<number>`count(*)::int` })
      .from(storeOrderMessages)
      .where(inArray(storeOrderMessages.orderId, ids))
      .groupBy(storeOrderMessages.orderId),
  ]);
  return rows.map((row) =>
    toOrderJson(
      row,
      {
        location: places.find((l) => l._id === row.locationId) ?? { _id: row.locationId, name: '' },
        buyer: buyers.find((b) => b._id === row.buyerUserId) ?? null,
        snapshotLoad: loads.find((l) => l._id === row.snapshotLoadId) ?? null,
        messageCount: counts.find((c) => c.orderId === row._id)?.count ?? 0,
      },
      side,
    ),
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

/** One order's JSON: what ordersJson reads for many, in one statement (a paid order is pushed to both sides). */
export async function orderJson(db: DbOrTx, row: OrderRow, side: 'seller' | 'buyer'): Promise<TStoreOrder> {
  const [found] = await db
    .select({
      location: locations.name,
      buyer: personName(users),
      loadStatus: snapshotLoads.status,
      loadShareLink: snapshotLoads.shareLink,
      messageCount: sql<number>`(select count(*)::int from ${storeOrderMessages} where ${storeOrderMessages.orderId} = ${row._id})`,
    })
    .from(storeOrders)
    .innerJoin(locations, eq(locations._id, storeOrders.locationId))
    .leftJoin(users, eq(users._id, storeOrders.buyerUserId))
    .leftJoin(snapshotLoads, eq(snapshotLoads._id, storeOrders.snapshotLoadId))
    .where(eq(storeOrders._id, row._id));
  const related: OrderRelated = {
    location: { _id: row.locationId, name: found?.location ?? '' },
    buyer: row.buyerUserId && found?.buyer != null ? { _id: row.buyerUserId, name: found.buyer } : null,
    snapshotLoad:
      row.snapshotLoadId && found?.loadStatus
        ? { _id: row.snapshotLoadId, status: found.loadStatus, shareLink: found.loadShareLink }
        : null,
    messageCount: found?.messageCount ?? 0,
  };
  return toOrderJson(row, related, side);
}

/** One order as each side sees it, from one set of reads (a change is pushed to both sides). */
export async function orderJsonBothSides(db: DbOrTx, row: OrderRow) {
  const seller = await orderJson(db, row, 'seller');
  return { seller, buyer: { ...seller, feeMinor: feeSeenBy(seller.feeMinor, 'buyer') } };
}

export async function orderById(db: DbOrTx, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(storeOrders).where(eq(storeOrders._id, id));
  return row ?? null;
}
