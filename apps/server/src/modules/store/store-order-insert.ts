import { sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { storeOrders } from './store.tables';

/** The columns a checkout writes; the rest take their defaults (pending payment, no refund, no dates). */
const CHECKOUT_COLUMNS = [
  '_id',
  'storeId',
  'agencyId',
  'locationId',
  'buyerUserId',
  'productId',
  'requestKey',
  'productName',
  'kind',
  'options',
  'amountMinor',
  'currency',
  'feeMinor',
  'stripeAccountId',
  'stripePaymentIntentId',
  'snapshotValues',
] as const;

export type CheckoutOrderValues = Required<Pick<typeof storeOrders.$inferInsert, (typeof CHECKOUT_COLUMNS)[number]>>;

/**
 * A checkout's order insert as a prepared statement (decision 030): drizzle building an insert of this many columns
 * was a tenth of a checkout's CPU. On a conflict with the (location, requestKey) index nothing is inserted and no
 * row comes back.
 */
const insertStatement = preparedStatement((db: Db) => {
  const values: Record<string, unknown> = Object.fromEntries(CHECKOUT_COLUMNS.map((c) => [c, sql.placeholder(c)]));
  // A placeholder goes through its column's encoder, and jsonb's turns null into JSON's `null`: this one is given
  // as text already (or SQL NULL).
  values.snapshotValues = sql`${sql.placeholder('snapshotValues')}::jsonb`;
  return db
    .insert(storeOrders)
    .values(values as unknown as PgInsertValue<typeof storeOrders>)
    .onConflictDoNothing()
    .returning()
    .prepare('store_order_insert');
});

/** Inserts a checkout's order: the new row, or undefined when this location's requestKey already has one. */
export async function insertCheckoutOrder(db: Db, order: CheckoutOrderValues) {
  const [inserted] = await insertStatement(db).execute({
    ...order,
    snapshotValues: order.snapshotValues === null ? null : JSON.stringify(order.snapshotValues),
  });
  return inserted;
}
