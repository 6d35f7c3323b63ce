import type { TStore, TStoreCreate, TStoreUpdate, ZStoreCreate, ZStoreUpdate } from '@atrium/contracts/store';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { conflict } from '../../platform/errors';
import { sanitizeOptionalRichText } from '../../platform/html';
import type { Actor } from '../../platform/tenancy/actor';
import { agencies } from '../../platform/tenancy/tenancy.tables';
import { isoTimes } from '../education/content-access';
import { agencyPaymentAccount } from '../payments/payment-accounts';
import { serviceStores, storeOrders, storeProducts, storeSubscriptions } from './store.tables';
import { isStoreBuyer, ownedStore, requireStoreOwner, type StoreRow, visibleStore } from './store-access';
import { storesChanged } from './store-openness';

export type { TStoreCreate, TStoreUpdate };

/** Stores as the API shows them: the seller's name, whether Stripe takes payments now, counts, whether sold. */
export async function storesJson(db: DbOrTx, rows: readonly StoreRow[]): Promise<TStore[]> {
  if (rows.length === 0) return [];
  const agencyId = rows[0]!.agencyId;
  const ids = rows.map((r) => r._id);
  const [agency] = await db.select({ name: agencies.name }).from(agencies).where(eq(agencies._id, agencyId));
  const account = await agencyPaymentAccount(db as Db, agencyId);
  const published = await db
    .select({ storeId: storeProducts.storeId, count: sql<number>`count(*)::int` })
    .from(storeProducts)
    .where(and(inArray(storeProducts.storeId, ids), eq(storeProducts.status, 'published')))
    .groupBy(storeProducts.storeId);
  const sold = await db
    .selectDistinct({ storeId: storeOrders.storeId })
    .from(storeOrders)
    .where(and(inArray(storeOrders.storeId, ids), isNotNull(storeOrders.paidAt)));
  const subscribed = await db
    .selectDistinct({ storeId: storeSubscriptions.storeId })
    .from(storeSubscriptions)
    .where(inArray(storeSubscriptions.storeId, ids));
  const hasSales = new Set([...sold, ...subscribed].map((r) => r.storeId));
  return rows.map((row) => ({
    _id: row._id,
    agencyId: row.agencyId,
    name: row.name,
    description: row.description,
    currency: row.currency,
    open: row.open,
    sellerName: account?.displayName ?? agency?.name ?? row.name,
    canTakePayments: Boolean(account?.chargesEnabled),
    publishedCount: published.find((p) => p.storeId === row._id)?.count ?? 0,
    hasSales: hasSales.has(row._id),
    ...isoTimes(row),
  }));
}

export const storeJson = async (db: DbOrTx, row: StoreRow) => (await storesJson(db, [row]))[0]!;

/** The agency's stores (its team), or the stores its locations buy from (a location's people). */
export async function listStores(opts: { db: DbOrTx; actor: Actor }): Promise<TStore[]> {
  const { db, actor } = opts;
  const agencyId = isStoreBuyer(actor) ? actor.agencyId : requireStoreOwner(actor).agencyId;
  const rows = await db
    .select()
    .from(serviceStores)
    .where(eq(serviceStores.agencyId, agencyId))
    .orderBy(asc(serviceStores.createdAt), asc(serviceStores._id));
  return storesJson(db, rows);
}

/** A new store; its currency defaults to the agency's Stripe account's when one is connected. */
export async function createStore(opts: { db: Db; actor: Actor; body: z.output<typeof ZStoreCreate> }): Promise<TStore> {
  const owner = requireStoreOwner(opts.actor);
  const [row] = await opts.db
    .insert(serviceStores)
    .values({
      agencyId: owner.agencyId,
      name: opts.body.name,
      description: sanitizeOptionalRichText(opts.body.description) ?? null,
      currency: opts.body.currency,
      open: opts.body.open,
    })
    .returning();
  storesChanged();
  return storeJson(opts.db, row!);
}

export async function getStore(opts: { db: DbOrTx; actor: Actor; storeId: string }): Promise<TStore> {
  return storeJson(opts.db, await visibleStore(opts.db, opts.actor, opts.storeId));
}

/**
 * Changes a store. Its currency prices every product, and what was sold was sold in it: it changes only while nothing
 * is sold, and then every product follows (their Stripe prices are made again at the next sync).
 */
export async function updateStore(opts: {
  db: Db;
  actor: Actor;
  storeId: string;
  body: z.output<typeof ZStoreUpdate>;
}): Promise<TStore> {
  const { db, body } = opts;
  const store = await ownedStore(db, opts.actor, opts.storeId);
  const changesCurrency = body.currency !== undefined && body.currency !== store.currency;
  if (changesCurrency && (await storeJson(db, store)).hasSales)
    throw conflict('The currency cannot change once something is sold in this store');
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(serviceStores)
      .set({
        ...(body.name !== undefined && { name: body.name }),
        ...(body.description !== undefined && { description: sanitizeOptionalRichText(body.description) ?? null }),
        ...(body.currency !== undefined && { currency: body.currency }),
        ...(body.open !== undefined && { open: body.open }),
        updatedAt: new Date(),
      })
      .where(eq(serviceStores._id, store._id))
      .returning();
    if (changesCurrency)
      await tx
        .update(storeProducts)
        .set({ currency: body.currency!, stripePriceId: null, syncedAt: null, updatedAt: new Date() })
        .where(eq(storeProducts.storeId, store._id));
    return updated!;
  });
  // Opened or closed: the CRM's store links follow at once.
  if (body.open !== undefined) storesChanged();
  return storeJson(db, row);
}
