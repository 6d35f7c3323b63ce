import type { TAppCard } from '@atrium/contracts/apps';
import {
  FEEDBACK_WINDOW_DAYS,
  type TAppInstallState,
  type TInstall,
  type TInstallButtonState,
  type TInstalledApp,
} from '@atrium/contracts/installs';
import { and, desc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { type Actor, isSuperAdmin, requireAgency, type UserActor } from '../../platform/tenancy/actor';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { selectCards, toAppCards } from './app-cards';
import { appReviews, apps } from './apps.tables';
import { type InstallRow, installScope, installsOfApp, selectInstalls, toInstall } from './install-scope';
import { appApprovals, appAutoInstalls, appInstalls } from './installs.tables';
import { checkLocations } from './installs-access';

const DAY_MS = 86_400_000;
const NO_FEEDBACK = { canReview: false, reviewId: null, until: null };

/** The app's installTarget decides where an installer may put it; only admins install. */
function canInstallFor(actor: UserActor, installTarget: string) {
  const toAgency = installTarget !== 'location';
  const toLocations = installTarget !== 'agency';
  if (!actor.agencyId) return { agency: false, locations: false };
  if (actor.role === 'agency_admin') return { agency: toAgency, locations: toLocations };
  if (actor.role === 'location_admin' && actor.locationId) return { agency: false, locations: toLocations };
  return { agency: false, locations: false };
}

/**
 * Which install the viewer reviews: an active one (the agency's own first, for agency users), else one
 * uninstalled less than FEEDBACK_WINDOW_DAYS ago; of those, one already reviewed wins so it can be edited.
 */
async function feedbackFor(db: Db, rows: InstallRow[]): Promise<TAppInstallState['feedback']> {
  const now = Date.now();
  const until = (r: InstallRow) => (r.install.uninstalledAt?.getTime() ?? 0) + FEEDBACK_WINDOW_DAYS * DAY_MS;
  const active = rows
    .filter((r) => r.install.status === 'active')
    .sort((a, b) => Number(a.install.locationId !== null) - Number(b.install.locationId !== null));
  const recent = rows.filter((r) => r.install.status === 'uninstalled' && until(r) > now).sort((a, b) => until(b) - until(a));
  const candidates = active.length > 0 ? active : recent;
  if (candidates.length === 0) return NO_FEEDBACK;
  const reviews = await db
    .select({ _id: appReviews._id, installId: appReviews.installId })
    .from(appReviews)
    .where(
      inArray(
        appReviews.installId,
        candidates.map((r) => r.install._id),
      ),
    );
  const reviewOf = new Map(reviews.map((r) => [r.installId, r._id]));
  const chosen = candidates.find((r) => reviewOf.has(r.install._id)) ?? candidates[0]!;
  return {
    canReview: true,
    reviewId: reviewOf.get(chosen.install._id) ?? null,
    until: chosen.install.status === 'active' ? null : new Date(until(chosen)).toISOString(),
  };
}

/** The viewer's relation to one app: what the install button shows, where they may install, their installs. */
export async function getInstallState(opts: { db: Db; actor: Actor; appId: string }): Promise<TAppInstallState> {
  const { db, actor } = opts;
  const [app] = await db
    .select({ _id: apps._id, installTarget: apps.installTarget })
    .from(apps)
    .where(and(eq(apps._id, opts.appId), isSuperAdmin(actor) ? undefined : eq(apps.status, 'live')))
    .limit(1);
  if (!app) throw notFound('App');
  const none = { agency: false, locations: false };
  if (actor.kind !== 'user') {
    return {
      state: 'sign_in',
      canInstallFor: none,
      approved: false,
      allLocations: false,
      canInstallMore: false,
      installs: [],
      feedback: NO_FEEDBACK,
    };
  }

  const rows = await installsOfApp({ db, actor, appId: app._id, includeUninstalled: true });
  const installs = rows.filter((r) => r.install.status === 'active').map(toInstall);
  const [approval] = actor.agencyId
    ? await db
        .select({ status: appApprovals.status })
        .from(appApprovals)
        .where(and(eq(appApprovals.agencyId, actor.agencyId), eq(appApprovals.appId, app._id)))
    : [];
  const [auto] = actor.agencyId
    ? await db
        .select({ appId: appAutoInstalls.appId })
        .from(appAutoInstalls)
        .where(and(eq(appAutoInstalls.agencyId, actor.agencyId), eq(appAutoInstalls.appId, app._id)))
    : [];
  const can = canInstallFor(actor, app.installTarget);
  return {
    state: buttonState(actor, can, installs, approval?.status ?? null),
    canInstallFor: can,
    approved: approval?.status === 'approved',
    allLocations: auto !== undefined,
    canInstallMore: await placesLeft(db, actor, can, installs),
    installs,
    feedback: await feedbackFor(db, rows),
  };
}

/**
 * Whether a place the viewer may install to is still without the app: the agency itself (agency admins,
 * where the app installs to agencies), or a location (an agency admin: any of the agency's; a location
 * admin: its own). `installs` are the active ones the viewer sees, which cover all those places.
 */
async function placesLeft(
  db: Db,
  actor: UserActor,
  can: { agency: boolean; locations: boolean },
  installs: TInstall[],
): Promise<boolean> {
  if (!actor.agencyId) return false;
  if (can.agency && !actor.locationId && !installs.some((i) => i.locationId === null)) return true;
  if (!can.locations) return false;
  const installed = installs.flatMap((i) => (i.locationId ? [i.locationId] : []));
  if (actor.locationId) return !installed.includes(actor.locationId);
  const [left] = await db
    .select({ _id: locations._id })
    .from(locations)
    .where(and(eq(locations.agencyId, actor.agencyId), installed.length > 0 ? notInArray(locations._id, installed) : undefined))
    .limit(1);
  return left !== undefined;
}

function buttonState(
  actor: UserActor,
  can: { agency: boolean; locations: boolean },
  installs: TInstall[],
  approval: 'approved' | 'requested' | null,
): TInstallButtonState {
  if (!can.agency && !can.locations) return 'not_allowed';
  if (installs.length > 0) return installs.some((i) => i.updateAvailable) ? 'update_available' : 'installed';
  if (actor.role !== 'location_admin' || approval === 'approved') return 'install';
  return approval === 'requested' ? 'approval_requested' : 'needs_approval';
}

/**
 * The active installs of one location with their app cards (or, without a location, the agency's own
 * installs for agency users and the own location's for location users). Another tenant's location is a 404.
 */
export async function listInstalledApps(opts: {
  db: Db;
  actor: Actor;
  locationId?: string;
}): Promise<{ location: { _id: string; name: string } | null; apps: TInstalledApp[] }> {
  const { db } = opts;
  const actor = requireAgency(opts.actor);
  const locationId = opts.locationId ?? actor.locationId;
  let location: { _id: string; name: string } | undefined;
  if (locationId) {
    await checkLocations(db, actor, [locationId]);
    [location] = await db
      .select({ _id: locations._id, name: locations.name })
      .from(locations)
      .where(eq(locations._id, locationId));
  }
  const rows = await selectInstalls(db)
    .where(
      and(
        installScope(actor) ?? undefined,
        eq(appInstalls.status, 'active'),
        locationId ? eq(appInstalls.locationId, locationId) : isNull(appInstalls.locationId),
      ),
    )
    .orderBy(desc(appInstalls.installedAt));
  const cards = await cardsById(
    db,
    rows.map((r) => r.install.appId),
  );
  return {
    location: location ?? null,
    apps: rows.flatMap((r) => {
      const app = cards.get(r.install.appId);
      return app ? [{ install: toInstall(r), app }] : [];
    }),
  };
}

async function cardsById(db: Db, appIds: string[]): Promise<Map<string, TAppCard>> {
  if (appIds.length === 0) return new Map();
  const cards = await toAppCards(db, await selectCards(db).where(inArray(apps._id, [...new Set(appIds)])));
  return new Map(cards.map((c) => [c._id, c]));
}
