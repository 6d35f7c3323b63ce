import type { TStoreListing, TStoreProduct } from '@atrium/contracts/store';
import { and, asc, eq, exists, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { likePattern } from '../../platform/sql';
import { isoTimes } from '../education/content-access';
import { appSnapshots } from '../snapshots/snapshots.tables';
import { storeOrders, storeProducts, storeProductTags, storeTags } from './store.tables';

export type ProductRow = typeof storeProducts.$inferSelect;

/** Products as their owner sees them, with tags, the snapshot's name and how many orders each has: three queries. */
export async function productsJson(db: DbOrTx, rows: readonly ProductRow[]): Promise<TStoreProduct[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r._id);
  const snapshotIds = rows.flatMap((r) => (r.snapshotId ? [r.snapshotId] : []));
  const [tags, snapshots, counts] = await Promise.all([
    db
      .select({ productId: storeProductTags.productId, _id: storeTags._id, name: storeTags.name })
      .from(storeProductTags)
      .innerJoin(storeTags, eq(storeTags._id, storeProductTags.tagId))
      .where(inArray(storeProductTags.productId, ids))
      .orderBy(asc(storeTags.name)),
    snapshotIds.length === 0
      ? []
      : db
          .select({ _id: appSnapshots._id, name: appSnapshots.name })
          .from(appSnapshots)
          .where(inArray(appSnapshots._id, snapshotIds)),
    db
      .select({ productId: storeOrders.productId, count: sql<number>`count(*)::int` })
      .from(storeOrders)
      .where(inArray(storeOrders.productId, ids))
      .groupBy(storeOrders.productId),
  ]);
  return rows.map((row) => ({
    _id: row._id,
    storeId: row.storeId,
    kind: row.kind,
    name: row.name,
    description: row.description,
    images: row.images,
    priceMinor: row.priceMinor,
    currency: row.currency,
    billing: row.billing,
    options: row.options,
    deliverables: row.deliverables,
    deliveryDays: row.deliveryDays,
    snapshot: snapshots.find((s) => s._id === row.snapshotId) ?? null,
    tags: tags.filter((t) => t.productId === row._id).map(({ _id, name }) => ({ _id, name })),
    status: row.status,
    position: row.position,
    stripeProductId: row.stripeProductId,
    stripePriceId: row.stripePriceId,
    syncedAt: row.syncedAt?.toISOString() ?? null,
    orderCount: counts.find((c) => c.productId === row._id)?.count ?? 0,
    ...isoTimes(row),
  }));
}

export const productJson = async (db: DbOrTx, row: ProductRow) => (await productsJson(db, [row]))[0]!;

/** A product as buyers see it: the owner's view without Stripe ids, status or counts. */
export async function listingsJson(db: DbOrTx, rows: readonly ProductRow[]): Promise<TStoreListing[]> {
  return (await productsJson(db, rows)).map(
    ({ status: _s, stripeProductId: _p, stripePriceId: _r, syncedAt: _t, orderCount: _c, ...listing }) => listing,
  );
}

/** Products under a tag and matching a search (name or description): the owner's list and the buyer's store. */
export function productMatches(db: DbOrTx, filter: { tag?: string; q?: string }) {
  return and(
    filter.tag
      ? exists(
          db
            .select({ one: sql`1` })
            .from(storeProductTags)
            .where(and(eq(storeProductTags.productId, storeProducts._id), eq(storeProductTags.tagId, filter.tag))),
        )
      : undefined,
    filter.q
      ? or(ilike(storeProducts.name, likePattern(filter.q)), ilike(storeProducts.description, likePattern(filter.q)))
      : undefined,
  );
}
