import { snapshotEndpoints } from '@atrium/contracts/snapshots';
import { and, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { forbidden, notFound } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { type Actor, isSuperAdmin, requireUser, type UserActor } from '../../platform/tenancy/actor';
import { partnersOf } from '../education/content-owner';
import { appSnapshots } from './snapshots.tables';

/**
 * Who reads, writes and loads a snapshot listing (decision 028). The owner agency's team reads and writes all of
 * its listings; its locations read those shown to locations or the marketplace; everyone (signed out too) reads the
 * marketplace, which partner listings always are; a partner's team writes the partner's; the super admin reads all
 * and may delete any. A listing the actor may not read is a 404 whatever the reason, so nothing of it leaks.
 */

export type ListingRow = typeof appSnapshots.$inferSelect;

/** The content-writes topic of listings (platform/content-writes.ts). */
export const SNAPSHOT_LISTING_TOPIC = snapshotEndpoints.list.path;

type AgencyMember = UserActor & { agencyId: string };

/** The agency's admins and staff: they own, write and load the agency's listings. */
export const isAgencyTeam = (actor: Actor): actor is AgencyMember =>
  actor.kind === 'user' && Boolean(actor.agencyId) && (actor.role === 'agency_admin' || actor.role === 'agency_staff');

/** A location's admin or staff member: they read what their agency shows its locations. */
export const isLocationTeam = (actor: Actor): actor is AgencyMember & { locationId: string } =>
  actor.kind === 'user' &&
  Boolean(actor.agencyId && actor.locationId) &&
  (actor.role === 'location_admin' || actor.role === 'staff');

/** A partner's team (app creators, who belong to no agency) writes the partner's listings. */
const isPartnerTeam = (actor: Actor): actor is UserActor =>
  actor.kind === 'user' && actor.role === 'app_creator' && !actor.agencyId;

/** Listings anyone may read: the marketplace's (partner listings are always there). */
export const listingOnMarketplace = (): SQL =>
  or(eq(appSnapshots.visibility, 'marketplace'), isNotNull(appSnapshots.partnerId)) as SQL;

/** The listings the actor owns: its agency's (admins and staff), or its partners' (a partner's team). */
export function listingOwnedBy(actor: Actor): SQL {
  if (isAgencyTeam(actor)) return eq(appSnapshots.agencyId, actor.agencyId);
  if (isPartnerTeam(actor)) return sql`${appSnapshots.partnerId} in ${partnersOf(actor.userId)}`;
  return sql`false`;
}

/** Whether the actor owns the row, as a selected column: never null (a partner's listing has no agency to compare). */
export const ownsColumn = (actor: Actor) => sql<boolean>`coalesce(${listingOwnedBy(actor)}, false)`;

/** The listings the actor may read, as an SQL condition for lists. */
export function listingVisibleTo(actor: Actor): SQL {
  if (isSuperAdmin(actor)) return sql`true`;
  if (isLocationTeam(actor)) {
    const shownToLocations = and(eq(appSnapshots.agencyId, actor.agencyId), eq(appSnapshots.visibility, 'locations'));
    return or(listingOnMarketplace(), shownToLocations) as SQL;
  }
  if (isAgencyTeam(actor) || isPartnerTeam(actor)) return or(listingOnMarketplace(), listingOwnedBy(actor)) as SQL;
  return listingOnMarketplace();
}

/** May the actor load the listing into locations? The owner's team; a location's people into their own location. */
export function canLoad(actor: Actor, listing: Pick<ListingRow, 'agencyId' | 'visibility'>): boolean {
  if (!listing.agencyId || actor.kind !== 'user' || actor.agencyId !== listing.agencyId) return false;
  if (isAgencyTeam(actor)) return true;
  return isLocationTeam(actor) && listing.visibility !== 'agency';
}

export type ReadListing = ListingRow & { owns: boolean };

/** One listing the actor may read, with whether it owns it; a 404 otherwise (unknown, or another tenant's private one). */
export async function readListing(opts: { db: DbOrTx; actor: Actor; id: string; lock?: boolean }): Promise<ReadListing> {
  const { db, actor, id } = opts;
  if (!isUuid(id)) throw notFound('Snapshot');
  const query = db
    .select({ row: appSnapshots, owns: ownsColumn(actor) })
    .from(appSnapshots)
    .where(and(eq(appSnapshots._id, id), listingVisibleTo(actor)))
    .limit(1);
  const [found] = opts.lock ? await query.for('update', { of: appSnapshots }) : await query;
  if (!found) throw notFound('Snapshot');
  return { ...found.row, owns: found.owns };
}

/**
 * A listing the actor may change (`delete`: the super admin may remove any). One it cannot read is a 404; one it
 * reads but does not own (a marketplace listing of another agency, its agency's as seen from a location) a 403.
 * Locked for update, so call it in a transaction when the change depends on the row (a new version number).
 */
export async function writableListing(opts: {
  db: DbOrTx;
  actor: Actor;
  id: string;
  mode?: 'write' | 'delete';
}): Promise<ReadListing> {
  requireUser(opts.actor);
  const listing = await readListing({ ...opts, lock: true });
  if (listing.owns || (opts.mode === 'delete' && isSuperAdmin(opts.actor))) return listing;
  throw forbidden('You cannot change this snapshot');
}
