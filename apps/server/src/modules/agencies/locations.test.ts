import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectValidationError, jsonRequest } from '../../test/http';
import { seedTenants, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { appInstallDaily, appInstalls } from '../apps/installs.tables';
import { activeInstalls, insertApp, insertPartner, installCountOf } from '../apps/installs-fixtures';

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;

beforeAll(async () => {
  t = await createTestApp();
  tenants = await seedTenants(t);
  http = jsonRequest(t.app);
});
afterAll(() => t.close());

describe('GET /api/v1/agency/locations', () => {
  it("lists the agency's locations by name for agency users, only its own for location users", async () => {
    const res = await http.get('/api/v1/agency/locations', tenants.staffA.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      { _id: tenants.locationA1._id, name: 'Alpha One', createdAt: expect.any(String) },
      { _id: tenants.locationA2._id, name: 'Alpha Two', createdAt: expect.any(String) },
    ]);
    const own = (await http.get('/api/v1/agency/locations', tenants.staffA2.headers)).json().data;
    expect(own.map((l: { _id: string }) => l._id)).toEqual([tenants.locationA2._id]);
    const b = (await http.get('/api/v1/agency/locations', tenants.adminB.headers)).json().data;
    expect(b.map((l: { name: string }) => l.name)).toEqual(['Bravo One']);
  });

  it('is 401 signed out and 403 without an agency', async () => {
    expectError(await http.get('/api/v1/agency/locations'), 401, 'unauthorized');
    expectError(await http.get('/api/v1/agency/locations', tenants.endUser.headers), 403, 'forbidden');
  });
});

describe('POST /api/v1/agency/locations', () => {
  it('creates a location in the admin’s agency only (201)', async () => {
    const res = await http.post('/api/v1/agency/locations', { name: '  Bravo Two ' }, tenants.adminB.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual({ _id: expect.any(String), name: 'Bravo Two', createdAt: expect.any(String) });
    const names = (await http.get('/api/v1/agency/locations', tenants.adminB.headers))
      .json()
      .data.map((l: { name: string }) => l.name);
    expect(names).toEqual(['Bravo One', 'Bravo Two']);
    const aNames = (await http.get('/api/v1/agency/locations', tenants.adminA.headers))
      .json()
      .data.map((l: { name: string }) => l.name);
    expect(aNames).not.toContain('Bravo Two');
  });

  it('installs the apps the agency installs on all locations on the new location, counting them', async () => {
    const partner = await insertPartner(t.db);
    const everywhere = await insertApp(t.db, partner._id, { name: 'Everywhere App', installTarget: 'location' });
    const chosen = await insertApp(t.db, partner._id, { name: 'Chosen App' });
    const h = tenants.adminA.headers;
    await http.post(
      '/api/v1/app/update_app_with_company_id',
      { appId: everywhere._id, planId: everywhere.freePlanId, target: { kind: 'all_locations' } },
      h,
    );
    await http.post(
      '/api/v1/app/update_app_with_company_id',
      { appId: chosen._id, target: { kind: 'locations', locationIds: [tenants.locationA1._id] } },
      h,
    );
    // Agency B's auto-installs are its own business.
    await http.post(
      '/api/v1/app/update_app_with_company_id',
      { appId: chosen._id, target: { kind: 'all_locations' } },
      tenants.adminB.headers,
    );
    expect(await installCountOf(t.db, everywhere._id)).toBe(12);

    const res = await http.post('/api/v1/agency/locations', { name: 'Alpha Three' }, h);
    expect(res.statusCode, res.body).toBe(201);
    const locationId = res.json().data._id as string;
    const installs = await t.db.select().from(appInstalls).where(eq(appInstalls.locationId, locationId));
    expect(installs).toEqual([
      expect.objectContaining({
        appId: everywhere._id,
        agencyId: tenants.agencyA._id,
        planId: everywhere.freePlanId,
        version: '1.1.0',
        status: 'active',
      }),
    ]);
    expect(await installCountOf(t.db, everywhere._id)).toBe(13);
    const [daily] = await t.db.select().from(appInstallDaily).where(eq(appInstallDaily.appId, everywhere._id));
    expect(daily!.installs).toBe(3);
    expect(await activeInstalls(t.db, everywhere._id, tenants.agencyA._id)).toHaveLength(3);

    // Uninstalling from all locations stops it for the next one.
    await http.post('/api/v1/app/remove_subscription', { appId: everywhere._id, target: { kind: 'all_locations' } }, h);
    const next = await http.post('/api/v1/agency/locations', { name: 'Alpha Four' }, h);
    expect(
      await t.db
        .select()
        .from(appInstalls)
        .where(and(eq(appInstalls.locationId, next.json().data._id), eq(appInstalls.status, 'active'))),
    ).toEqual([]);
  });

  it('is for agency admins only, validates the name and is 401 signed out', async () => {
    for (const user of [tenants.staffA, tenants.locationAdminA1, tenants.staffA1, tenants.endUser, tenants.superAdmin]) {
      expectError(await http.post('/api/v1/agency/locations', { name: 'Nope' }, user.headers), 403, 'forbidden');
    }
    expectError(await http.post('/api/v1/agency/locations', {}), 401, 'unauthorized');
    expect(expectValidationError(await http.post('/api/v1/agency/locations', { name: ' x ' }, tenants.adminA.headers))).toEqual([
      'name',
    ]);
    expectValidationError(await http.post('/api/v1/agency/locations', { name: 'x'.repeat(121) }, tenants.adminA.headers));
  });
});
