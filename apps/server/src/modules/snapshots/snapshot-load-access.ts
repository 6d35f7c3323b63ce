import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { forbidden } from '../../platform/errors';
import { type Actor, requireUser, type UserActor } from '../../platform/tenancy/actor';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { crmLocationSync } from '../crm-sync/crm-sync.tables';
import { canLoad, readListing } from './snapshot-access';

/**
 * Who may load a listing, and into which locations: the owner agency's admins and staff into any of its CRM-linked
 * locations, a location's admin and staff into their own location (when the listing is shown to locations). A listing
 * the viewer cannot read is a 404; one they read (the marketplace) but may not load is a 403.
 */

export type LoadScope = { kind: 'agency'; agencyId: string } | { kind: 'location'; agencyId: string; locationId: string };

const TEAM_ROLES = ['agency_admin', 'agency_staff'];
const LOCATION_ROLES = ['location_admin', 'staff'];

/** The people of an agency's team or of one of its locations, as a scope; anyone else is refused. */
export function peopleScope(actor: Actor): LoadScope & { user: UserActor } {
  const user = requireUser(actor);
  if (user.agencyId && TEAM_ROLES.includes(user.role)) return { kind: 'agency', agencyId: user.agencyId, user };
  if (user.agencyId && user.locationId && LOCATION_ROLES.includes(user.role))
    return { kind: 'location', agencyId: user.agencyId, locationId: user.locationId, user };
  throw forbidden('This is for an agency’s team and its locations');
}

/** The listing the actor may load (S1's read rule, then `canLoad`), with the scope of locations they may load it into. */
export async function loadableListing(db: DbOrTx, actor: Actor, snapshotId: string) {
  const listing = await readListing({ db, actor, id: snapshotId });
  if (!canLoad(actor, listing) || !listing.agencyId || !listing.crmSnapshotId)
    throw forbidden('Only the agency that publishes this snapshot can load it');
  const scope = peopleScope(actor);
  return { listing: { ...listing, agencyId: listing.agencyId, crmSnapshotId: listing.crmSnapshotId }, scope };
}

/** The CRM-linked, live locations of a scope, by name (one location's people: theirs only). */
export async function scopeLocations(db: DbOrTx, scope: LoadScope, only?: readonly string[]) {
  if (only?.length === 0) return [];
  return db
    .select({ _id: locations._id, name: locations.name, crmLocationId: sql<string>`${locations.crmLocationId}` })
    .from(locations)
    .leftJoin(crmLocationSync, eq(crmLocationSync.locationId, locations._id))
    .where(
      and(
        eq(locations.agencyId, scope.agencyId),
        scope.kind === 'location' ? eq(locations._id, scope.locationId) : undefined,
        only ? inArray(locations._id, [...only]) : undefined,
        isNotNull(locations.crmLocationId),
        isNull(crmLocationSync.archivedAt),
      ),
    )
    .orderBy(asc(locations.name), asc(locations._id));
}
