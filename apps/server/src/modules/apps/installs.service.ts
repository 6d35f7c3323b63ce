import type { TInstall } from '@atrium/contracts/installs';
import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { Actor } from '../../platform/tenancy/actor';
import { appPlans, apps, appVersions } from './apps.tables';
import { catalogueChanged } from './catalogue-events';
import { countInstallChange, currentVersionOf, deleteInstallSecrets, selectInstalls, toInstall } from './install-scope';
import { appApprovals, appAutoInstalls, appInstalls } from './installs.tables';
import {
  approvalRequired,
  approvalStatus,
  assertTargetFits,
  isLocationAdmin,
  loadAnyApp,
  loadLiveApp,
  requireInstaller,
  resolvePlaces,
  resolvePlanId,
  type TInstallTarget,
} from './installs-access';
import { getInstallState } from './installs-state.service';

type Places = Awaited<ReturnType<typeof resolvePlaces>>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The condition that limits an agency's installs of one app to the places named. */
function atPlaces(appId: string, agencyId: string, places: Places): SQL {
  const where = places.kind === 'agency' ? isNull(appInstalls.locationId) : inArray(appInstalls.locationId, places.locationIds);
  return and(eq(appInstalls.appId, appId), eq(appInstalls.agencyId, agencyId), eq(appInstalls.status, 'active'), where) as SQL;
}

const hasPlaces = (places: Places) => places.kind === 'agency' || places.locationIds.length > 0;

/**
 * Installs an app for the agency, chosen locations or all locations (present and future). Installing
 * where the app is already active is idempotent: it switches the plan and brings the version to the latest.
 */
export async function installApp(opts: {
  db: Db;
  actor: Actor;
  appId: string;
  planId?: string;
  target: TInstallTarget;
}): Promise<TInstall[]> {
  const { db } = opts;
  const actor = requireInstaller(opts.actor);
  const app = await loadLiveApp(db, opts.appId);
  assertTargetFits(app, opts.target.kind);
  const planId = await resolvePlanId(db, app._id, opts.planId);
  const places = await resolvePlaces(db, actor, opts.target);
  if (isLocationAdmin(actor) && (await approvalStatus(db, actor.agencyId, app._id)) !== 'approved') {
    // Updating what is already installed there is not a new install: it needs no approval.
    const existing = await db
      .select({ _id: appInstalls._id })
      .from(appInstalls)
      .where(atPlaces(app._id, actor.agencyId, places));
    if (existing.length === 0) throw approvalRequired(app.name);
  }
  const version = await currentVersionOf(db, app._id);

  const added = await db.transaction(async (tx) => {
    if (opts.target.kind === 'all_locations') {
      await tx
        .insert(appAutoInstalls)
        .values({ agencyId: actor.agencyId, appId: app._id, planId, createdBy: actor.userId })
        .onConflictDoUpdate({ target: [appAutoInstalls.agencyId, appAutoInstalls.appId], set: { planId } });
    }
    if (!isLocationAdmin(actor) && app.installTarget !== 'agency') {
      // An agency admin installing an app has evidently approved it for the agency's locations.
      await tx
        .insert(appApprovals)
        .values({ agencyId: actor.agencyId, appId: app._id, status: 'approved', decidedBy: actor.userId })
        .onConflictDoUpdate({
          target: [appApprovals.agencyId, appApprovals.appId],
          set: { status: 'approved', decidedBy: actor.userId, updatedAt: new Date() },
        });
    }
    if (!hasPlaces(places)) return 0;
    const locationIds = places.kind === 'agency' ? [null] : places.locationIds;
    // ON CONFLICT DO NOTHING (no target) covers the partial unique index of active installs.
    const inserted = await tx
      .insert(appInstalls)
      .values(
        locationIds.map((locationId) => ({
          appId: app._id,
          agencyId: actor.agencyId,
          locationId,
          planId,
          version,
          installedBy: actor.userId,
        })),
      )
      .onConflictDoNothing()
      .returning({ _id: appInstalls._id });
    // Where it was already active: the chosen plan and the latest version (this is how an update happens).
    await tx
      .update(appInstalls)
      .set({ planId, version, updatedAt: new Date() })
      .where(atPlaces(app._id, actor.agencyId, places));
    // Counted with the installs: a failed install leaves the count and the chart as they were.
    await countInstallChange(tx, app._id, inserted.length);
    return inserted.length;
  });
  if (added > 0) catalogueChanged([app._id]);

  if (!hasPlaces(places)) return [];
  const rows = await selectInstalls(db)
    .where(atPlaces(app._id, actor.agencyId, places))
    .orderBy(asc(appInstalls.locationId), asc(appInstalls.installedAt));
  return rows.map(toInstall);
}

