import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../platform/auth/common-passwords';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { seedTenants, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenants: Tenants;
beforeAll(async () => {
  t = await createTestApp();
  tenants = await seedTenants(t);
});
afterAll(() => t.close());

const person = { firstName: 'Cora', lastName: 'Common', email: 'cora@common.test' };
const refusal = {
  code: 'validation_error',
  message: COMMON_PASSWORD_MESSAGE,
  details: [{ path: ['password'], message: COMMON_PASSWORD_MESSAGE, reason: 'common_password' }],
};

describe('common passwords', () => {
  it('are refused at agency sign-up, whatever their case, with the reason under the password field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: { ...person, agencyName: 'Common Agency', password: 'PassWord123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(refusal);
  });

  it('are refused at registration, self-service or by an admin adding staff, and nothing is created', async () => {
    const self = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: { ...person, password: 'iloveyou1' },
    });
    expect(self.json().error).toEqual(refusal);
    const staff = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: { ...person, password: 'qwertyuiop', locationId: tenants.locationA1._id },
      headers: tenants.adminA.headers,
    });
    expect(staff.json().error).toEqual(refusal);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: person.email, password: 'iloveyou1' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('lets uncommon passwords through, the demo password included', async () => {
    expect(await isCommonPassword(DEMO_PASSWORD)).toBe(false);
    expect(await isCommonPassword('password')).toBe(true);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: { ...person, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(201);
  });
});
