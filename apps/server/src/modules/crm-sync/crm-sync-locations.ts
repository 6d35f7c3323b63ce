import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CrmLocation } from '../../integrations/crm/crm-schemas';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { loadSnapshotsIntoNewLocations } from '../snapshots/snapshot-new-locations';
import { crmLocationSync } from './crm-sync.tables';
import type { SyncContext } from './crm-sync-context';

/** The CRM's page size for `GET /locations/search` here (its default is 10). */
const LOCATION_PAGE = 100;

/** Every location of the agency's CRM company, a page at a time (the CRM offers no "changed since" filter). */
export async function readCrmLocations(ctx: SyncContext): Promise<CrmLocation[]> {
  const all: CrmLocation[] = [];
  for (let skip = 0; ; skip += LOCATION_PAGE) {
    const page = await ctx.crm.client.searchLocations({
      accessToken: await ctx.crm.agencyToken(),
      companyId: ctx.crm.companyId,
      skip,
      limit: LOCATION_PAGE,
    });
    all.push(...page);
    if (page.length < LOCATION_PAGE) return all;
  }
}

/** An Atrium location the sync keeps: the one a CRM location is. */
export interface SyncedLocation {
  locationId: string;
  crmLocationId: string;
  name: string;
}

const nameOf = (l: CrmLocation) => l.name.trim().slice(0, 200) || l.id;
const nameKey = (name: string) => name.trim().toLowerCase();

/**
 * Upserts CRM locations into the agency's Atrium locations by CRM id. An Atrium location not yet linked is matched by
 * name on first sight (the demo's and a CSV import's locations exist before the CRM is connected); a linked location
 * the CRM no longer lists is archived (`archiveMissing`: only when `crm` is the company's whole list), never deleted.
 * Unchanged locations are not written. Returns the agency's live synced locations by CRM id.
 */
export async function applyCrmLocations(
  ctx: SyncContext,
  crm: CrmLocation[],
  { archiveMissing }: { archiveMissing: boolean },
): Promise<Map<string, SyncedLocation>> {
  const { db } = ctx.deps;
  ctx.progress.add('locations', 'total', crm.length);
  const existing = await db
    .select({
      _id: locations._id,
      name: locations.name,
      crmLocationId: locations.crmLocationId,
      archivedAt: crmLocationSync.archivedAt,
      tracked: sql<boolean>`${crmLocationSync.locationId} is not null`,
    })
    .from(locations)
    .leftJoin(crmLocationSync, eq(crmLocationSync.locationId, locations._id))
    .where(eq(locations.agencyId, ctx.agencyId));
  const byCrmId = new Map(existing.filter((l) => l.crmLocationId).map((l) => [l.crmLocationId!, l]));
  const unlinkedByName = new Map<string, (typeof existing)[number]>();
  for (const l of existing) if (!l.crmLocationId && !unlinkedByName.has(nameKey(l.name))) unlinkedByName.set(nameKey(l.name), l);

  const live = new Map<string, SyncedLocation>();
  const toCreate: CrmLocation[] = [];
  const tracked: string[] = [];
  for (const location of crm) {
    const name = nameOf(location);
    const match = byCrmId.get(location.id) ?? unlinkedByName.get(nameKey(name));
    if (!match) {
      toCreate.push(location);
      continue;
    }
    unlinkedByName.delete(nameKey(match.name));
    live.set(location.id, { locationId: match._id, crmLocationId: location.id, name });
    if (!match.tracked) tracked.push(match._id);
    const changed = match.name !== name || match.crmLocationId !== location.id || match.archivedAt !== null;
    if (changed) {
      await db.update(locations).set({ name, crmLocationId: location.id }).where(eq(locations._id, match._id));
      await db
        .insert(crmLocationSync)
        .values({ locationId: match._id, agencyId: ctx.agencyId })
        .onConflictDoUpdate({ target: crmLocationSync.locationId, set: { archivedAt: null } });
      await ctx.log.record({ kind: 'location', crmId: location.id, name, action: 'updated' });
    }
    ctx.progress.add('locations', 'done');
  }
  if (tracked.length > 0) {
    await db
      .insert(crmLocationSync)
      .values(tracked.map((locationId) => ({ locationId, agencyId: ctx.agencyId })))
      .onConflictDoNothing();
  }

  if (toCreate.length > 0) {
    // Another process (a webhook's run) may create the same location at once: the unique index keeps one.
    const created = await db
      .insert(locations)
      .values(toCreate.map((l) => ({ agencyId: ctx.agencyId, name: nameOf(l), crmLocationId: l.id })))
      .onConflictDoNothing()
      .returning({ _id: locations._id, crmLocationId: locations.crmLocationId, name: locations.name });
    if (created.length > 0) {
      await db
        .insert(crmLocationSync)
        .values(created.map((l) => ({ locationId: l._id, agencyId: ctx.agencyId })))
        .onConflictDoNothing();
    }
    for (const row of created) {
      live.set(row.crmLocationId!, { locationId: row._id, crmLocationId: row.crmLocationId!, name: row.name });
      await ctx.log.record({ kind: 'location', crmId: row.crmLocationId!, name: row.name, action: 'created' });
    }
    await loadSnapshotsIntoNewLocations(ctx.deps, ctx.agencyId, created);
    const lost = toCreate.filter((l) => !live.has(l.id));
    if (lost.length > 0) {
      const rows = await db
        .select({ _id: locations._id, crmLocationId: locations.crmLocationId, name: locations.name })
        .from(locations)
        .where(
          and(
            eq(locations.agencyId, ctx.agencyId),
            inArray(
              locations.crmLocationId,
              lost.map((l) => l.id),
            ),
          ),
        );
      for (const row of rows)
        live.set(row.crmLocationId!, { locationId: row._id, crmLocationId: row.crmLocationId!, name: row.name });
    }
    ctx.progress.add('locations', 'done', toCreate.length);
  }

  if (archiveMissing) {
    for (const gone of existing.filter((l) => l.crmLocationId && !live.has(l.crmLocationId) && l.archivedAt === null)) {
      await archiveLocation(ctx, gone._id, gone.crmLocationId!, gone.name);
    }
  }
  return live;
}

/** Archives a location the CRM deleted: it stays in Atrium (with its people), out of the sync. */
export async function archiveLocation(ctx: SyncContext, locationId: string, crmLocationId: string, name: string) {
  const archived = await ctx.deps.db
    .insert(crmLocationSync)
    .values({ locationId, agencyId: ctx.agencyId, archivedAt: new Date() })
    .onConflictDoUpdate({
      target: crmLocationSync.locationId,
      set: { archivedAt: new Date() },
      setWhere: sql`${crmLocationSync.archivedAt} is null`,
    })
    .returning({ locationId: crmLocationSync.locationId });
  if (archived.length > 0) await ctx.log.record({ kind: 'location', crmId: crmLocationId, name, action: 'archived' });
}

/** The agency's live (not archived) synced locations, by CRM id. */
export async function liveSyncedLocations(ctx: SyncContext): Promise<Map<string, SyncedLocation>> {
  const rows = await ctx.deps.db
    .select({ locationId: locations._id, crmLocationId: locations.crmLocationId, name: locations.name })
    .from(locations)
    .innerJoin(crmLocationSync, eq(crmLocationSync.locationId, locations._id))
    .where(
      and(
        eq(locations.agencyId, ctx.agencyId),
        sql`${crmLocationSync.archivedAt} is null`,
        sql`${locations.crmLocationId} is not null`,
      ),
    );
  return new Map(rows.map((r) => [r.crmLocationId!, { ...r, crmLocationId: r.crmLocationId! }]));
}
