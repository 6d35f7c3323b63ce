import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectValidationError, jsonRequest } from '../../test/http';
import { seedTenants, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { appPlans } from './apps.tables';
import {
  appAccessTokens,
  appApiKeys,
  appApprovals,
  appAutoInstalls,
  appCredentials,
  appInstallDaily,
  appInstalls,
} from './installs.tables';
import { activeInstalls, insertApp, insertPartner, installCountOf, releaseVersion } from './installs-fixtures';

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
let partnerId: string;

const INSTALL = '/api/v1/app/update_app_with_company_id';
const UNINSTALL = '/api/v1/app/remove_subscription';

beforeAll(async () => {
  t = await createTestApp();
  tenants = await seedTenants(t);
  http = jsonRequest(t.app);
  partnerId = (await insertPartner(t.db))._id;
});
afterAll(() => t.close());

const newApp = (name: string, installTarget: 'agency' | 'location' | 'both' = 'both', status: 'live' | 'draft' = 'live') =>
  insertApp(t.db, partnerId, { name, installTarget, status });

const dailyOf = async (appId: string) => {
  const rows = await t.db.select().from(appInstallDaily).where(eq(appInstallDaily.appId, appId));
  return rows.reduce((sum, r) => ({ installs: sum.installs + r.installs, uninstalls: sum.uninstalls + r.uninstalls }), {
    installs: 0,
    uninstalls: 0,
  });
};

describe('POST /api/v1/app/update_app_with_company_id', () => {
  it('installs for the agency itself with the first plan and the latest version, and approves it for locations', async () => {
    const app = await newApp('Agency Install');
    const res = await http.post(INSTALL, { appId: app._id, target: { kind: 'agency' } }, tenants.adminA.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.installs).toEqual([
      {
        _id: expect.any(String),
        appId: app._id,
        agencyId: tenants.agencyA._id,
        locationId: null,
        locationName: null,
        planId: app.freePlanId,
        planName: 'Free',
        version: '1.1.0',
        latestVersion: '1.1.0',
        updateAvailable: false,
        status: 'active',
        installedAt: expect.any(String),
        uninstalledAt: null,
        webIntegrationEnabled: false,
        whitelabel: null,
      },
    ]);
    expect(await installCountOf(t.db, app._id)).toBe(11);
    expect(await dailyOf(app._id)).toEqual({ installs: 1, uninstalls: 0 });
    const [approval] = await t.db.select().from(appApprovals).where(eq(appApprovals.appId, app._id));
    expect(approval).toMatchObject({ agencyId: tenants.agencyA._id, status: 'approved' });
  });

  it('installs on chosen locations with a chosen plan; installing again is idempotent and switches the plan', async () => {
    const app = await newApp('Location Install');
    // A second free plan: a paid one is bought through checkout (app-billing), not installed here.
    const [starter] = await t.db
      .insert(appPlans)
      .values({ appId: app._id, name: 'Starter', model: 'free', priceCents: 0, position: 2 })
      .returning();
    const target = { kind: 'locations', locationIds: [tenants.locationA1._id, tenants.locationA2._id, tenants.locationA1._id] };
    const res = await http.post(INSTALL, { appId: app._id, planId: starter!._id, target }, tenants.adminA.headers);
    expect(res.statusCode, res.body).toBe(200);
    const installs = res.json().data.installs;
    expect(installs.map((i: { locationName: string }) => i.locationName).sort()).toEqual(['Alpha One', 'Alpha Two']);
    expect(installs.every((i: { planName: string }) => i.planName === 'Starter')).toBe(true);
    expect(await installCountOf(t.db, app._id)).toBe(12);

    const again = await http.post(INSTALL, { appId: app._id, planId: app.freePlanId, target }, tenants.adminA.headers);
    expect(again.statusCode, again.body).toBe(200);
    expect(
      again
        .json()
        .data.installs.map((i: { _id: string }) => i._id)
        .sort(),
    ).toEqual(installs.map((i: { _id: string }) => i._id).sort());
    expect(again.json().data.installs.every((i: { planName: string }) => i.planName === 'Free')).toBe(true);
    expect(await activeInstalls(t.db, app._id, tenants.agencyA._id)).toHaveLength(2);
    expect(await installCountOf(t.db, app._id)).toBe(12);
    expect(await dailyOf(app._id)).toEqual({ installs: 2, uninstalls: 0 });
  });

  it('updates an install to the latest version by installing again, which clears updateAvailable', async () => {
    const app = await newApp('Updatable');
    const target = { kind: 'locations', locationIds: [tenants.locationA1._id] };
    await http.post(INSTALL, { appId: app._id, target }, tenants.adminA.headers);
    await releaseVersion(t.db, app._id, '2.0.0');
    const state = await http.get(`/api/v1/app/install_state?app_id=${app._id}`, tenants.adminA.headers);
    expect(state.json().data).toMatchObject({
      state: 'update_available',
      installs: [{ version: '1.1.0', latestVersion: '2.0.0', updateAvailable: true }],
    });
    const res = await http.post(INSTALL, { appId: app._id, target }, tenants.adminA.headers);
    expect(res.json().data.installs).toMatchObject([{ version: '2.0.0', latestVersion: '2.0.0', updateAvailable: false }]);
    const after = await http.get(`/api/v1/app/install_state?app_id=${app._id}`, tenants.adminA.headers);
    expect(after.json().data.state).toBe('installed');
    expect(await installCountOf(t.db, app._id)).toBe(11);
  });

  it('installs on every location for all_locations and remembers it for new locations', async () => {
    const app = await newApp('Everywhere', 'location');
    const res = await http.post(INSTALL, { appId: app._id, target: { kind: 'all_locations' } }, tenants.adminA.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.installs).toHaveLength(2);
    const [auto] = await t.db.select().from(appAutoInstalls).where(eq(appAutoInstalls.appId, app._id));
    expect(auto).toMatchObject({ agencyId: tenants.agencyA._id, planId: app.freePlanId });
    const state = await http.get(`/api/v1/app/install_state?app_id=${app._id}`, tenants.adminA.headers);
    expect(state.json().data).toMatchObject({ state: 'installed', allLocations: true, approved: true });
  });

  it('refuses a target that does not fit the app, a plan of another app, unknown and non-live apps', async () => {
    const agencyOnly = await newApp('Agency Only', 'agency');
    const locationOnly = await newApp('Location Only', 'location');
    const draft = await newApp('Draft App', 'both', 'draft');
    const h = tenants.adminA.headers;
    const locations = { kind: 'locations', locationIds: [tenants.locationA1._id] };
    expect(expectError(await http.post(INSTALL, { appId: agencyOnly._id, target: locations }, h), 400).message).toBe(
      'Agency Only is installed for the agency itself, not on its locations',
    );
    expectError(await http.post(INSTALL, { appId: agencyOnly._id, target: { kind: 'all_locations' } }, h), 400);
    expect(expectError(await http.post(INSTALL, { appId: locationOnly._id, target: { kind: 'agency' } }, h), 400).message).toBe(
      'Location Only is installed on locations, not on the agency itself',
    );
    expect(
      expectError(await http.post(INSTALL, { appId: locationOnly._id, planId: agencyOnly.freePlanId, target: locations }, h), 400)
        .message,
    ).toBe('Choose one of the plans of this app');
    expect(expectError(await http.post(INSTALL, { appId: randomUUID(), target: locations }, h), 404).message).toBe(
      'App not found',
    );
    expectError(await http.post(INSTALL, { appId: draft._id, target: locations }, h), 404, 'not_found');
    for (const id of [agencyOnly._id, locationOnly._id, draft._id])
      expect(await activeInstalls(t.db, id, tenants.agencyA._id)).toEqual([]);
  });

  it('validates the body', async () => {
    const h = tenants.adminA.headers;
    const appId = randomUUID();
    expect(expectValidationError(await http.post(INSTALL, { appId }, h))).toContain('target');
    expect(expectValidationError(await http.post(INSTALL, { appId: 'nope', target: { kind: 'agency' } }, h))).toContain('appId');
    expectValidationError(await http.post(INSTALL, { appId, target: { kind: 'locations', locationIds: [] } }, h));
    expectValidationError(await http.post(INSTALL, { appId, target: { kind: 'planet' } }, h));
    expectValidationError(await http.post(INSTALL, { appId, planId: 'x', target: { kind: 'agency' } }, h));
  });

  it('is 401 signed out and 403 for roles that cannot install', async () => {
    const app = await newApp('Guarded');
    expectError(await http.post(INSTALL, { nonsense: true }), 401, 'unauthorized');
    for (const user of [tenants.staffA, tenants.staffA1, tenants.endUser, tenants.superAdmin]) {
      expectError(await http.post(INSTALL, { appId: app._id, target: { kind: 'agency' } }, user.headers), 403, 'forbidden');
    }
    expect(await installCountOf(t.db, app._id)).toBe(10);
  });

  it("never installs into another agency's locations: 404 and nothing installed", async () => {
    const app = await newApp('Cross Tenant');
    const h = tenants.adminB.headers;
    for (const locationIds of [[tenants.locationA1._id], [tenants.locationB1._id, tenants.locationA1._id], [randomUUID()]]) {
      const res = await http.post(INSTALL, { appId: app._id, target: { kind: 'locations', locationIds } }, h);
      expect(expectError(res, 404, 'not_found').message).toBe('Location not found');
    }
    expect(await activeInstalls(t.db, app._id, tenants.agencyA._id)).toEqual([]);
    expect(await activeInstalls(t.db, app._id, tenants.agencyB._id)).toEqual([]);
    expect(await installCountOf(t.db, app._id)).toBe(10);
  });
});

describe('POST /api/v1/app/remove_subscription', () => {
  it('uninstalls, wipes credentials, API keys and access tokens, switches off the web integration and counts it', async () => {
    const app = await newApp('Removable');
    const target = { kind: 'locations', locationIds: [tenants.locationA1._id, tenants.locationA2._id] };
    const installed = (await http.post(INSTALL, { appId: app._id, target }, tenants.adminA.headers)).json().data.installs;
    const a1 = installed.find((i: { locationId: string }) => i.locationId === tenants.locationA1._id)._id as string;
    const a2 = installed.find((i: { locationId: string }) => i.locationId === tenants.locationA2._id)._id as string;
    await t.db.update(appInstalls).set({ webIntegrationEnabled: true }).where(eq(appInstalls._id, a1));
    for (const installId of [a1, a2]) {
      await t.db.insert(appCredentials).values({ installId, sealed: 'sealed', fields: [] });
      await t.db.insert(appApiKeys).values({ installId, keyHash: `hash-${installId}`, last4: 'abcd' });
      await t.db
        .insert(appAccessTokens)
        .values({ installId, tokenHash: `tok-${installId}`, expiresAt: new Date(Date.now() + 60_000) });
    }

    const res = await http.post(
      UNINSTALL,
      { appId: app._id, target: { kind: 'locations', locationIds: [tenants.locationA1._id] } },
      tenants.adminA.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { removed: 1 } });
    const [row] = await t.db.select().from(appInstalls).where(eq(appInstalls._id, a1));
    expect(row).toMatchObject({ status: 'uninstalled', webIntegrationEnabled: false, uninstalledAt: expect.any(Date) });
    expect(await t.db.select().from(appCredentials).where(eq(appCredentials.installId, a1))).toEqual([]);
    expect(await t.db.select().from(appApiKeys).where(eq(appApiKeys.installId, a1))).toEqual([]);
    expect(await t.db.select().from(appAccessTokens).where(eq(appAccessTokens.installId, a1))).toEqual([]);
    // The other location's install and its secrets are untouched.
    expect(await t.db.select().from(appApiKeys).where(eq(appApiKeys.installId, a2))).toHaveLength(1);
    expect(await installCountOf(t.db, app._id)).toBe(11);
    expect(await dailyOf(app._id)).toEqual({ installs: 2, uninstalls: 1 });

    // Nothing installed there any more: 0, not an error.
    const again = await http.post(
      UNINSTALL,
      { appId: app._id, target: { kind: 'locations', locationIds: [tenants.locationA1._id] } },
      tenants.adminA.headers,
    );
    expect(again.json()).toMatchObject({ data: { removed: 0 } });
    expect(await installCountOf(t.db, app._id)).toBe(11);
  });

  it('uninstalls from every location for all_locations (and stops auto-installing), keeping the agency install', async () => {
    const app = await newApp('All Gone');
    const h = tenants.adminA.headers;
    await http.post(INSTALL, { appId: app._id, target: { kind: 'agency' } }, h);
    await http.post(INSTALL, { appId: app._id, target: { kind: 'all_locations' } }, h);
    expect(await installCountOf(t.db, app._id)).toBe(13);
    const res = await http.post(UNINSTALL, { appId: app._id, target: { kind: 'all_locations' } }, h);
    expect(res.json()).toMatchObject({ data: { removed: 2 } });
    expect(await t.db.select().from(appAutoInstalls).where(eq(appAutoInstalls.appId, app._id))).toEqual([]);
    expect((await activeInstalls(t.db, app._id, tenants.agencyA._id)).map((i) => i.locationId)).toEqual([null]);
    expect((await http.post(UNINSTALL, { appId: app._id, target: { kind: 'agency' } }, h)).json()).toMatchObject({
      data: { removed: 1 },
    });
    expect(await installCountOf(t.db, app._id)).toBe(10);
    // A fresh install after uninstalling is a new install.
    const back = await http.post(INSTALL, { appId: app._id, target: { kind: 'agency' } }, h);
    expect(back.json().data.installs).toHaveLength(1);
    expect(await installCountOf(t.db, app._id)).toBe(11);
  });

  it("never uninstalls another agency's installs: 404 for its locations, 0 for its agency install", async () => {
    const app = await newApp('Keep Mine');
    await http.post(INSTALL, { appId: app._id, target: { kind: 'agency' } }, tenants.adminA.headers);
    await http.post(
      INSTALL,
      { appId: app._id, target: { kind: 'locations', locationIds: [tenants.locationA1._id] } },
      tenants.adminA.headers,
    );
    const res = await http.post(
      UNINSTALL,
      { appId: app._id, target: { kind: 'locations', locationIds: [tenants.locationA1._id] } },
      tenants.adminB.headers,
    );
    expect(expectError(res, 404).message).toBe('Location not found');
    for (const target of [{ kind: 'agency' }, { kind: 'all_locations' }]) {
      const answer = (await http.post(UNINSTALL, { appId: app._id, target }, tenants.adminB.headers)).json();
      expect(answer).toMatchObject({ data: { removed: 0 } });
      // The state in the answer is B's own: nothing of A's installs shows.
      expect(answer.data.state).toMatchObject({ state: 'install', installs: [] });
    }
    expect(await activeInstalls(t.db, app._id, tenants.agencyA._id)).toHaveLength(2);
    expect(await installCountOf(t.db, app._id)).toBe(12);
  });

  it('is 401 signed out, 403 for other roles, 404 for an unknown app, and validates the body', async () => {
    const app = await newApp('Uninstall Guards');
    expectError(await http.post(UNINSTALL, {}), 401, 'unauthorized');
    for (const user of [tenants.staffA, tenants.staffA1, tenants.endUser]) {
      expectError(await http.post(UNINSTALL, { appId: app._id, target: { kind: 'agency' } }, user.headers), 403, 'forbidden');
    }
    expect(
      expectError(await http.post(UNINSTALL, { appId: randomUUID(), target: { kind: 'agency' } }, tenants.adminA.headers), 404)
        .message,
    ).toBe('App not found');
    expectValidationError(await http.post(UNINSTALL, { appId: app._id }, tenants.adminA.headers));
    expectValidationError(await http.post(UNINSTALL, { appId: app._id, target: { kind: 'locations' } }, tenants.adminA.headers));
  });

  it('lets a location admin uninstall its own location even after the approval was revoked', async () => {
    const app = await newApp('Revoked Later');
    const own = { kind: 'locations', locationIds: [tenants.locationA1._id] };
    await http.post(INSTALL, { appId: app._id, target: own }, tenants.adminA.headers);
    await t.db.delete(appApprovals).where(and(eq(appApprovals.appId, app._id), eq(appApprovals.agencyId, tenants.agencyA._id)));
    const h = tenants.locationAdminA1.headers;
    expectError(await http.post(UNINSTALL, { appId: app._id, target: { kind: 'agency' } }, h), 403, 'forbidden');
    const other = { kind: 'locations', locationIds: [tenants.locationA2._id] };
    expectError(await http.post(UNINSTALL, { appId: app._id, target: other }, h), 404, 'not_found');
    expect((await http.post(UNINSTALL, { appId: app._id, target: own }, h)).json()).toMatchObject({ data: { removed: 1 } });
    expect(await activeInstalls(t.db, app._id, tenants.agencyA._id)).toEqual([]);
  });
});
