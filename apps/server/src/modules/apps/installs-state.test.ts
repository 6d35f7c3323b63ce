import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectValidationError, jsonRequest } from '../../test/http';
import { seedTenants, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { appReviews } from './apps.tables';
import { appInstalls } from './installs.tables';
import { activeInstalls, insertApp, insertPartner } from './installs-fixtures';

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
let partnerId: string;

const INSTALL = '/api/v1/app/update_app_with_company_id';
const UNINSTALL = '/api/v1/app/remove_subscription';
const WEB = '/api/v1/app/enable_web_integration_location';

beforeAll(async () => {
  t = await createTestApp();
  tenants = await seedTenants(t);
  http = jsonRequest(t.app);
  partnerId = (await insertPartner(t.db))._id;
});
afterAll(() => t.close());

const newApp = (name: string, installTarget: 'agency' | 'location' | 'both' = 'both', status: 'live' | 'draft' = 'live') =>
  insertApp(t.db, partnerId, { name, installTarget, status });
const at = (...locationIds: string[]) => ({ kind: 'locations', locationIds });
const install = async (appId: string, target: object, headers = tenants.adminA.headers) => {
  const res = await http.post(INSTALL, { appId, target }, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.installs as { _id: string; locationId: string | null }[];
};
const stateOf = async (appId: string, headers?: Record<string, string>) => {
  const res = await http.get(`/api/v1/app/install_state?app_id=${appId}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('GET /api/v1/app/install_state', () => {
  it('asks a signed-out visitor to sign in', async () => {
    const app = await newApp('Public State');
    expect(await stateOf(app._id)).toEqual({
      state: 'sign_in',
      canInstallFor: { agency: false, locations: false },
      approved: false,
      allLocations: false,
      canInstallMore: false,
      installs: [],
      feedback: { canReview: false, reviewId: null, until: null },
    });
  });

  it('gives each role its button and only the installs in its scope', async () => {
    const app = await newApp('Role States');
    expect(await stateOf(app._id, tenants.adminA.headers)).toMatchObject({
      state: 'install',
      canInstallFor: { agency: true, locations: true },
      installs: [],
    });
    await install(app._id, at(tenants.locationA2._id));
    const admin = await stateOf(app._id, tenants.adminA.headers);
    expect(admin).toMatchObject({ state: 'installed', approved: true, allLocations: false });
    expect(admin.installs.map((i: { locationId: string }) => i.locationId)).toEqual([tenants.locationA2._id]);
    // Roles that cannot install still see what is installed in their scope.
    const staff = await stateOf(app._id, tenants.staffA.headers);
    expect(staff).toMatchObject({ state: 'not_allowed', canInstallFor: { agency: false, locations: false } });
    expect(staff.installs).toHaveLength(1);
    expect(await stateOf(app._id, tenants.staffA2.headers)).toMatchObject({
      state: 'not_allowed',
      installs: [{ locationId: tenants.locationA2._id }],
    });
    expect(await stateOf(app._id, tenants.staffA1.headers)).toMatchObject({ state: 'not_allowed', installs: [] });
    // The location admin of A1: approved by the agency's install, not installed at its own location.
    expect(await stateOf(app._id, tenants.locationAdminA1.headers)).toMatchObject({
      state: 'install',
      approved: true,
      installs: [],
    });
    // Another agency sees none of it.
    expect(await stateOf(app._id, tenants.adminB.headers)).toMatchObject({ state: 'install', approved: false, installs: [] });
    expect(await stateOf(app._id, tenants.locationAdminB1.headers)).toMatchObject({ state: 'needs_approval', installs: [] });
    for (const user of [tenants.endUser, tenants.superAdmin]) {
      expect(await stateOf(app._id, user.headers)).toMatchObject({ state: 'not_allowed', installs: [] });
    }
  });

  it('derives canInstallFor from the app’s installTarget', async () => {
    const agencyOnly = await newApp('Agency Target', 'agency');
    const locationOnly = await newApp('Location Target', 'location');
    expect((await stateOf(agencyOnly._id, tenants.adminA.headers)).canInstallFor).toEqual({ agency: true, locations: false });
    expect((await stateOf(locationOnly._id, tenants.adminA.headers)).canInstallFor).toEqual({ agency: false, locations: true });
    expect(await stateOf(agencyOnly._id, tenants.locationAdminA1.headers)).toMatchObject({ state: 'not_allowed' });
  });

  it('opens feedback while installed and for 15 days after uninstalling, with the install’s review', async () => {
    const app = await newApp('Feedback Window');
    const h = tenants.adminA.headers;
    const [agencyInstall] = await install(app._id, { kind: 'agency' });
    expect((await stateOf(app._id, h)).feedback).toEqual({ canReview: true, reviewId: null, until: null });
    const [review] = await t.db
      .insert(appReviews)
      .values({ appId: app._id, installId: agencyInstall!._id, authorName: 'Ann', stars: 5 })
      .returning();
    expect((await stateOf(app._id, h)).feedback).toEqual({ canReview: true, reviewId: review!._id, until: null });

    await http.post(UNINSTALL, { appId: app._id, target: { kind: 'agency' } }, h);
    const [row] = await t.db.select().from(appInstalls).where(eq(appInstalls._id, agencyInstall!._id));
    const after = await stateOf(app._id, h);
    expect(after).toMatchObject({ state: 'install', installs: [] });
    expect(after.feedback).toEqual({
      canReview: true,
      reviewId: review!._id,
      until: new Date(row!.uninstalledAt!.getTime() + 15 * 86_400_000).toISOString(),
    });
    await t.db
      .update(appInstalls)
      .set({ uninstalledAt: new Date(Date.now() - 16 * 86_400_000) })
      .where(eq(appInstalls._id, agencyInstall!._id));
    expect((await stateOf(app._id, h)).feedback).toEqual({ canReview: false, reviewId: null, until: null });
    // Another agency never sees this install's window.
    expect((await stateOf(app._id, tenants.adminB.headers)).feedback.canReview).toBe(false);
  });

  it('is 404 for unknown and non-live apps (the super admin sees those) and 400 for a bad id', async () => {
    const draft = await newApp('Draft State', 'both', 'draft');
    expectError(await http.get(`/api/v1/app/install_state?app_id=${randomUUID()}`), 404, 'not_found');
    expectError(await http.get(`/api/v1/app/install_state?app_id=${draft._id}`, tenants.adminA.headers), 404, 'not_found');
    expect(await stateOf(draft._id, tenants.superAdmin.headers)).toMatchObject({ state: 'not_allowed' });
    expectValidationError(await http.get('/api/v1/app/install_state?app_id=nope'));
    expectValidationError(await http.get('/api/v1/app/install_state'));
  });
});

describe('GET /api/v1/app/get_install_apps', () => {
  it("lists a location's or the agency's active installs with app cards, in the viewer's scope", async () => {
    const forAgency = await newApp('Agency Listed');
    const forLocation = await newApp('Location Listed');
    const removed = await newApp('Removed Listed');
    await install(forAgency._id, { kind: 'agency' });
    await install(forLocation._id, at(tenants.locationA1._id));
    await install(removed._id, at(tenants.locationA1._id));
    await http.post(UNINSTALL, { appId: removed._id, target: at(tenants.locationA1._id) }, tenants.adminA.headers);

    const agency = (await http.get('/api/v1/app/get_install_apps', tenants.adminA.headers)).json().data;
    expect(agency.location).toBeNull();
    expect(agency.apps.map((a: { app: { name: string } }) => a.app.name)).toContain('Agency Listed');
    expect(agency.apps.every((a: { install: { locationId: string | null } }) => a.install.locationId === null)).toBe(true);

    const url = `/api/v1/app/get_install_apps?location_id=${tenants.locationA1._id}`;
    const location = (await http.get(url, tenants.adminA.headers)).json().data;
    expect(location.location).toEqual({ _id: tenants.locationA1._id, name: 'Alpha One' });
    expect(location.apps).toEqual([
      {
        install: expect.objectContaining({ appId: forLocation._id, locationId: tenants.locationA1._id, status: 'active' }),
        app: expect.objectContaining({ _id: forLocation._id, name: 'Location Listed', pricing: expect.any(Object) }),
      },
    ]);
    // A location user: its own location by default, the same list.
    expect((await http.get('/api/v1/app/get_install_apps', tenants.staffA1.headers)).json().data).toEqual(location);
    expect((await http.get(url, tenants.locationAdminA1.headers)).json().data).toEqual(location);
  });

  it("is 404 for a location outside the viewer's scope, 401 signed out, 403 without an agency, 400 for a bad id", async () => {
    for (const [user, id] of [
      [tenants.adminB, tenants.locationA1._id],
      [tenants.locationAdminA1, tenants.locationA2._id],
      [tenants.staffA2, tenants.locationA1._id],
      [tenants.adminA, randomUUID()],
    ] as const) {
      const res = await http.get(`/api/v1/app/get_install_apps?location_id=${id}`, user.headers);
      expect(expectError(res, 404).message).toBe('Location not found');
    }
    expectError(await http.get('/api/v1/app/get_install_apps'), 401, 'unauthorized');
    expectError(await http.get('/api/v1/app/get_install_apps', tenants.endUser.headers), 403, 'forbidden');
    expectValidationError(await http.get('/api/v1/app/get_install_apps?location_id=x', tenants.adminA.headers));
  });
});

describe('POST /api/v1/app/enable_web_integration_location(_bulk)', () => {
  it('switches the web integration where the app is installed; elsewhere is 404 Install not found', async () => {
    const app = await newApp('Web Widget');
    await install(app._id, at(tenants.locationA1._id));
    const res = await http.post(
      WEB,
      { appId: app._id, locationId: tenants.locationA1._id, enabled: true },
      tenants.adminA.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ appId: app._id, locationId: tenants.locationA1._id, webIntegrationEnabled: true });
    const off = await http.post(
      WEB,
      { appId: app._id, locationId: tenants.locationA1._id, enabled: false },
      tenants.locationAdminA1.headers,
    );
    expect(off.json().data.webIntegrationEnabled).toBe(false);
    const missing = await http.post(
      WEB,
      { appId: app._id, locationId: tenants.locationA2._id, enabled: true },
      tenants.adminA.headers,
    );
    expect(expectError(missing, 404).message).toBe('Install not found');
  });

  it("never touches another agency's location, nor another location of a location admin", async () => {
    const app = await newApp('Web Guard');
    await install(app._id, at(tenants.locationA1._id, tenants.locationA2._id));
    for (const [user, id] of [
      [tenants.adminB, tenants.locationA1._id],
      [tenants.locationAdminB1, tenants.locationA1._id],
      [tenants.locationAdminA1, tenants.locationA2._id],
    ] as const) {
      const res = await http.post(WEB, { appId: app._id, locationId: id, enabled: true }, user.headers);
      expect(expectError(res, 404).message).toBe('Location not found');
    }
    const bulk = await http.post(
      `${WEB}_bulk`,
      { appId: app._id, locationIds: [tenants.locationA1._id], enabled: true },
      tenants.adminB.headers,
    );
    expectError(bulk, 404, 'not_found');
    expect((await activeInstalls(t.db, app._id, tenants.agencyA._id)).every((i) => !i.webIntegrationEnabled)).toBe(true);
  });

  it('bulk: updates the locations where the app is installed and reports the count; any foreign id changes nothing', async () => {
    const app = await newApp('Bulk Widget');
    const extra = await http.post('/api/v1/agency/locations', { name: 'Alpha Three' }, tenants.adminA.headers);
    const alphaThree = extra.json().data._id as string;
    await install(app._id, at(tenants.locationA1._id, tenants.locationA2._id));
    const foreign = await http.post(
      `${WEB}_bulk`,
      { appId: app._id, locationIds: [tenants.locationA1._id, tenants.locationB1._id], enabled: true },
      tenants.adminA.headers,
    );
    expect(expectError(foreign, 404).message).toBe('Location not found');
    expect((await activeInstalls(t.db, app._id, tenants.agencyA._id)).every((i) => !i.webIntegrationEnabled)).toBe(true);

    const res = await http.post(
      `${WEB}_bulk`,
      { appId: app._id, locationIds: [tenants.locationA1._id, tenants.locationA2._id, alphaThree], enabled: true },
      tenants.adminA.headers,
    );
    expect(res.json()).toEqual({ data: { updated: 2 } });
    expect((await activeInstalls(t.db, app._id, tenants.agencyA._id)).every((i) => i.webIntegrationEnabled)).toBe(true);
  });

  it('is 401 signed out, 403 for other roles and validates the body', async () => {
    const app = await newApp('Web Roles');
    const body = { appId: app._id, locationId: tenants.locationA1._id, enabled: true };
    expectError(await http.post(WEB, body), 401, 'unauthorized');
    expectError(await http.post(`${WEB}_bulk`, {}), 401, 'unauthorized');
    for (const user of [tenants.staffA, tenants.staffA1, tenants.endUser]) {
      expectError(await http.post(WEB, body, user.headers), 403, 'forbidden');
    }
    expectValidationError(await http.post(WEB, { ...body, enabled: 'yes' }, tenants.adminA.headers));
    expectValidationError(
      await http.post(`${WEB}_bulk`, { appId: app._id, locationIds: [], enabled: true }, tenants.adminA.headers),
    );
  });
});
