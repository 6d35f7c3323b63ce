import type { TStoreProduct, ZStoreProductCreate, ZStoreProductQuery, ZStoreProductUpdate } from '@atrium/contracts/store';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { Payments } from '../../integrations/payments/payments';
import { conflict, notFound } from '../../platform/errors';
import { sanitizeOptionalRichText } from '../../platform/html';
import { isUuid } from '../../platform/ids';
import { decodeCursor, encodeCursor } from '../../platform/pagination/cursor';
import type { Actor } from '../../platform/tenancy/actor';
import { fieldError } from '../education/content-access';
import { agencyPaymentAccount } from '../payments/payment-accounts';
import { isStripeRefusal, stripeUnavailable } from '../payments/stripe-errors';
import { appSnapshots } from '../snapshots/snapshots.tables';
import { serviceStores, storeOrders, storeProducts, storeProductTags, storeSubscriptions, storeTags } from './store.tables';
import { isStoreOwner, ownedStore, type StoreRow } from './store-access';
import { type ProductRow, productJson, productMatches, productsJson } from './store-product-json';
import { syncStoreProduct } from './store-product-sync';

/** A product of a store the actor owns; a 404 for anyone else's. */
export async function ownedProduct(db: DbOrTx, actor: Actor, id: string): Promise<ProductRow> {
  if (!isUuid(id) || !isStoreOwner(actor)) throw notFound('Product');
  const [row] = await db
    .select()
    .from(storeProducts)
    .where(and(eq(storeProducts._id, id), eq(storeProducts.agencyId, actor.agencyId)))
    .limit(1);
  if (!row) throw notFound('Product');
  return row;
}

export async function listProducts(opts: {
  db: DbOrTx;
  actor: Actor;
  query: z.output<typeof ZStoreProductQuery>;
}): Promise<{ data: TStoreProduct[]; meta: { total: number; nextCursor: string | null } }> {
  const { db, query } = opts;
  const store = await ownedStore(db, opts.actor, query.store_id);
  const where = and(
    eq(storeProducts.storeId, store._id),
    query.status ? eq(storeProducts.status, query.status) : undefined,
    productMatches(db, query),
  );
  const after = query.cursor ? decodeCursor(query.cursor, ['integer', 'uuid']) : null;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(storeProducts)
      .where(
        and(
          where,
          after ? sql`(${storeProducts.position}, ${storeProducts._id}) > (${Number(after[0])}, ${after[1]}::uuid)` : undefined,
        ),
      )
      .orderBy(asc(storeProducts.position), asc(storeProducts._id))
      .limit(query.limit + 1),
    db.select({ total: sql<number>`count(*)::int` }).from(storeProducts).where(where),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    data: await productsJson(db, page),
    meta: {
      total: count?.total ?? 0,
      nextCursor: rows.length > query.limit && last ? encodeCursor([String(last.position), last._id]) : null,
    },
  };
}

type ProductInput = Partial<z.output<typeof ZStoreProductUpdate>>;

/** The checks a product's references need: a snapshot listing of the agency's, tags of the store. */
async function checkReferences(db: DbOrTx, store: StoreRow, input: ProductInput, kind: string) {
  if (kind === 'snapshot' && input.snapshotId) {
    const [listing] = await db
      .select({ _id: appSnapshots._id, crm: appSnapshots.crmSnapshotId })
      .from(appSnapshots)
      .where(and(eq(appSnapshots._id, input.snapshotId), eq(appSnapshots.agencyId, store.agencyId)));
    if (!listing) throw fieldError('snapshotId', 'Choose one of your agency’s snapshots');
  }
  if (kind === 'service' && input.snapshotId) throw fieldError('snapshotId', 'Only a snapshot product loads a snapshot');
  if (input.tagIds && input.tagIds.length > 0) {
    const found = await db
      .select({ _id: storeTags._id })
      .from(storeTags)
      .where(and(eq(storeTags.storeId, store._id), inArray(storeTags._id, input.tagIds)));
    if (found.length < new Set(input.tagIds).size) throw fieldError('tagIds', 'Choose tags of this store');
  }
}

