import type { TStoreTag, ZStoreTagCreate } from '@atrium/contracts/store';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { classifyDbError } from '../../platform/db-errors';
import { notFound } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import type { Actor } from '../../platform/tenancy/actor';
import { fieldError, isoTimes } from '../education/content-access';
import { serviceStores, storeProducts, storeProductTags, storeTags } from './store.tables';
import { isStoreOwner, ownedStore, visibleStore } from './store-access';

/**
 * A store's tags: the owner names them (unique in the store whatever the case) and files products under them; buyers
 * filter by them. A tag's count is of the products the reader can see (published ones for buyers).
 */

type TagRow = typeof storeTags.$inferSelect;

/** The store's tags with their counts: every product for the owner, published ones as buyers see them. */
export async function storeTagsJson(db: DbOrTx, storeId: string, ownerView: boolean, only?: string): Promise<TStoreTag[]> {
  const counted = ownerView ? sql`true` : eq(storeProducts.status, 'published');
  const rows = await db
    .select({ tag: storeTags, count: sql<number>`count(${storeProducts._id})::int` })
    .from(storeTags)
    .leftJoin(storeProductTags, eq(storeProductTags.tagId, storeTags._id))
    .leftJoin(storeProducts, and(eq(storeProducts._id, storeProductTags.productId), counted))
    .where(and(eq(storeTags.storeId, storeId), only ? eq(storeTags._id, only) : undefined))
    .groupBy(storeTags._id)
    .orderBy(asc(sql`lower(${storeTags.name})`), asc(storeTags._id));
  return rows.map(({ tag, count }) => ({
    _id: tag._id,
    storeId: tag.storeId,
    name: tag.name,
    productCount: count,
    ...isoTimes(tag),
  }));
}

export async function listTags(opts: { db: DbOrTx; actor: Actor; storeId: string }): Promise<TStoreTag[]> {
  const store = await visibleStore(opts.db, opts.actor, opts.storeId);
  return storeTagsJson(opts.db, store._id, isStoreOwner(opts.actor));
}

const duplicateName = (error: unknown) =>
  classifyDbError(error)?.log.sqlState === '23505' ? fieldError('name', 'This store already has a tag with this name') : error;

export async function createTag(opts: { db: Db; actor: Actor; body: z.output<typeof ZStoreTagCreate> }): Promise<TStoreTag> {
  const store = await ownedStore(opts.db, opts.actor, opts.body.storeId);
  const [row] = await opts.db
    .insert(storeTags)
    .values({ storeId: store._id, name: opts.body.name })
    .returning()
    .catch((error: unknown) => {
      throw duplicateName(error);
    });
  return (await storeTagsJson(opts.db, store._id, true, row!._id))[0]!;
}

/** A tag of a store the actor owns; a 404 otherwise. */
async function ownedTag(db: DbOrTx, actor: Actor, id: string): Promise<TagRow> {
  if (!isUuid(id) || !isStoreOwner(actor)) throw notFound('Tag');
  const [row] = await db
    .select({ tag: storeTags })
    .from(storeTags)
    .innerJoin(serviceStores, eq(serviceStores._id, storeTags.storeId))
    .where(and(eq(storeTags._id, id), eq(serviceStores.agencyId, actor.agencyId)));
  if (!row) throw notFound('Tag');
  return row.tag;
}

export async function renameTag(opts: { db: Db; actor: Actor; id: string; name: string }): Promise<TStoreTag> {
  const tag = await ownedTag(opts.db, opts.actor, opts.id);
  await opts.db
    .update(storeTags)
    .set({ name: opts.name, updatedAt: new Date() })
    .where(eq(storeTags._id, tag._id))
    .catch((error: unknown) => {
      throw duplicateName(error);
    });
  return (await storeTagsJson(opts.db, tag.storeId, true, tag._id))[0]!;
}

export async function removeTag(opts: { db: Db; actor: Actor; id: string }): Promise<void> {
  const tag = await ownedTag(opts.db, opts.actor, opts.id);
  await opts.db.delete(storeTags).where(eq(storeTags._id, tag._id));
}
