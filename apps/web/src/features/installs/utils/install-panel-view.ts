import type { TInstallTarget } from '@atrium/contracts/app-values';
import type { TAppDetail } from '@atrium/contracts/apps';
import type { TAppInstallState, TInstall, TInstallTargetInput } from '@atrium/contracts/installs';
import type { TRole } from '@atrium/contracts/roles';

/** What the panel needs of the app page's app. */
export type InstallableApp = Pick<TAppDetail, '_id' | 'name' | 'plans' | 'installTarget'> &
  Partial<Pick<TAppDetail, 'crmScopes'>>;

/** Why an install is not allowed, for the panel's explanation. */
export type NotAllowedReason = 'staff' | 'agencyOnly' | 'role';

/** What the panel's main action is, derived from the server's button state and who is looking. */
export type PanelAction =
  | { kind: 'sign_in' }
  | { kind: 'install' }
  | { kind: 'installed'; canAddMore: boolean }
  | { kind: 'update' }
  | { kind: 'request_approval' }
  | { kind: 'approval_requested' }
  | { kind: 'not_allowed'; reason: NotAllowedReason };

export interface Viewer {
  role: TRole;
  agencyId: string | null;
  locationId: string | null;
}

export const isAgencyAdmin = (viewer: Viewer | null) => viewer?.role === 'agency_admin' && !viewer.locationId;

export function notAllowedReason(viewer: Viewer | null, installTarget: TInstallTarget): NotAllowedReason {
  if (viewer?.role === 'staff' || viewer?.role === 'agency_staff') return 'staff';
  if (viewer?.locationId && installTarget === 'agency') return 'agencyOnly';
  return 'role';
}

export function panelAction(state: TAppInstallState, viewer: Viewer | null, installTarget: TInstallTarget): PanelAction {
  switch (state.state) {
    case 'sign_in':
      return { kind: 'sign_in' };
    case 'install':
      return { kind: 'install' };
    case 'installed':
      // An agency admin can still add the app to more places (other locations, the agency itself), while
      // one it may install to is without it.
      return { kind: 'installed', canAddMore: isAgencyAdmin(viewer) && state.canInstallMore };
    case 'update_available':
      return { kind: 'update' };
    case 'needs_approval':
      return { kind: 'request_approval' };
    case 'approval_requested':
      return { kind: 'approval_requested' };
    default:
      return { kind: 'not_allowed', reason: notAllowedReason(viewer, installTarget) };
  }
}

/**
 * The targets that re-install (update) the installs behind on the latest version: the agency's own
 * install and the locations' in one call each, at most two calls.
 */
export function updateTargets(installs: TInstall[]): { target: TInstallTargetInput; planId: string | undefined }[] {
  const stale = installs.filter((install) => install.updateAvailable && install.status === 'active');
  const out: { target: TInstallTargetInput; planId: string | undefined }[] = [];
  const agency = stale.find((install) => install.locationId === null);
  if (agency) out.push({ target: { kind: 'agency' }, planId: agency.planId ?? undefined });
  const locations = stale.filter((install) => install.locationId !== null);
  if (locations.length > 0)
    out.push({
      target: { kind: 'locations', locationIds: locations.map((install) => install.locationId as string) },
      planId: locations[0]?.planId ?? undefined,
    });
  return out;
}

/** Where the app is installed, for "Installed for …": the agency first, then locations by name. */
export function installPlaces(installs: TInstall[]): { agency: boolean; locations: string[] } {
  const active = installs.filter((install) => install.status === 'active');
  return {
    agency: active.some((install) => install.locationId === null),
    locations: active
      .filter((install) => install.locationId !== null)
      .map((install) => install.locationName ?? '')
      .filter(Boolean)
      .sort((a, b) => a.localeCompare(b)),
  };
}

/**
 * The plan a new install starts on: the one the existing installs use (the most of them, so "Install for
 * more places" keeps Yearly where they are Yearly), else the app's first.
 */
export function defaultPlanId(plans: InstallableApp['plans'], installs: TInstall[]): string | null {
  const counts = new Map<string, number>();
  for (const install of installs)
    if (install.status === 'active' && install.planId && plans.some((p) => p._id === install.planId))
      counts.set(install.planId, (counts.get(install.planId) ?? 0) + 1);
  let best: string | null = null;
  for (const [planId, n] of counts) if (best === null || n > (counts.get(best) ?? 0)) best = planId;
  return best ?? plans[0]?._id ?? null;
}

export type TargetKind = TInstallTargetInput['kind'];

/** Which "where" choices the install dialog offers an agency admin, honouring the app's installTarget. */
export function targetKinds(state: TAppInstallState, installTarget: TInstallTarget): TargetKind[] {
  const kinds: TargetKind[] = [];
  if (state.canInstallFor.agency && installTarget !== 'location') kinds.push('agency');
  if (state.canInstallFor.locations && installTarget !== 'agency') kinds.push('locations', 'all_locations');
  return kinds;
}

/** The body's target from the dialog's choice; null when chosen locations were asked for but none picked. */
export function buildTarget(kind: TargetKind, locationIds: Iterable<string>): TInstallTargetInput | null {
  if (kind !== 'locations') return { kind };
  const ids = [...locationIds];
  return ids.length > 0 ? { kind, locationIds: ids } : null;
}
