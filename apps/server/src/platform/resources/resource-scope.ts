import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { forbidden } from '../errors';
import { type Actor, isSuperAdmin } from '../tenancy/actor';
import { notHiddenFromLocation } from './location-hides-scope';
import type { ResourceDefinition } from './resource-definition';

const NOTHING = sql`false`;

/** The rows of this resource the actor may read. */
export function readScope(def: ResourceDefinition, actor: Actor): SQL {
  if (isSuperAdmin(actor)) return sql`true`;
  const hides = notHiddenFromLocation(def, actor);
  const owned = ownedScope(def, actor);
  return hides ? (and(owned, hides) as SQL) : owned;
}

/** The rows the actor's place in the tenancy gives it, before what its agency hid from its location. */
function ownedScope(def: ResourceDefinition, actor: Actor): SQL {
  const { table } = def;
  const platformRows = isNull(table.agencyId);
  if (def.scope === 'platform') return platformRows;
  const own = ownRows(def, actor, 'read');
  if (def.scope === 'shared') return own ? (or(platformRows, own) as SQL) : platformRows;
  return own ?? NOTHING;
}

/** The rows of this resource the actor may change. */
export function writeScope(def: ResourceDefinition, actor: Actor): SQL {
  if (isSuperAdmin(actor)) return def.scope === 'agency' ? sql`true` : isNull(def.table.agencyId);
  if (def.scope === 'platform') return NOTHING;
  return ownRows(def, actor, 'write') ?? NOTHING;
}

/** agency + location columns a new row gets from its creator. */
export function ownerOf(def: ResourceDefinition, actor: Actor): { agencyId: string | null; locationId?: string | null } {
  if (actor.kind !== 'user') throw forbidden();
  if (def.scope === 'platform' || (def.scope === 'shared' && isSuperAdmin(actor))) {
    if (!isSuperAdmin(actor)) throw forbidden();
    return def.table.locationId ? { agencyId: null, locationId: null } : { agencyId: null };
  }
  if (!actor.agencyId) throw forbidden('This needs an agency account');
  return def.table.locationId ? { agencyId: actor.agencyId, locationId: actor.locationId } : { agencyId: actor.agencyId };
}

/**
 * An agency's rows. A location's users see their agency's agency-wide rows and their own location's,
 * but change only their own location's: agency-wide rows are the agency's to change, as platform rows are the platform's.
 */
function ownRows(def: ResourceDefinition, actor: Actor, mode: 'read' | 'write'): SQL | undefined {
  if (actor.kind !== 'user' || !actor.agencyId) return undefined;
  const agencyRows = eq(def.table.agencyId, actor.agencyId);
  if (!actor.locationId || !def.table.locationId) return agencyRows;
  const locationRows = eq(def.table.locationId, actor.locationId);
  return and(agencyRows, mode === 'read' ? or(isNull(def.table.locationId), locationRows) : locationRows) as SQL;
}
