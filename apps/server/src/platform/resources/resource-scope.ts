import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { forbidden } from '../errors';
import { type Actor, isSuperAdmin, type UserActor } from '../tenancy/actor';
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

/** The platform's own rows: no agency, and no partner on groups that partners own too. */
function platformRows(def: ResourceDefinition): SQL {
  const partner = partnerColumn(def);
  const noAgency = isNull(def.table.agencyId);
  return partner ? (and(noAgency, isNull(partner)) as SQL) : noAgency;
}

/** The rows the actor's place in the tenancy gives it, before what its agency hid from its location. */
function ownedScope(def: ResourceDefinition, actor: Actor): SQL {
  if (def.scope === 'platform') return isNull(def.table.agencyId);
  const own = ownRows(def, actor, 'read') ?? partnerRows(def, actor);
  if (def.scope === 'shared') return own ? (or(platformRows(def), own) as SQL) : platformRows(def);
  return own ?? NOTHING;
}

/**
 * The rows of this resource the actor may change. The super admin changes the platform's rows, and on groups
 * partners own, partners' rows too (the platform moderates what partners publish); never an agency's.
 */
export function writeScope(def: ResourceDefinition, actor: Actor): SQL {
  if (isSuperAdmin(actor)) return def.scope === 'agency' ? sql`true` : isNull(def.table.agencyId);
  if (def.scope === 'platform') return NOTHING;
  return ownRows(def, actor, 'write') ?? partnerRows(def, actor) ?? NOTHING;
}

/** agency, partner and location columns a new row gets from its creator. */
export async function ownerOf(
  db: Db,
  def: ResourceDefinition,
  actor: Actor,
): Promise<{ agencyId: string | null; partnerId?: string; locationId?: string | null }> {
  if (actor.kind !== 'user') throw forbidden();
  if (def.scope === 'platform' || (def.scope === 'shared' && isSuperAdmin(actor))) {
    if (!isSuperAdmin(actor)) throw forbidden();
    return def.table.locationId ? { agencyId: null, locationId: null } : { agencyId: null };
  }
  if (isPartnerWriter(def, actor)) {
    const partnerId = await def.partners!.defaultPartner(db, actor.userId);
    if (!partnerId) throw forbidden('Join a partner to publish content: what you write belongs to your partner');
    return { agencyId: null, partnerId };
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

const partnerColumn = (def: ResourceDefinition) => (def.partners ? def.table.partnerId : undefined);

/** App creators (who belong to no agency) write as their partner on groups that partners own. */
const isPartnerWriter = (def: ResourceDefinition, actor: UserActor) =>
  Boolean(partnerColumn(def)) && actor.role === 'app_creator' && !actor.agencyId;

/** The rows of the partners the actor belongs to, on groups that partners own. */
function partnerRows(def: ResourceDefinition, actor: Actor): SQL | undefined {
  if (actor.kind !== 'user' || !isPartnerWriter(def, actor)) return undefined;
  return sql`${partnerColumn(def)!} in ${def.partners!.memberOf(actor.userId)}`;
}
