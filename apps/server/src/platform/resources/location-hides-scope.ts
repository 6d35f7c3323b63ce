import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from '../tenancy/actor';
import { contentLocationHides } from './location-hides.tables';
import type { ResourceDefinition } from './resource-definition';

/** Keeps out of a read what the actor's agency hid from the actor's location (nothing for other actors). */
export function notHiddenFromLocation(def: ResourceDefinition, actor: Actor): SQL | undefined {
  return def.locationHides ? notHiddenFrom(def.locationHides.key, def.table._id, actor) : undefined;
}

/**
 * The same for items of group `key` that `item` points at: e.g. a question whose category the agency hid
 * from the actor's location is hidden with it.
 */
export function notHiddenFrom(key: string, item: AnyPgColumn, actor: Actor): SQL | undefined {
  if (actor.kind !== 'user' || !actor.locationId) return undefined;
  const h = contentLocationHides;
  return sql`not exists (select 1 from ${h} where ${h.resource} = ${key} and ${h.itemId} = ${item} and ${h.locationId} = ${actor.locationId})`;
}
