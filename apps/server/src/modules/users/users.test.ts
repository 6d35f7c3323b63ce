import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectValidationError } from '../../test/http';
import { seedTenants, type Tenants, type TestUser } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenants: Tenants;

beforeAll(async () => {
  t = await createTestApp();
  tenants = await seedTenants(t);
});
afterAll(() => t.close());

const getUser = (viewer: TestUser | null, id: string) =>
  t.app.inject({ url: `/api/v1/user/${id}`, headers: viewer ? viewer.headers : {} });

async function expectVisible(viewer: TestUser, target: TestUser) {
  const res = await getUser(viewer, target._id);
  expect(res.statusCode, `${viewer.email} -> ${target.email}`).toBe(200);
  expect(res.json().data._id).toBe(target._id);
}

/** Hidden means exactly the answer an unknown id gets: nothing tells the viewer the user exists. */
async function expectHidden(viewer: TestUser, target: TestUser) {
  const res = await getUser(viewer, target._id);
  const unknown = await getUser(viewer, randomUUID());
  expect(res.statusCode, `${viewer.email} -> ${target.email}`).toBe(404);
  expectError(res, 404, 'not_found');
  expect(res.body).toBe(unknown.body);
  expect(res.body).not.toContain(target.email);
}

describe('GET /api/v1/user/:id', () => {
  it('gives anyone signed in their own record, in the contract shape and without the password hash', async () => {
    for (const user of Object.values(tenants).filter((v): v is TestUser => typeof v === 'object' && 'token' in v)) {
      const res = await getUser(user, user._id);
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json().data).sort()).toEqual([
        '_id',
        'agencyId',
        'createdAt',
        'email',
        'firstName',
        'lastName',
        'locationId',
        'role',
      ]);
      expect(res.body).not.toMatch(/password|argon2/i);
    }
    expect((await getUser(tenants.staffA1, tenants.staffA1._id)).json().data).toEqual({
      _id: tenants.staffA1._id,
      email: 'staff@alpha-one.test',
      firstName: 'staff',
      lastName: 'Test',
      role: 'staff',
      agencyId: tenants.agencyA._id,
      locationId: tenants.locationA1._id,
      createdAt: expect.any(String),
    });
  });

  it('lets an agency admin (and agency staff) see everyone in the agency, including location staff', async () => {
    for (const viewer of [tenants.adminA, tenants.staffA]) {
      for (const target of [tenants.adminA, tenants.staffA, tenants.locationAdminA1, tenants.staffA1, tenants.staffA2]) {
        await expectVisible(viewer, target);
      }
    }
  });

  it("lets a location admin see their location's users but not the sibling location's or the agency's", async () => {
    await expectVisible(tenants.locationAdminA1, tenants.staffA1);
    await expectHidden(tenants.locationAdminA1, tenants.staffA2);
    await expectHidden(tenants.locationAdminA1, tenants.adminA);
  });

  it('keeps location staff to themselves', async () => {
    for (const target of [tenants.locationAdminA1, tenants.staffA2, tenants.adminA, tenants.staffA]) {
      await expectHidden(tenants.staffA1, target);
    }
  });

  it("answers another agency's users with 404, the same body as an unknown id", async () => {
    for (const target of [tenants.adminA, tenants.staffA, tenants.locationAdminA1, tenants.staffA1]) {
      await expectHidden(tenants.adminB, target);
      await expectHidden(tenants.locationAdminB1, target);
    }
    await expectHidden(tenants.adminA, tenants.adminB);
    await expectHidden(tenants.adminA, tenants.endUser);
    await expectHidden(tenants.adminA, tenants.superAdmin);
  });

  it('lets an end user see only themself', async () => {
    for (const target of [tenants.adminA, tenants.staffA1, tenants.adminB, tenants.superAdmin]) {
      await expectHidden(tenants.endUser, target);
    }
  });

  it('lets the super admin see everyone', async () => {
    for (const target of [tenants.adminA, tenants.staffA2, tenants.locationAdminB1, tenants.endUser]) {
      await expectVisible(tenants.superAdmin, target);
    }
    expect((await getUser(tenants.superAdmin, tenants.superAdmin._id)).json().data.role).toBe('super_admin');
    expectError(await getUser(tenants.superAdmin, randomUUID()), 404, 'not_found');
  });

  it('is 401 signed out or with a dead token, and 400 for an id that is not a uuid', async () => {
    expectError(await getUser(null, tenants.adminA._id), 401, 'unauthorized');
    const deadToken = await t.app.inject({
      url: `/api/v1/user/${tenants.adminA._id}`,
      headers: { authorization: 'Bearer made-up-token' },
    });
    expectError(deadToken, 401, 'unauthorized');
    expect(expectValidationError(await getUser(tenants.adminA, 'me'))).toEqual(['id']);
  });
});
