import type { TLocationHides } from '@atrium/contracts/content-visibility';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { badRequest, notFound } from '../errors';
import { isUuid } from '../ids';
import { requireRole } from '../tenancy/actor';
import { locations } from '../tenancy/tenancy.tables';
import { contentLocationHides } from './location-hides.tables';
import type { ResourceContext, ResourceDefinition } from './resource-definition';
import { readScope } from './resource-scope';

/**
 * An agency hiding shared content (a platform item or its own) from chosen locations (the visibility
 * endpoints of groups with `locationHides`): who may, and the set per item. What a location then no longer
 * reads is location-hides-scope.ts.
 */

/** Only an agency's admins choose what its locations see. */
const HIDERS = ['agency_admin'] as const;

type HidesContext = ResourceContext & { def: ResourceDefinition; id: string };

/**
 * The item the agency admin may hide: one its agency reads (a platform item or its own, published: the group's
 * read filter applies, so a platform draft stays unknown), else 404.
 */
async function hideableItem(opts: HidesContext) {
  const { db, def, id } = opts;
  const admin = requireRole(opts.actor, HIDERS);
  const [row] = isUuid(id)
    ? await db
        .select({ _id: def.table._id })
        .from(def.table as never)
        .where(and(eq(def.table._id, id), readScope(def, admin), def.readFilter?.(admin)))
        .limit(1)
    : [];
  if (!row) throw notFound(def.group.label);
  return { agencyId: admin.agencyId!, key: def.locationHides!.key };
}

const hiddenFromOf = async (opts: HidesContext, agencyId: string, key: string) => {
  const h = contentLocationHides;
  const rows = await opts.db
    .select({ locationId: h.locationId })
    .from(h)
    .where(and(eq(h.resource, key), eq(h.itemId, opts.id), eq(h.agencyId, agencyId)))
    .orderBy(h.locationId);
  return rows.map((r) => r.locationId);
};

export async function getLocationHides(opts: HidesContext): Promise<TLocationHides> {
  const { agencyId, key } = await hideableItem(opts);
  return { hiddenFrom: await hiddenFromOf(opts, agencyId, key) };
}

/** Replaces the set of the agency's locations that do not see the item. */
export async function setLocationHides(opts: HidesContext & { hiddenFrom: readonly string[] }): Promise<TLocationHides> {
  const { db, id } = opts;
  const { agencyId, key } = await hideableItem(opts);
  const wanted = [...new Set(opts.hiddenFrom.map((l) => l.toLowerCase()))];
  if (wanted.length > 0) {
    const own = await db
      .select({ _id: locations._id })
      .from(locations)
      .where(and(eq(locations.agencyId, agencyId), inArray(locations._id, wanted)));
    // Another agency's location and an unknown id read the same: nothing confirms the other exists.
    if (own.length !== wanted.length) throw badRequest('hiddenFrom lists a location that is not one of yours');
  }
  const h = contentLocationHides;
  await db.transaction(async (tx) => {
    const mine = and(eq(h.resource, key), eq(h.itemId, id), eq(h.agencyId, agencyId));
    await tx.delete(h).where(wanted.length > 0 ? and(mine, notInArray(h.locationId, wanted)) : mine);
    if (wanted.length > 0) {
      await tx
        .insert(h)
        .values(wanted.map((locationId) => ({ resource: key, itemId: id, agencyId, locationId })))
        .onConflictDoNothing();
    }
  });
  opts.def.onChange?.();
  return { hiddenFrom: await hiddenFromOf(opts, agencyId, key) };
}
