import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { forbidden, notFound } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import type { Actor, UserActor } from '../../platform/tenancy/actor';
import { isAgencyTeam, isLocationTeam } from '../snapshots/snapshot-access';
import { serviceStores } from './store.tables';

/**
 * Who does what in the store (issue 23): an agency's admins and staff own its stores (products, tags, collections,
 * orders, refunds); the people of one of its locations buy from them and see their own location's orders and
 * subscriptions. A store, order or subscription the actor may not see is a 404 whatever the reason (another agency's,
 * a sibling location's), so nothing of it leaks.
 */

export type StoreRow = typeof serviceStores.$inferSelect;
export type StoreOwner = UserActor & { agencyId: string };
export type StoreBuyer = UserActor & { agencyId: string; locationId: string };

/** The store's owner side: its agency's admins and staff; a 403 for anyone else (lists without an id). */
export function requireStoreOwner(actor: Actor): StoreOwner {
  if (isAgencyTeam(actor)) return actor;
  if (actor.kind !== 'user') throw forbidden();
  throw forbidden('Only the agency’s admins and staff manage its store');
}

/** The buyer side: a location's admin or staff member. */
export function requireBuyer(actor: Actor): StoreBuyer {
  if (isLocationTeam(actor)) return actor;
  throw forbidden('Only a location’s people buy from its agency’s store');
}

async function storeOfAgency(db: DbOrTx, agencyId: string, storeId: string): Promise<StoreRow> {
  if (!isUuid(storeId)) throw notFound('Store');
  const [row] = await db
    .select()
    .from(serviceStores)
    .where(and(eq(serviceStores._id, storeId), eq(serviceStores.agencyId, agencyId)))
    .limit(1);
  if (!row) throw notFound('Store');
  return row;
}

/** A store the actor manages; a 404 for another agency's (and for a location's people, who do not manage). */
export function ownedStore(db: DbOrTx, actor: Actor, storeId: string): Promise<StoreRow> {
  if (!isAgencyTeam(actor)) throw notFound('Store');
  return storeOfAgency(db, actor.agencyId, storeId);
}

/** A store the actor may see: its agency's, for the agency's team and its locations' people. */
export function visibleStore(db: DbOrTx, actor: Actor, storeId: string): Promise<StoreRow> {
  if (!isAgencyTeam(actor) && !isLocationTeam(actor)) throw notFound('Store');
  return storeOfAgency(db, actor.agencyId, storeId);
}

/** Whether the actor is on the selling side of its agency's store (else a buyer, or nobody). */
export const isStoreOwner = isAgencyTeam;
export const isStoreBuyer = isLocationTeam;
