import type { TInstall } from '@atrium/contracts/installs';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { Actor } from '../../platform/tenancy/actor';
import { selectInstalls, toInstall } from './install-scope';
import { appInstalls } from './installs.tables';
import { checkLocations, requireInstaller } from './installs-access';

const activeAt = (agencyId: string, appId: string, locationIds: string[]) =>
  and(
    eq(appInstalls.agencyId, agencyId),
    eq(appInstalls.appId, appId),
    eq(appInstalls.status, 'active'),
    inArray(appInstalls.locationId, locationIds),
  );

/** Switches an app's website widget/script on or off for one location where it is actively installed. */
export async function setWebIntegration(opts: {
  db: Db;
  actor: Actor;
  appId: string;
  locationId: string;
  enabled: boolean;
}): Promise<TInstall> {
  const { db } = opts;
  const actor = requireInstaller(opts.actor);
  const [locationId] = await checkLocations(db, actor, [opts.locationId]);
  const [updated] = await db
    .update(appInstalls)
    .set({ webIntegrationEnabled: opts.enabled, updatedAt: new Date() })
    .where(activeAt(actor.agencyId, opts.appId, [locationId!]))
    .returning({ _id: appInstalls._id });
  if (!updated) throw notFound('Install');
  const [row] = await selectInstalls(db).where(eq(appInstalls._id, updated._id));
  return toInstall(row!);
}

/**
 * The same for many locations: every id must be the actor's (else 404 and nothing changes); locations
 * where the app is not installed are skipped, and `updated` says how many changed.
 */
export async function setWebIntegrationBulk(opts: {
  db: Db;
  actor: Actor;
  appId: string;
  locationIds: string[];
  enabled: boolean;
}): Promise<{ updated: number }> {
  const { db } = opts;
  const actor = requireInstaller(opts.actor);
  const locationIds = await checkLocations(db, actor, opts.locationIds);
  const rows = await db
    .update(appInstalls)
    .set({ webIntegrationEnabled: opts.enabled, updatedAt: new Date() })
    .where(activeAt(actor.agencyId, opts.appId, locationIds))
    .returning({ _id: appInstalls._id });
  return { updated: rows.length };
}
