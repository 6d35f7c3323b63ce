import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectValidationError, jsonRequest } from '../../test/http';
import { seedTenants, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { appApprovals } from './installs.tables';
import { activeInstalls, insertApp, insertPartner } from './installs-fixtures';

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
let partnerId: string;

const INSTALL = '/api/v1/app/update_app_with_company_id';
const APPROVALS = '/api/v1/app/approvals';
const REQUESTS = '/api/v1/app/approval_requests';

beforeAll(async () => {
  t = await createTestApp();
  tenants = await seedTenants(t);
  http = jsonRequest(t.app);
  partnerId = (await insertPartner(t.db))._id;
});
afterAll(() => t.close());

const newApp = (name: string, installTarget: 'agency' | 'location' | 'both' = 'both') =>
  insertApp(t.db, partnerId, { name, installTarget });
const ownLocation = () => ({ kind: 'locations', locationIds: [tenants.locationA1._id] });

describe('a location admin installing', () => {
  it('needs the agency’s approval (403 approval_required), asks for it, and installs once approved', async () => {
    const app = await newApp('Needs Approval');
    const h = tenants.locationAdminA1.headers;
    const state = async () => (await http.get(`/api/v1/app/install_state?app_id=${app._id}`, h)).json().data;
    expect(await state()).toMatchObject({
      state: 'needs_approval',
      approved: false,
      canInstallFor: { agency: false, locations: true },
    });

    const refused = expectError(await http.post(INSTALL, { appId: app._id, target: ownLocation() }, h), 403, 'approval_required');
    expect(refused.message).toContain('Ask your agency admin to approve it');
    expect(await activeInstalls(t.db, app._id, tenants.agencyA._id)).toEqual([]);

    const asked = await http.post(REQUESTS, { appId: app._id }, h);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data).toEqual({
      appId: app._id,
      appName: 'Needs Approval',
      status: 'requested',
      requestedBy: { locationId: tenants.locationA1._id, locationName: 'Alpha One' },
      updatedAt: expect.any(String),
    });
    expect((await http.post(REQUESTS, { appId: app._id }, h)).json().data.status).toBe('requested');
    expect(await state()).toMatchObject({ state: 'approval_requested' });
    expectError(await http.post(INSTALL, { appId: app._id, target: ownLocation() }, h), 403, 'approval_required');

    const list = await http.get(APPROVALS, tenants.adminA.headers);
    expect(list.json().data).toEqual([asked.json().data]);
    expect((await http.get(APPROVALS, tenants.adminB.headers)).json().data).toEqual([]);

    const approved = await http.post(APPROVALS, { appId: app._id }, tenants.adminA.headers);
    expect(approved.json().data).toMatchObject({ status: 'approved', requestedBy: { locationName: 'Alpha One' } });
    expect(await state()).toMatchObject({ state: 'install', approved: true });
    // Asking after approval changes nothing.
    expect((await http.post(REQUESTS, { appId: app._id }, h)).json().data.status).toBe('approved');

    const res = await http.post(INSTALL, { appId: app._id, target: ownLocation() }, h);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.installs).toMatchObject([{ locationId: tenants.locationA1._id }]);
    expect(await state()).toMatchObject({ state: 'installed' });
  });

  it('installs only for its own location', async () => {
    const app = await newApp('Own Only');
    await http.post(APPROVALS, { appId: app._id }, tenants.adminA.headers);
    const h = tenants.locationAdminA1.headers;
    expectError(await http.post(INSTALL, { appId: app._id, target: { kind: 'agency' } }, h), 403, 'forbidden');
    expectError(await http.post(INSTALL, { appId: app._id, target: { kind: 'all_locations' } }, h), 403, 'forbidden');
    for (const id of [tenants.locationA2._id, tenants.locationB1._id]) {
      const res = await http.post(INSTALL, { appId: app._id, target: { kind: 'locations', locationIds: [id] } }, h);
      expect(expectError(res, 404).message).toBe('Location not found');
    }
    expect(await activeInstalls(t.db, app._id, tenants.agencyA._id)).toEqual([]);
  });

  it("is not helped by another agency's approval", async () => {
    const app = await newApp('Other Approval');
    await http.post(APPROVALS, { appId: app._id }, tenants.adminA.headers);
    const res = await http.post(
      INSTALL,
      { appId: app._id, target: { kind: 'locations', locationIds: [tenants.locationB1._id] } },
      tenants.locationAdminB1.headers,
    );
    expectError(res, 403, 'approval_required');
  });
});

describe('approvals', () => {
  it('revoking keeps installs, and a second revoke is 404', async () => {
    const app = await newApp('Revocable');
    await http.post(INSTALL, { appId: app._id, target: ownLocation() }, tenants.adminA.headers);
    const res = await http.del(`${APPROVALS}/${app._id}`, tenants.adminA.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect(await t.db.select().from(appApprovals).where(eq(appApprovals.appId, app._id))).toEqual([]);
    expect(await activeInstalls(t.db, app._id, tenants.agencyA._id)).toHaveLength(1);
    expect(expectError(await http.del(`${APPROVALS}/${app._id}`, tenants.adminA.headers), 404).message).toBe(
      'Approval not found',
    );
  });

  it("cannot revoke another agency's approval", async () => {
    const app = await newApp('Not Yours');
    await http.post(APPROVALS, { appId: app._id }, tenants.adminA.headers);
    expectError(await http.del(`${APPROVALS}/${app._id}`, tenants.adminB.headers), 404, 'not_found');
    expect(await t.db.select().from(appApprovals).where(eq(appApprovals.appId, app._id))).toHaveLength(1);
  });

  it('refuses agency-only, unknown apps, the wrong roles, signed out and bad input', async () => {
    const agencyOnly = await newApp('Agency Tool', 'agency');
    const app = await newApp('Role Check');
    expectError(await http.post(APPROVALS, { appId: agencyOnly._id }, tenants.adminA.headers), 400, 'bad_request');
    expectError(await http.post(REQUESTS, { appId: agencyOnly._id }, tenants.locationAdminA1.headers), 400, 'bad_request');
    expectError(await http.post(APPROVALS, { appId: randomUUID() }, tenants.adminA.headers), 404, 'not_found');
    expectError(await http.post(REQUESTS, { appId: randomUUID() }, tenants.locationAdminA1.headers), 404, 'not_found');
    for (const user of [tenants.locationAdminA1, tenants.staffA, tenants.endUser]) {
      expectError(await http.post(APPROVALS, { appId: app._id }, user.headers), 403, 'forbidden');
      expectError(await http.get(APPROVALS, user.headers), 403, 'forbidden');
      expectError(await http.del(`${APPROVALS}/${app._id}`, user.headers), 403, 'forbidden');
    }
    for (const user of [tenants.adminA, tenants.staffA1]) {
      expectError(await http.post(REQUESTS, { appId: app._id }, user.headers), 403, 'forbidden');
    }
    expectError(await http.get(APPROVALS), 401, 'unauthorized');
    expectError(await http.post(APPROVALS, {}), 401, 'unauthorized');
    expectError(await http.post(REQUESTS, {}), 401, 'unauthorized');
    expectError(await http.del(`${APPROVALS}/${app._id}`), 401, 'unauthorized');
    expectValidationError(await http.post(APPROVALS, { appId: 'x' }, tenants.adminA.headers));
    expectValidationError(await http.post(REQUESTS, {}, tenants.locationAdminA1.headers));
    expectValidationError(await http.del(`${APPROVALS}/nope`, tenants.adminA.headers));
  });
});
