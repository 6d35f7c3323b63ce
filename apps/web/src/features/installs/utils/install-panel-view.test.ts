import { describe, expect, it } from 'vitest';
import { app, install, installState, PLAN_FREE, PLAN_PRO } from '@/features/installs/test-fixtures';
import {
  buildTarget,
  defaultPlanId,
  installPlaces,
  panelAction,
  targetKinds,
  updateTargets,
  type Viewer,
} from './install-panel-view';

const agencyAdmin: Viewer = { role: 'agency_admin', agencyId: 'a', locationId: null };
const locationAdmin: Viewer = { role: 'location_admin', agencyId: 'a', locationId: 'l' };

describe('panelAction: the server state as the panel button', () => {
  it('maps every state', () => {
    expect(panelAction(installState({ state: 'sign_in' }), null, 'both')).toEqual({ kind: 'sign_in' });
    expect(panelAction(installState({ state: 'install' }), agencyAdmin, 'both')).toEqual({ kind: 'install' });
    expect(panelAction(installState({ state: 'update_available' }), agencyAdmin, 'both')).toEqual({ kind: 'update' });
    expect(panelAction(installState({ state: 'needs_approval' }), locationAdmin, 'both')).toEqual({ kind: 'request_approval' });
    expect(panelAction(installState({ state: 'approval_requested' }), locationAdmin, 'both')).toEqual({
      kind: 'approval_requested',
    });
  });

  it('lets only an agency admin add an installed app to more places', () => {
    const state = installState({ state: 'installed' });
    expect(panelAction(state, agencyAdmin, 'both')).toEqual({ kind: 'installed', canAddMore: true });
    expect(panelAction(state, locationAdmin, 'both')).toEqual({ kind: 'installed', canAddMore: false });
  });

  it('offers no more places once every place it may go has the app', () => {
    const everywhere = installState({ state: 'installed', canInstallMore: false });
    expect(panelAction(everywhere, agencyAdmin, 'both')).toEqual({ kind: 'installed', canAddMore: false });
  });

  it('explains why an install is not allowed', () => {
    const state = installState({ state: 'not_allowed' });
    expect(panelAction(state, { role: 'staff', agencyId: 'a', locationId: 'l' }, 'both')).toEqual({
      kind: 'not_allowed',
      reason: 'staff',
    });
    expect(panelAction(state, locationAdmin, 'agency')).toEqual({ kind: 'not_allowed', reason: 'agencyOnly' });
    expect(panelAction(state, { role: 'app_creator', agencyId: null, locationId: null }, 'both')).toEqual({
      kind: 'not_allowed',
      reason: 'role',
    });
  });
});

describe('defaultPlanId', () => {
  const yearly = { ...app.plans[1]!, _id: 'plan-yearly', name: 'Pro yearly', model: 'yearly' as const };
  const plans = [...app.plans, yearly];

  it('starts where the existing installs are billed, not on the first plan', () => {
    const installs = [install({ planId: 'plan-yearly' }), install({ _id: 'i2', locationId: 'l2', planId: 'plan-yearly' })];
    expect(defaultPlanId(plans, installs)).toBe('plan-yearly');
  });

  it('takes the plan most installs use, and the first plan without installs or with a plan the app dropped', () => {
    const mixed = [
      install({ planId: PLAN_PRO }),
      install({ _id: 'i2', planId: PLAN_PRO }),
      install({ _id: 'i3', planId: 'plan-yearly' }),
    ];
    expect(defaultPlanId(plans, mixed)).toBe(PLAN_PRO);
    expect(defaultPlanId(plans, [])).toBe(PLAN_FREE);
    expect(defaultPlanId(plans, [install({ planId: 'gone' })])).toBe(PLAN_FREE);
    expect(defaultPlanId([], [])).toBeNull();
  });
});

describe('targetKinds', () => {
  it("honours what the viewer may do and the app's installTarget", () => {
    const both = installState();
    expect(targetKinds(both, 'both')).toEqual(['agency', 'locations', 'all_locations']);
    expect(targetKinds(both, 'agency')).toEqual(['agency']);
    expect(targetKinds(both, 'location')).toEqual(['locations', 'all_locations']);
    expect(targetKinds(installState({ canInstallFor: { agency: true, locations: false } }), 'both')).toEqual(['agency']);
  });
});

describe('buildTarget', () => {
  it('needs at least one location for chosen locations', () => {
    expect(buildTarget('locations', [])).toBeNull();
    expect(buildTarget('locations', new Set(['x', 'y']))).toEqual({ kind: 'locations', locationIds: ['x', 'y'] });
    expect(buildTarget('all_locations', [])).toEqual({ kind: 'all_locations' });
    expect(buildTarget('agency', ['ignored'])).toEqual({ kind: 'agency' });
  });
});

describe('updateTargets', () => {
  it('re-installs only stale installs, the agency and the locations in one call each, keeping the plan', () => {
    const installs = [
      install({ locationId: null, updateAvailable: true, planId: 'p-agency' }),
      install({ locationId: 'l1', updateAvailable: true, planId: 'p1' }),
      install({ locationId: 'l2', updateAvailable: false }),
      install({ locationId: 'l3', updateAvailable: true }),
    ];
    expect(updateTargets(installs)).toEqual([
      { target: { kind: 'agency' }, planId: 'p-agency' },
      { target: { kind: 'locations', locationIds: ['l1', 'l3'] }, planId: 'p1' },
    ]);
  });
});

describe('installPlaces', () => {
  it('lists the agency and the active locations by name', () => {
    const places = installPlaces([
      install({ locationId: 'b', locationName: 'Zeta' }),
      install({ locationId: null, locationName: null }),
      install({ locationId: 'a', locationName: 'Alpha' }),
      install({ locationId: 'c', locationName: 'Gone', status: 'uninstalled' }),
    ]);
    expect(places).toEqual({ agency: true, locations: ['Alpha', 'Zeta'] });
  });
});
