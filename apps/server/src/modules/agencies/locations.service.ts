import type { TLocation } from '@atrium/contracts/installs';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { type Actor, requireAgency, requireRole } from '../../platform/tenancy/actor';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { catalogueChanged } from '../apps/catalogue-events';
import { countInstallChange } from '../apps/install-scope';
import { installAutoAppsOnLocation } from '../apps/installs.service';

type LocationRow = typeof locations.$inferSelect;

const toLocation = (row: LocationRow): TLocation => ({ _id: row._id, name: row.name, createdAt: row.createdAt.toISOString() });

/** The agency's locations by name; a location user sees only its own. */
export async function listLocations(opts: { db: Db; actor: Actor }): Promise<TLocation[]> {
  const actor = requireAgency(opts.actor);
  const rows = await opts.db
    .select()
    .from(locations)
    .where(eq(actor.locationId ? locations._id : locations.agencyId, actor.locationId ?? actor.agencyId))
    .orderBy(asc(locations.name), asc(locations._id));
  return rows.map(toLocation);
}

/**
 * Creates a location for the admin's agency and, in the same transaction, installs on it every app the
 * agency installs on all locations, counted in the same transaction; the catalogue hears of it after commit.
 */
export async function createLocation(opts: { db: Db; actor: Actor; name: string }): Promise<TLocation> {
  const actor = requireAgency(requireRole(opts.actor, ['agency_admin']));
  const { row, appIds } = await opts.db.transaction(async (tx) => {
    const [row] = await tx.insert(locations).values({ agencyId: actor.agencyId, name: opts.name }).returning();
    if (!row) throw notFound('Location');
    const appIds = await installAutoAppsOnLocation({ tx, agencyId: actor.agencyId, locationId: row._id, userId: actor.userId });
    for (const appId of appIds) await countInstallChange(tx, appId, 1);
    return { row, appIds };
  });
  if (appIds.length > 0) catalogueChanged(appIds);
  return toLocation(row);
}