/** Column values from the input (sanitised); undefined fields stay as they are. */
function productValues(input: ProductInput) {
  return {
    ...(input.kind !== undefined && { kind: input.kind }),
    ...(input.name !== undefined && { name: input.name }),
    ...(input.description !== undefined && { description: sanitizeOptionalRichText(input.description) ?? null }),
    ...(input.images !== undefined && { images: input.images }),
    ...(input.priceMinor !== undefined && { priceMinor: input.priceMinor }),
    ...(input.billing !== undefined && { billing: input.billing }),
    ...(input.options !== undefined && { options: input.options }),
    ...(input.deliverables !== undefined && { deliverables: input.deliverables || null }),
    ...(input.deliveryDays !== undefined && { deliveryDays: input.deliveryDays }),
    ...(input.snapshotId !== undefined && { snapshotId: input.snapshotId }),
    ...(input.status !== undefined && { status: input.status }),
    ...(input.position !== undefined && { position: input.position }),
  };
}

async function setTags(tx: DbOrTx, productId: string, tagIds: readonly string[] | undefined) {
  if (tagIds === undefined) return;
  await tx.delete(storeProductTags).where(eq(storeProductTags.productId, productId));
  const unique = [...new Set(tagIds)];
  if (unique.length > 0) await tx.insert(storeProductTags).values(unique.map((tagId) => ({ productId, tagId })));
}

/**
 * A published product is kept in step with Stripe when it is saved. Without a connected account, or when Stripe
 * cannot be reached, the save stands and the product shows as not synced: checkout syncs it, and so does
 * `POST /agency/stripe/update/{id}`, which says what went wrong.
 */
async function syncIfSelling(db: Db, payments: Payments | null, product: ProductRow, log: LogLike) {
  if (!payments || (product.status !== 'published' && !product.stripeProductId)) return product;
  if (!(await agencyPaymentAccount(db, product.agencyId))) return product;
  try {
    await syncStoreProduct({ db, payments, product });
  } catch (error) {
    log.warn({ productId: product._id, error: error instanceof Error ? error.name : 'unknown' }, 'Store product sync failed');
  }
  const [row] = await db.select().from(storeProducts).where(eq(storeProducts._id, product._id));
  return row!;
}

type LogLike = { warn: (obj: object, message: string) => void };

