import type { TInstall } from '@atrium/contracts/installs';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { Actor, UserActor } from '../../platform/tenancy/actor';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { appPlans, apps, appVersions } from './apps.tables';
import { appAccessTokens, appApiKeys, appCredentials, appInstallDaily, appInstalls } from './installs.tables';

/**
 * What every install endpoint shares: which installs an actor may see, how an install is shown, and the
 * bookkeeping of installing and uninstalling. Tenancy rule: an agency user sees the agency's installs
 * (its own and every location's); a location user sees only its location's; nobody else sees any.
 * Another tenant's install is a 404, like one that does not exist.
 */

/** Agency users act for the whole agency; location users for their one location. */
export function isLocationUser(actor: UserActor): boolean {
  return actor.locationId !== null;
}

/** The condition that limits `app_installs` to what the actor may see, or null when they may see none. */
export function installScope(actor: Actor): SQL | null {
  if (actor.kind !== 'user' || !actor.agencyId) return null;
  if (actor.locationId) return and(eq(appInstalls.agencyId, actor.agencyId), eq(appInstalls.locationId, actor.locationId)) as SQL;
  return eq(appInstalls.agencyId, actor.agencyId);
}

/** The app's newest version, as text, for comparing with what an install has. */
const latestVersion = sql<
  string | null
>`(select ${appVersions.version} from ${appVersions} where ${appVersions.appId} = ${appInstalls.appId} order by ${appVersions.releasedAt} desc limit 1)`;

const installColumns = {
  install: appInstalls,
  locationName: locations.name,
  planName: appPlans.name,
  latestVersion,
};

/** Installs with what their view needs (location and plan names, the app's latest version), for the caller to filter. */
export const selectInstalls = (db: Db) =>
  db
    .select(installColumns)
    .from(appInstalls)
    .leftJoin(locations, eq(locations._id, appInstalls.locationId))
    .leftJoin(appPlans, eq(appPlans._id, appInstalls.planId));

export type InstallRow = {
  install: typeof appInstalls.$inferSelect;
  locationName: string | null;
  planName: string | null;
  latestVersion: string | null;
};

export function toInstall(row: InstallRow): TInstall {
  const { install } = row;
  return {
    _id: install._id,
    appId: install.appId,
    agencyId: install.agencyId,
    locationId: install.locationId,
    locationName: row.locationName,
    planId: install.planId,
    planName: row.planName,
    version: install.version,
    latestVersion: row.latestVersion,
    updateAvailable: install.status === 'active' && row.latestVersion !== null && install.version !== row.latestVersion,
    status: install.status,
    installedAt: install.installedAt.toISOString(),
    uninstalledAt: install.uninstalledAt?.toISOString() ?? null,
    webIntegrationEnabled: install.webIntegrationEnabled,
    whitelabel: install.whitelabel ?? null,
  };
}

/** One install by id, if the actor may see it (any status); 404 otherwise. */
export async function loadInstallForActor(opts: { db: Db; actor: Actor; installId: string }): Promise<InstallRow> {
  const scope = installScope(opts.actor);
  if (!scope) throw notFound('Install');
  const [row] = await selectInstalls(opts.db)
    .where(and(eq(appInstalls._id, opts.installId), scope))
    .limit(1);
  if (!row) throw notFound('Install');
  return row;
}

/** The actor's installs of one app (active only unless `includeUninstalled`), newest first. */
export async function installsOfApp(opts: {
  db: Db;
  actor: Actor;
  appId: string;
  includeUninstalled?: boolean;
}): Promise<InstallRow[]> {
  const scope = installScope(opts.actor);
  if (!scope) return [];
  return selectInstalls(opts.db)
    .where(and(eq(appInstalls.appId, opts.appId), scope, opts.includeUninstalled ? undefined : eq(appInstalls.status, 'active')))
    .orderBy(desc(appInstalls.installedAt));
}

/** The app's newest version (text) or null: what a new install or an update records. */
export async function currentVersionOf(db: Db, appId: string): Promise<string | null> {
  const [row] = await db
    .select({ version: appVersions.version })
    .from(appVersions)
    .where(eq(appVersions.appId, appId))
    .orderBy(desc(appVersions.releasedAt))
    .limit(1);
  return row?.version ?? null;
}

/**
 * The app's install count and the day's row of the install chart (UTC; `delta` is +n for installs, -n for
 * uninstalls), inside the caller's transaction:
 * they commit (or roll back) with the installs they count. The caller announces `catalogueChanged` after
 * commit, so no cache is rebuilt from the state before it.
 */
export async function countInstallChange(db: Pick<Db, 'insert' | 'update'>, appId: string, delta: number): Promise<void> {
  if (delta === 0) return;
  const day = new Date().toISOString().slice(0, 10);
  const installs = Math.max(delta, 0);
  const uninstalls = Math.max(-delta, 0);
  await db
    .insert(appInstallDaily)
    .values({ appId, day, installs, uninstalls })
    .onConflictDoUpdate({
      target: [appInstallDaily.appId, appInstallDaily.day],
      set: {
        installs: sql`${appInstallDaily.installs} + ${installs}`,
        uninstalls: sql`${appInstallDaily.uninstalls} + ${uninstalls}`,
      },
    });
  await db
    .update(apps)
    .set({ installCount: sql`greatest(${apps.installCount} + ${delta}, 0)` })
    .where(eq(apps._id, appId));
}

/** Uninstalling wipes what the install held: saved credentials, its API key and its access tokens. */
export async function deleteInstallSecrets(db: DbOrTx, installIds: readonly string[]): Promise<void> {
  if (installIds.length === 0) return;
  const ids = [...installIds];
  await db.delete(appCredentials).where(inArray(appCredentials.installId, ids));
  await db.delete(appApiKeys).where(inArray(appApiKeys.installId, ids));
  await db.delete(appAccessTokens).where(inArray(appAccessTokens.installId, ids));
}
