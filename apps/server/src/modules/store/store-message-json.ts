import type { TStoreOrderMessage } from '@atrium/contracts/store';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { personName } from '../../platform/tenancy/person-name';
import { users } from '../../platform/tenancy/tenancy.tables';
import { storeOrderMessages } from './store.tables';
import type { StoreAnnouncer } from './store-announce';
import type { OrderRow } from './store-order-json';

type MessageRow = typeof storeOrderMessages.$inferSelect;

export async function messagesJson(db: DbOrTx, rows: readonly MessageRow[]): Promise<TStoreOrderMessage[]> {
  const authorIds = [...new Set(rows.flatMap((r) => (r.authorUserId ? [r.authorUserId] : [])))];
  const authors =
    authorIds.length === 0
      ? []
      : await db
          .select({ _id: users._id, name: personName(users) })
          .from(users)
          .where(inArray(users._id, authorIds));
  return rows.map((row) => ({
    _id: row._id,
    orderId: row.orderId,
    side: row.side,
    author: authors.find((a) => a._id === row.authorUserId) ?? null,
    body: row.body,
    files: row.files,
    delivery: row.delivery,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** A line the thread records about the order itself (paid, started, delivered, refunded). */
export async function addSystemMessage(fx: StoreAnnouncer, order: OrderRow, body: string, by: string | null) {
  const [row] = await fx.db
    .insert(storeOrderMessages)
    .values({ orderId: order._id, authorUserId: by, side: 'system', body })
    .returning();
  return (await messagesJson(fx.db, [row!]))[0]!;
}