/**
 * Uninstalls an app from the agency, chosen locations or every location (which also stops installing it
 * on new ones). Wipes the installs' secrets and switches their web integration off; nothing there is 0.
 */
export async function uninstallApp(opts: { db: Db; actor: Actor; appId: string; target: TInstallTarget }): Promise<number> {
  const { db } = opts;
  const actor = requireInstaller(opts.actor);
  const places = await resolvePlaces(db, actor, opts.target);
  const app = await loadAnyApp(db, opts.appId);
  if (!app) throw notFound('App');
  const where =
    opts.target.kind === 'all_locations'
      ? and(
          eq(appInstalls.appId, app._id),
          eq(appInstalls.agencyId, actor.agencyId),
          eq(appInstalls.status, 'active'),
          isNotNull(appInstalls.locationId),
        )
      : hasPlaces(places)
        ? atPlaces(app._id, actor.agencyId, places)
        : undefined;

  const removed = await db.transaction(async (tx) => {
    let autoRemoved = 0;
    if (opts.target.kind === 'all_locations') {
      const rows = await tx
        .delete(appAutoInstalls)
        .where(and(eq(appAutoInstalls.agencyId, actor.agencyId), eq(appAutoInstalls.appId, app._id)))
        .returning({ appId: appAutoInstalls.appId });
      autoRemoved = rows.length;
    }
    if (!where) return { ids: [] as string[], autoRemoved };
    const rows = await tx
      .update(appInstalls)
      .set({ status: 'uninstalled', uninstalledAt: new Date(), webIntegrationEnabled: false })
      .where(where)
      .returning({ _id: appInstalls._id });
    const ids = rows.map((r) => r._id);
    await deleteInstallSecrets(tx, ids);
    await countInstallChange(tx, app._id, -ids.length);
    return { ids, autoRemoved };
  });
  // A draft or in-review app the agency never had is as unknown to it as a missing one.
  if (app.status !== 'live' && removed.ids.length === 0 && removed.autoRemoved === 0) throw notFound('App');
  if (removed.ids.length > 0) catalogueChanged([app._id]);
  return removed.ids.length;
}

/** Installs, then the viewer's new state for the app, so the app page needs to ask for nothing. */
export async function installAndState(opts: Parameters<typeof installApp>[0]) {
  const installs = await installApp(opts);
  return { installs, state: await getInstallState({ db: opts.db, actor: opts.actor, appId: opts.appId }) };
}

/** Uninstalls, then the viewer's new state for the app. */
export async function uninstallAndState(opts: Parameters<typeof uninstallApp>[0]) {
  const removed = await uninstallApp(opts);
  return { removed, state: await getInstallState({ db: opts.db, actor: opts.actor, appId: opts.appId }) };
}

/**
 * Inside the transaction that creates a location: installs every live app the agency installs on all
 * locations. Returns the app ids installed; the caller records the changes after commit.
 */
export async function installAutoAppsOnLocation(opts: {
  tx: Tx;
  agencyId: string;
  locationId: string;
  userId: string | null;
}): Promise<string[]> {
  const { tx } = opts;
  const rules = await tx
    .select({
      appId: appAutoInstalls.appId,
      planId: appAutoInstalls.planId,
      firstPlanId: sql<
        string | null
      >`(select ${appPlans._id} from ${appPlans} where ${appPlans.appId} = ${appAutoInstalls.appId} order by ${appPlans.position} limit 1)`,
      version: sql<
        string | null
      >`(select ${appVersions.version} from ${appVersions} where ${appVersions.appId} = ${appAutoInstalls.appId} order by ${appVersions.releasedAt} desc limit 1)`,
    })
    .from(appAutoInstalls)
    .innerJoin(apps, eq(apps._id, appAutoInstalls.appId))
    .where(and(eq(appAutoInstalls.agencyId, opts.agencyId), eq(apps.status, 'live')));
  if (rules.length === 0) return [];
  const inserted = await tx
    .insert(appInstalls)
    .values(
      rules.map((r) => ({
        appId: r.appId,
        agencyId: opts.agencyId,
        locationId: opts.locationId,
        planId: r.planId ?? r.firstPlanId,
        version: r.version,
        installedBy: opts.userId,
      })),
    )
    .onConflictDoNothing()
    .returning({ appId: appInstalls.appId });
  return inserted.map((r) => r.appId);
}
