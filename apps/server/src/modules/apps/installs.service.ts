import type { TInstall } from '@atrium/contracts/installs';
import { and, asc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import type { Payments } from '../../integrations/payments/payments';
import { notFound } from '../../platform/errors';
import type { Realtime } from '../../platform/realtime/realtime';
import type { Actor } from '../../platform/tenancy/actor';
import { assertInstallPaidFor } from '../app-billing/app-billing-install-gate';
import { endPaidInstalls } from '../app-billing/app-billing-uninstall';
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
  // A paid plan is bought through checkout (issue 23): a 402 with the quote, unless it is paid for already.
  await assertInstallPaidFor({ db, actor, appId: app._id, appName: app.name, planId, target: opts.target, places });
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
export async function uninstallApp(opts: {
  db: Db;
  actor: Actor;
  appId: string;
  target: TInstallTarget;
  /** Installs a subscription pays for were dealt with by the caller (issue 23): no 404 for an app with only those. */
  paidHandled?: boolean;
}): Promise<number> {
  const { db } = opts;
  const actor = requireInstaller(opts.actor);
  const places = await resolvePlaces(db, actor, opts.target);
  const app = await loadAnyApp(db, opts.appId);
  if (!app) throw notFound('App');
  // Installs a subscription pays for go when it ends (app-billing), never here.
  const free = isNull(appInstalls.subscriptionId);
  const where =
    opts.target.kind === 'all_locations'
      ? and(
          eq(appInstalls.appId, app._id),
          eq(appInstalls.agencyId, actor.agencyId),
          eq(appInstalls.status, 'active'),
          isNotNull(appInstalls.locationId),
          free,
        )
      : hasPlaces(places)
        ? and(atPlaces(app._id, actor.agencyId, places), free)
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
  if (app.status !== 'live' && removed.ids.length === 0 && removed.autoRemoved === 0 && !opts.paidHandled) throw notFound('App');
  if (removed.ids.length > 0) catalogueChanged([app._id]);
  return removed.ids.length;
}

/** Installs, then the viewer's new state for the app, so the app page needs to ask for nothing. */
export async function installAndState(opts: Parameters<typeof installApp>[0]) {
  const installs = await installApp(opts);
  return { installs, state: await getInstallState({ db: opts.db, actor: opts.actor, appId: opts.appId }) };
}

/**
 * Uninstalls, then the viewer's new state for the app. Installs a subscription pays for end with it (issue 23): at
 * its period's end unless `when` is `now`; the answer says which subscriptions end when.
 */
export async function uninstallAndState(
  opts: Parameters<typeof uninstallApp>[0] & {
    payments?: Payments | null;
    realtime?: Pick<Realtime, 'to'> | null;
    when?: 'period_end' | 'now';
  },
) {
  const actor = requireInstaller(opts.actor);
  const places = await resolvePlaces(opts.db, actor, opts.target);
  const paid = await endPaidInstalls({
    db: opts.db,
    payments: opts.payments,
    realtime: opts.realtime ?? null,
    actor,
    appId: opts.appId,
    places,
    wholeAgency: opts.target.kind === 'all_locations',
    when: opts.when ?? 'period_end',
  });
  const handled = paid.removedNow > 0 || paid.ending.length > 0;
  const removed = await uninstallApp({ ...opts, paidHandled: handled });
  return {
    removed: removed + paid.removedNow,
    state: await getInstallState({ db: opts.db, actor: opts.actor, appId: opts.appId }),
    endingSubscriptions: paid.ending,
  };
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

/** Where a paid subscription's installs are (its target, resolved to ids when checkout started). */
export type SubscriptionPlaces = { kind: 'agency' } | { kind: 'locations'; locationIds: string[] };

/**
 * A paid subscription (issue 23) holds: its apps are installed at its places, inside the caller's transaction, each
 * install carrying `subscriptionId`. Idempotent (a repeated webhook adds nothing). An install already there without a
 * subscription (the free plan) joins it when the subscription is the app's own plan; one another subscription holds,
 * or a bundle's app already installed on its own, is left as it is. Returns the app ids that got new installs.
 */
export async function installForSubscription(opts: {
  tx: DbOrTx;
  agencyId: string;
  subscriptionId: string;
  appIds: readonly string[];
  /** The plan paid for (one app's plan); null for a bundle's apps. */
  planId: string | null;
  places: SubscriptionPlaces;
  userId: string | null;
}): Promise<string[]> {
  const { tx, agencyId, subscriptionId, planId, places } = opts;
  if (!hasPlaces(places) || opts.appIds.length === 0) return [];
  const live = await tx
    .select({ _id: apps._id, installTarget: apps.installTarget })
    .from(apps)
    .where(and(inArray(apps._id, [...opts.appIds]), eq(apps.status, 'live')));
  const locationIds = places.kind === 'agency' ? [null] : places.locationIds;
  const added: string[] = [];
  for (const app of live) {
    // A bundle for locations carries apps made for agencies too (and the other way round): only where they fit.
    if (places.kind === 'agency' ? app.installTarget === 'location' : app.installTarget === 'agency') continue;
    const version = await currentVersionOf(tx as Db, app._id);
    const inserted = await tx
      .insert(appInstalls)
      .values(
        locationIds.map((locationId) => ({
          appId: app._id,
          agencyId,
          locationId,
          planId,
          version,
          installedBy: opts.userId,
          subscriptionId,
        })),
      )
      .onConflictDoNothing()
      .returning({ _id: appInstalls._id });
    if (planId) {
      await tx
        .update(appInstalls)
        .set({ planId, subscriptionId, updatedAt: new Date() })
        .where(
          and(
            atPlaces(app._id, agencyId, places),
            or(isNull(appInstalls.subscriptionId), eq(appInstalls.subscriptionId, subscriptionId)),
          ),
        );
    }
    if (places.kind === 'locations') {
      await tx
        .insert(appApprovals)
        .values({ agencyId, appId: app._id, status: 'approved', decidedBy: opts.userId })
        .onConflictDoUpdate({
          target: [appApprovals.agencyId, appApprovals.appId],
          set: { status: 'approved', updatedAt: new Date() },
        });
    }
    await countInstallChange(tx, app._id, inserted.length);
    if (inserted.length > 0) added.push(app._id);
  }
  return added;
}

/**
 * A paid subscription ended (or gave up places): its installs go, inside the caller's transaction, as an uninstall
 * does (secrets wiped, web integration off). `locationIds` limits it to those places. Returns the app ids touched.
 */
export async function uninstallForSubscription(opts: {
  tx: DbOrTx;
  subscriptionId: string;
  locationIds?: readonly string[];
}): Promise<string[]> {
  const { tx } = opts;
  const rows = await tx
    .update(appInstalls)
    .set({ status: 'uninstalled', uninstalledAt: new Date(), webIntegrationEnabled: false, updatedAt: new Date() })
    .where(
      and(
        eq(appInstalls.subscriptionId, opts.subscriptionId),
        eq(appInstalls.status, 'active'),
        opts.locationIds ? inArray(appInstalls.locationId, [...opts.locationIds]) : undefined,
      ),
    )
    .returning({ _id: appInstalls._id, appId: appInstalls.appId });
  await deleteInstallSecrets(
    tx,
    rows.map((r) => r._id),
  );
  const perApp = new Map<string, number>();
  for (const r of rows) perApp.set(r.appId, (perApp.get(r.appId) ?? 0) + 1);
  for (const [appId, n] of perApp) await countInstallChange(tx, appId, -n);
  return [...perApp.keys()];
}
