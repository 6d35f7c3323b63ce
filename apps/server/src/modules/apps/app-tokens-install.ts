import type { TWhitelabelBody } from '@atrium/contracts/app-tokens';
import type { TInstall } from '@atrium/contracts/installs';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conflict } from '../../platform/errors';
import { type Actor, requireRole } from '../../platform/tenancy/actor';
import { assertInstallPaidFor } from '../app-billing/app-billing-install-gate';
import { INSTALL_ADMIN_ROLES, loadActiveInstall } from './app-tokens.service';
import { appPlans, apps } from './apps.tables';
import { catalogueChanged } from './catalogue-events';
import {
  countInstallChange,
  currentVersionOf,
  deleteInstallSecrets,
  loadInstallForActor,
  selectInstalls,
  toInstall,
} from './install-scope';
import { appInstalls, type WhitelabelRow } from './installs.tables';
import type { Installer } from './installs-access';

const ALREADY_INSTALLED = 'Already installed';

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

async function reloadInstall(db: Db, installId: string): Promise<TInstall> {
  const [row] = await selectInstalls(db).where(eq(appInstalls._id, installId)).limit(1);
  return toInstall(row!);
}

/** The plan to come back on: the install's own if the app still has it, else the app's first plan (or none). */
async function planForReinstall(db: Db, appId: string, planId: string | null): Promise<string | null> {
  const plans = await db
    .select({ _id: appPlans._id })
    .from(appPlans)
    .where(eq(appPlans.appId, appId))
    .orderBy(asc(appPlans.position), asc(appPlans._id));
  return plans.find((p) => p._id === planId)?._id ?? plans[0]?._id ?? null;
}

/**
 * Brings back an uninstalled install (same place and settings, secrets empty) at the app's current version.
 * Approval is not checked again: the place had the app before. 409 when it is active already, another
 * install took its place, or the app left the catalogue.
 */
export async function reinstallApp(opts: { db: Db; actor: Actor; installId: string }): Promise<TInstall> {
  const me = requireRole(opts.actor, INSTALL_ADMIN_ROLES);
  const { install } = await loadInstallForActor(opts);
  if (install.status === 'active') throw conflict(ALREADY_INSTALLED);
  const { db } = opts;
  const [app] = await db.select({ status: apps.status, name: apps.name }).from(apps).where(eq(apps._id, install.appId)).limit(1);
  if (app?.status !== 'live') throw conflict('This app is no longer available');
  const samePlace: SQL = install.locationId ? eq(appInstalls.locationId, install.locationId) : isNull(appInstalls.locationId);
  const [other] = await db
    .select({ _id: appInstalls._id })
    .from(appInstalls)
    .where(
      and(
        eq(appInstalls.appId, install.appId),
        eq(appInstalls.agencyId, install.agencyId),
        samePlace,
        eq(appInstalls.status, 'active'),
      ),
    )
    .limit(1);
  if (other) throw conflict(ALREADY_INSTALLED);

  const [planId, version] = await Promise.all([
    planForReinstall(db, install.appId, install.planId),
    currentVersionOf(db, install.appId),
  ]);
  // A paid plan comes back through checkout (issue 23), never for free: a 402 with the quote.
  await assertInstallPaidFor({
    db,
    actor: me as Installer,
    appId: install.appId,
    appName: app.name,
    planId,
    target: install.locationId ? { kind: 'locations', locationIds: [install.locationId] } : { kind: 'agency' },
    places: install.locationId ? { kind: 'locations', locationIds: [install.locationId] } : { kind: 'agency' },
  });
  await deleteInstallSecrets(db, [install._id]);
  try {
    // The install and its count commit together (the count never runs ahead of, or behind, the installs).
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(appInstalls)
        .set({
          status: 'active',
          uninstalledAt: null,
          installedAt: new Date(),
          installedBy: me.userId,
          version,
          planId,
          // The subscription it lived by has ended: it comes back on a free plan.
          subscriptionId: null,
        })
        // Only from 'uninstalled': two reinstalls at once bring it back once.
        .where(and(eq(appInstalls._id, install._id), eq(appInstalls.status, 'uninstalled')))
        .returning({ _id: appInstalls._id });
      if (updated.length === 0) throw conflict(ALREADY_INSTALLED);
      await countInstallChange(tx, install.appId, +1);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ALREADY_INSTALLED);
    throw error;
  }
  catalogueChanged([install.appId]);
  return reloadInstall(db, install._id);
}

const NO_WHITELABEL: WhitelabelRow = { displayName: null, logoUrl: null, primaryColor: null, hideBranding: false };

/** Merges into the install's white-label settings: absent fields keep their value, null clears one. */
export async function saveWhitelabel(opts: { db: Db; actor: Actor; input: TWhitelabelBody }): Promise<TInstall> {
  const { installId, ...changes } = opts.input;
  const { install } = await loadActiveInstall({ ...opts, installId, roles: INSTALL_ADMIN_ROLES });
  const next: WhitelabelRow = { ...NO_WHITELABEL, ...install.whitelabel };
  if (changes.displayName !== undefined) next.displayName = changes.displayName;
  if (changes.logoUrl !== undefined) next.logoUrl = changes.logoUrl;
  if (changes.primaryColor !== undefined) next.primaryColor = changes.primaryColor?.toLowerCase() ?? null;
  if (changes.hideBranding !== undefined) next.hideBranding = changes.hideBranding;
  await opts.db.update(appInstalls).set({ whitelabel: next }).where(eq(appInstalls._id, install._id));
  return reloadInstall(opts.db, install._id);
}