export async function createProduct(opts: {
  db: Db;
  actor: Actor;
  payments: Payments | null;
  log: LogLike;
  body: z.output<typeof ZStoreProductCreate>;
}): Promise<TStoreProduct> {
  const { db, body } = opts;
  const store = await ownedStore(db, opts.actor, body.storeId);
  await checkReferences(db, store, body, body.kind);
  const row = await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${storeProducts.position}), -1)::int` })
      .from(storeProducts)
      .where(eq(storeProducts.storeId, store._id));
    const [inserted] = await tx
      .insert(storeProducts)
      .values({
        storeId: store._id,
        agencyId: store.agencyId,
        currency: store.currency,
        position: (last?.position ?? -1) + 1,
        ...productValues(body),
        kind: body.kind,
        name: body.name,
        priceMinor: body.priceMinor,
      })
      .returning();
    await setTags(tx, inserted!._id, body.tagIds);
    return inserted!;
  });
  return productJson(db, await syncIfSelling(db, opts.payments, row, opts.log));
}

export async function getProduct(opts: { db: DbOrTx; actor: Actor; id: string }): Promise<TStoreProduct> {
  return productJson(opts.db, await ownedProduct(opts.db, opts.actor, opts.id));
}

export async function updateProduct(opts: {
  db: Db;
  actor: Actor;
  payments: Payments | null;
  log: LogLike;
  id: string;
  body: z.output<typeof ZStoreProductUpdate>;
}): Promise<TStoreProduct> {
  const { db, body } = opts;
  const current = await ownedProduct(db, opts.actor, opts.id);
  const [store] = await db.select().from(serviceStores).where(eq(serviceStores._id, current.storeId));
  const kind = body.kind ?? current.kind;
  const billing = body.billing ?? current.billing;
  const snapshotId = body.snapshotId === undefined ? current.snapshotId : body.snapshotId;
  if (kind === 'snapshot' && !snapshotId) throw fieldError('snapshotId', 'Choose the snapshot this product loads');
  if (kind === 'snapshot' && billing !== 'one_time') throw fieldError('billing', 'A snapshot is sold once, not by subscription');
  if (kind === 'service' && snapshotId && body.snapshotId === undefined) body.snapshotId = null;
  await checkReferences(db, store!, body, kind);
  if (kind !== current.kind || billing !== current.billing) await assertNoSubscribers(db, current, billing);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(storeProducts)
      .set({ ...productValues(body), updatedAt: new Date() })
      .where(eq(storeProducts._id, current._id))
      .returning();
    await setTags(tx, current._id, body.tagIds);
    return updated!;
  });
  return productJson(db, await syncIfSelling(db, opts.payments, row, opts.log));
}

/** A recurring product with live subscriptions keeps its billing: they were sold as they are. */
async function assertNoSubscribers(db: DbOrTx, product: ProductRow, billing: string) {
  if (product.billing === billing) return;
  const [live] = await db
    .select({ _id: storeSubscriptions._id })
    .from(storeSubscriptions)
    .where(
      and(
        eq(storeSubscriptions.productId, product._id),
        inArray(storeSubscriptions.status, ['active', 'trialing', 'past_due', 'incomplete', 'unpaid', 'paused']),
      ),
    )
    .limit(1);
  if (live) throw fieldError('billing', 'Locations subscribe to this product: its billing cannot change');
}

/** Deletes a product nobody bought; one with orders or subscriptions is archived, so they keep what they bought. */
export async function removeProduct(opts: {
  db: Db;
  actor: Actor;
  payments: Payments | null;
  log: LogLike;
  id: string;
}): Promise<{ outcome: 'deleted' | 'archived' }> {
  const { db } = opts;
  const product = await ownedProduct(db, opts.actor, opts.id);
  const [ordered] = await db
    .select({ _id: storeOrders._id })
    .from(storeOrders)
    .where(eq(storeOrders.productId, product._id))
    .limit(1);
  const [subscribed] = await db
    .select({ _id: storeSubscriptions._id })
    .from(storeSubscriptions)
    .where(eq(storeSubscriptions.productId, product._id))
    .limit(1);
  if (!ordered && !subscribed) {
    // Its Stripe product stops being offered first (Stripe keeps products that had prices; they are archived there).
    if (product.stripeProductId) await syncIfSelling(db, opts.payments, { ...product, status: 'archived' }, opts.log);
    await db.delete(storeProducts).where(eq(storeProducts._id, product._id));
    return { outcome: 'deleted' };
  }
  const [archived] = await db
    .update(storeProducts)
    .set({ status: 'archived', updatedAt: new Date() })
    .where(eq(storeProducts._id, product._id))
    .returning();
  await syncIfSelling(db, opts.payments, archived!, opts.log);
  return { outcome: 'archived' };
}

/** `POST /agency/stripe/update/{id}`: syncs one product of the actor's store now, Stripe's refusals included. */
export async function syncOwnedProduct(opts: { db: Db; actor: Actor; payments: Payments | null; id: string }) {
  const product = await ownedProduct(opts.db, opts.actor, opts.id);
  try {
    return await syncStoreProduct({ db: opts.db, payments: opts.payments, product });
  } catch (error) {
    if (isStripeRefusal(error)) throw conflict(`Stripe refused the product: ${(error as Error).message}`);
    return stripeUnavailable(error);
  }
}
