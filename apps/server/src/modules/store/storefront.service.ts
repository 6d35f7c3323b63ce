import type { TStorefront, TStoreListingDetail, ZStorefrontQuery } from '@atrium/contracts/store';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import type { Actor } from '../../platform/tenancy/actor';
import { snapshotCustomFields } from '../snapshots/snapshots.tables';
import { storeCollectionProducts, storeProducts } from './store.tables';
import { isStoreBuyer, isStoreOwner, visibleStore } from './store-access';
import { collectionsJson, storeCollectionRows } from './store-collections.service';
import { listingsJson, productMatches } from './store-product-json';
import { storeTagsJson } from './store-tags.service';
import { storeJson } from './stores.service';

/** Stores hold tens of products, not thousands: the store page shows them all at once. */
const STOREFRONT_LIMIT = 500;

/**
 * `GET /store_services`: the store as a location's people see it (its agency's team sees the same, to check it):
 * published products in the owner's order, or a collection's, narrowed by tag and search.
 */
export async function getStorefront(opts: {
  db: DbOrTx;
  actor: Actor;
  query: z.output<typeof ZStorefrontQuery>;
}): Promise<TStorefront> {
  const { db, actor, query } = opts;
  const store = await visibleStore(db, actor, query.store_id);
  const base = db.select({ product: storeProducts }).from(storeProducts).$dynamic();
  const inCollection = query.collection
    ? base.innerJoin(
        storeCollectionProducts,
        and(eq(storeCollectionProducts.productId, storeProducts._id), eq(storeCollectionProducts.collectionId, query.collection)),
      )
    : base;
  const rows = await inCollection
    .where(and(eq(storeProducts.storeId, store._id), eq(storeProducts.status, 'published'), productMatches(db, query)))
    .orderBy(
      ...(query.collection ? [asc(storeCollectionProducts.position)] : []),
      asc(storeProducts.position),
      asc(storeProducts._id),
    )
    .limit(STOREFRONT_LIMIT);
  const [json, tags, collections] = await Promise.all([
    storeJson(db, store),
    storeTagsJson(db, store._id, false),
    storeCollectionRows(db, store._id).then((r) => collectionsJson(db, r, false)),
  ]);
  return {
    store: json,
    tags: tags.filter((t) => t.productCount > 0),
    collections: collections.filter((c) => c.productIds.length > 0),
    products: await listingsJson(
      db,
      rows.map((r) => r.product),
    ),
  };
}

/** `GET /store_services/:productId`: one published product of the viewer's agency, with its snapshot's fields. */
export async function getListing(opts: { db: DbOrTx; actor: Actor; productId: string }): Promise<TStoreListingDetail> {
  const { db, actor, productId } = opts;
  if (!isUuid(productId) || (!isStoreBuyer(actor) && !isStoreOwner(actor))) throw notFound('Product');
  const [row] = await db
    .select()
    .from(storeProducts)
    .where(
      and(eq(storeProducts._id, productId), eq(storeProducts.agencyId, actor.agencyId), eq(storeProducts.status, 'published')),
    );
  if (!row) throw notFound('Product');
  const store = await visibleStore(db, actor, row.storeId);
  const fields =
    row.kind === 'snapshot' && row.snapshotId
      ? await db
          .select()
          .from(snapshotCustomFields)
          .where(eq(snapshotCustomFields.snapshotId, row.snapshotId))
          .orderBy(asc(snapshotCustomFields.position), asc(snapshotCustomFields.createdAt))
      : [];
  const [listing] = await listingsJson(db, [row]);
  return {
    ...listing!,
    store: await storeJson(db, store),
    snapshotFields: fields.map((f) => ({
      key: f.key,
      label: f.label,
      type: f.type,
      required: f.required,
      helpText: f.helpText,
      defaultValue: f.defaultValue,
      options: f.options,
    })),
  };
}
