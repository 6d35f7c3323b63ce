import type { TStoreCollection, ZStoreCollectionCreate, ZStoreCollectionUpdate } from '@atrium/contracts/store';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import type { Actor } from '../../platform/tenancy/actor';
import { fieldError, isoTimes } from '../education/content-access';
import { serviceStores, storeCollectionProducts, storeCollections, storeProducts } from './store.tables';
import { isStoreOwner, ownedStore, visibleStore } from './store-access';

/**
 * A store's collections: ordered shelves of products ("Launch packages"). The owner sees every product on a shelf;
 * buyers the published ones. Saving `productIds` replaces the shelf and its order.
 */

type CollectionRow = typeof storeCollections.$inferSelect;

export async function collectionsJson(
  db: DbOrTx,
  rows: readonly CollectionRow[],
  ownerView: boolean,
): Promise<TStoreCollection[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ collectionId: storeCollectionProducts.collectionId, productId: storeCollectionProducts.productId })
    .from(storeCollectionProducts)
    .innerJoin(storeProducts, eq(storeProducts._id, storeCollectionProducts.productId))
    .where(
      and(
        inArray(
          storeCollectionProducts.collectionId,
          rows.map((r) => r._id),
        ),
        ownerView ? undefined : eq(storeProducts.status, 'published'),
      ),
    )
    .orderBy(asc(storeCollectionProducts.position), asc(storeProducts.position));
  return rows.map((row) => ({
    _id: row._id,
    storeId: row.storeId,
    name: row.name,
    description: row.description,
    position: row.position,
    productIds: links.filter((l) => l.collectionId === row._id).map((l) => l.productId),
    ...isoTimes(row),
  }));
}

export function storeCollectionRows(db: DbOrTx, storeId: string) {
  return db
    .select()
    .from(storeCollections)
    .where(eq(storeCollections.storeId, storeId))
    .orderBy(asc(storeCollections.position), asc(storeCollections.createdAt));
}

export async function listCollections(opts: { db: DbOrTx; actor: Actor; storeId: string }) {
  const store = await visibleStore(opts.db, opts.actor, opts.storeId);
  return collectionsJson(opts.db, await storeCollectionRows(opts.db, store._id), isStoreOwner(opts.actor));
}

/** A collection the actor may read (its agency's store), or may change (`owner`); a 404 otherwise. */
async function findCollection(db: DbOrTx, actor: Actor, id: string, owner: boolean): Promise<CollectionRow> {
  if (!isUuid(id) || actor.kind !== 'user' || !actor.agencyId || (owner && !isStoreOwner(actor))) throw notFound('Collection');
  const [row] = await db
    .select({ collection: storeCollections })
    .from(storeCollections)
    .innerJoin(serviceStores, eq(serviceStores._id, storeCollections.storeId))
    .where(and(eq(storeCollections._id, id), eq(serviceStores.agencyId, actor.agencyId)));
  if (!row) throw notFound('Collection');
  await visibleStore(db, actor, row.collection.storeId);
  return row.collection;
}

export async function getCollection(opts: { db: DbOrTx; actor: Actor; id: string }) {
  const row = await findCollection(opts.db, opts.actor, opts.id, false);
  return (await collectionsJson(opts.db, [row], isStoreOwner(opts.actor)))[0]!;
}

async function setProducts(tx: DbOrTx, collection: CollectionRow, productIds: readonly string[] | undefined) {
  if (productIds === undefined) return;
  if (productIds.length > 0) {
    const found = await tx
      .select({ _id: storeProducts._id })
      .from(storeProducts)
      .where(and(eq(storeProducts.storeId, collection.storeId), inArray(storeProducts._id, [...productIds])));
    if (found.length < productIds.length) throw fieldError('productIds', 'Choose products of this store');
  }
  await tx.delete(storeCollectionProducts).where(eq(storeCollectionProducts.collectionId, collection._id));
  if (productIds.length > 0)
    await tx
      .insert(storeCollectionProducts)
      .values(productIds.map((productId, position) => ({ collectionId: collection._id, productId, position })));
}

export async function createCollection(opts: { db: Db; actor: Actor; body: z.output<typeof ZStoreCollectionCreate> }) {
  const { db, body } = opts;
  const store = await ownedStore(db, opts.actor, body.storeId);
  const row = await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${storeCollections.position}), -1)::int` })
      .from(storeCollections)
      .where(eq(storeCollections.storeId, store._id));
    const [inserted] = await tx
      .insert(storeCollections)
      .values({
        storeId: store._id,
        name: body.name,
        description: body.description ?? null,
        position: body.position ?? (last?.position ?? -1) + 1,
      })
      .returning();
    await setProducts(tx, inserted!, body.productIds);
    return inserted!;
  });
  return (await collectionsJson(db, [row], true))[0]!;
}

export async function updateCollection(opts: {
  db: Db;
  actor: Actor;
  id: string;
  body: z.output<typeof ZStoreCollectionUpdate>;
}): Promise<TStoreCollection> {
  const { db, body } = opts;
  const current = await findCollection(db, opts.actor, opts.id, true);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(storeCollections)
      .set({
        ...(body.name !== undefined && { name: body.name }),
        ...(body.description !== undefined && { description: body.description }),
        ...(body.position !== undefined && { position: body.position }),
        updatedAt: new Date(),
      })
      .where(eq(storeCollections._id, current._id))
      .returning();
    await setProducts(tx, current, body.productIds);
    return updated!;
  });
  return (await collectionsJson(db, [row], true))[0]!;
}

export async function removeCollection(opts: { db: Db; actor: Actor; id: string }): Promise<void> {
  const row = await findCollection(opts.db, opts.actor, opts.id, true);
  await opts.db.delete(storeCollections).where(eq(storeCollections._id, row._id));
}
