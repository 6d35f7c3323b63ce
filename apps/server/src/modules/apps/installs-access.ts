import type { ZInstallTargetInput } from '@atrium/contracts/installs';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import { type Actor, requireUser, type UserActor } from '../../platform/tenancy/actor';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { appPlans, apps } from './apps.tables';
import { appApprovals } from './installs.tables';

/**
 * Who may install where, shared by installing, uninstalling, web integrations and approvals.
 * Agency admins act for the agency and any of its locations; location admins only for their own location.
 */

export type TInstallTarget = z.output<typeof ZInstallTargetInput>;
export type Installer = UserActor & { agencyId: string; role: 'agency_admin' | 'location_admin' };
type AppRow = Pick<typeof apps.$inferSelect, '_id' | 'name' | 'status' | 'installTarget'>;

export const isLocationAdmin = (actor: Installer) => actor.role === 'location_admin';

/** Agency admins and location admins (with their location); everyone else is a 403. */
export function requireInstaller(actor: Actor): Installer {
  const user = requireUser(actor);
  const allowed =
    user.agencyId !== null && (user.role === 'agency_admin' || (user.role === 'location_admin' && user.locationId !== null));
  if (!allowed) throw forbidden('Only agency admins and location admins can manage installed apps');
  return user as Installer;
}

export function requireAgencyAdmin(actor: Actor): Installer {
  const user = requireInstaller(actor);
  if (user.role !== 'agency_admin') throw forbidden('Only agency admins can do this');
  return user;
}

const appColumns = { _id: apps._id, name: apps.name, status: apps.status, installTarget: apps.installTarget };

/** A live app, or 404 'App not found' (drafts and apps in review do not exist for installers). */
export async function loadLiveApp(db: Db, appId: string): Promise<AppRow> {
  const [row] = await db
    .select(appColumns)
    .from(apps)
    .where(and(eq(apps._id, appId), eq(apps.status, 'live')))
    .limit(1);
  if (!row) throw notFound('App');
  return row;
}

/** Any app by id (uninstalling a since-deprecated app must still work), or null. */
export async function loadAnyApp(db: Db, appId: string): Promise<AppRow | null> {
  const [row] = await db.select(appColumns).from(apps).where(eq(apps._id, appId)).limit(1);
  return row ?? null;
}

/** 'agency' apps cannot go to locations and 'location' apps cannot go to the agency itself. */
export function assertTargetFits(app: AppRow, kind: TInstallTarget['kind']): void {
  if (kind === 'agency' && app.installTarget === 'location') {
    throw badRequest(`${app.name} is installed on locations, not on the agency itself`);
  }
  if (kind !== 'agency' && app.installTarget === 'agency') {
    throw badRequest(`${app.name} is installed for the agency itself, not on its locations`);
  }
}

/** The plan to install: the given one (it must be the app's) or the app's first plan by position. */
export async function resolvePlanId(db: Db, appId: string, planId: string | undefined): Promise<string | null> {
  const plans = await db
    .select({ _id: appPlans._id })
    .from(appPlans)
    .where(eq(appPlans.appId, appId))
    .orderBy(asc(appPlans.position), asc(appPlans._id));
  if (planId === undefined) return plans[0]?._id ?? null;
  if (!plans.some((p) => p._id === planId)) throw badRequest('Choose one of the plans of this app');
  return planId;
}

/**
 * Checks that every id is a location the actor may act for (a location admin: only its own) and returns
 * them; any other id, whether another agency's or nonexistent, is a 404 'Location not found'.
 */
export async function checkLocations(db: Db, actor: Installer | UserActor, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  if (!actor.agencyId) throw notFound('Location');
  if (actor.locationId && unique.some((id) => id !== actor.locationId)) throw notFound('Location');
  const found = await db
    .select({ _id: locations._id })
    .from(locations)
    .where(and(eq(locations.agencyId, actor.agencyId), inArray(locations._id, unique)));
  if (found.length !== unique.length) throw notFound('Location');
  return unique;
}

export async function allLocationIds(db: Db, agencyId: string): Promise<string[]> {
  const rows = await db.select({ _id: locations._id }).from(locations).where(eq(locations.agencyId, agencyId));
  return rows.map((r) => r._id);
}

/**
 * The places an install or uninstall touches: the agency itself, or location ids (checked).
 * A location admin may only name its own location.
 */
export async function resolvePlaces(
  db: Db,
  actor: Installer,
  target: TInstallTarget,
): Promise<{ kind: 'agency' } | { kind: 'locations'; locationIds: string[] }> {
  if (isLocationAdmin(actor) && target.kind !== 'locations') {
    throw forbidden('A location admin can manage apps only for its own location');
  }
  if (target.kind === 'agency') return { kind: 'agency' };
  if (target.kind === 'all_locations') return { kind: 'locations', locationIds: await allLocationIds(db, actor.agencyId) };
  return { kind: 'locations', locationIds: await checkLocations(db, actor, target.locationIds) };
}

export async function approvalStatus(db: Db, agencyId: string, appId: string) {
  const [row] = await db
    .select({ status: appApprovals.status })
    .from(appApprovals)
    .where(and(eq(appApprovals.agencyId, agencyId), eq(appApprovals.appId, appId)))
    .limit(1);
  return row?.status ?? null;
}

export const approvalRequired = (appName: string) =>
  new AppError(
    403,
    'approval_required',
    `Your agency has not approved ${appName} for locations yet. Ask your agency admin to approve it, then install it.`,
  );
