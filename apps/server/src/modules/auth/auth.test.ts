import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../platform/auth/common-passwords';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { seedTenants, TEST_PASSWORD, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenants: Tenants;

beforeAll(async () => {
  t = await createTestApp();
  tenants = await seedTenants(t);
});
afterAll(() => t.close());

const sessionCount = async () => Number((await t.pool.query('select count(*) from sessions')).rows[0].count);

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });

describe('POST /api/v1/auth/signup', () => {
  it('creates an agency and its admin, signed in', async () => {
    const res = await post('/api/v1/auth/signup', {
      agencyName: 'Nova Agency',
      firstName: 'Nina',
      lastName: 'Nova',
      email: 'Nina@Nova.test',
      password: 'a-long-password',
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.user).toMatchObject({ email: 'nina@nova.test', firstName: 'Nina', role: 'agency_admin' });
    expect(data.agency).toMatchObject({ name: 'Nova Agency', plan: 'free' });
    expect(data.user.agencyId).toBe(data.agency._id);
    const me = await t.app.inject({ url: '/api/v1/agency', headers: { authorization: `Bearer ${data.token}` } });
    expect(me.json().data._id).toBe(data.agency._id);
  });

  it('refuses a taken email with 409 and leaves no second agency', async () => {
    const body = {
      agencyName: 'Copy Cat',
      firstName: 'C',
      lastName: 'C',
      email: 'admin@alpha.test',
      password: 'a-long-password',
    };
    const res = await post('/api/v1/auth/signup', body);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'conflict', message: 'An account with this email already exists' });
  });

  it('validates every field with messages', async () => {
    const res = await post('/api/v1/auth/signup', {
      agencyName: 'x',
      firstName: '',
      lastName: 'L',
      email: 'nope',
      password: 'short',
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('validation_error');
    const paths = error.details.map((d: { path: string[] }) => d.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['agencyName', 'firstName', 'email', 'password']));
  });

  it('rejects invalid JSON and unknown fields', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: '{"agencyName":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalid_json');
    const extra = await post('/api/v1/auth/login', { email: 'a@b.test', password: 'x', role: 'super_admin' });
    expect(extra.statusCode).toBe(400);
  });
});

describe('login portals', () => {
  it('signs agency users in at /auth/login and location users at /user/login', async () => {
    const agency = await post('/api/v1/auth/login', { email: 'admin@alpha.test', password: TEST_PASSWORD });
    expect(agency.statusCode).toBe(200);
    expect(agency.json().data.agency.name).toBe('Alpha');
    const location = await post('/api/v1/user/login', { email: 'staff@alpha-one.test', password: TEST_PASSWORD });
    expect(location.statusCode).toBe(200);
    expect(location.json().data.user).toMatchObject({ role: 'staff', locationId: tenants.locationA1._id });
  });

  it('gives one generic message for a wrong password and an unknown email, on every sign-in route', async () => {
    const attempts = ['/api/v1/auth/login', '/api/v1/user/login', '/api/v1/auth/sign-in'].flatMap((url) => [
      post(url, { email: 'admin@alpha.test', password: 'wrong-password' }),
      post(url, { email: 'nobody@nowhere.test', password: TEST_PASSWORD }),
      post(url, { email: 'staff@alpha-one.test', password: 'wrong-password' }),
    ]);
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({ code: 'unauthorized', message: 'Invalid email or password' });
    }
  });

  it('says which portal to use when the password is right but the portal is not, and signs nobody in', async () => {
    const before = await sessionCount();
    const location = await post('/api/v1/auth/login', { email: 'staff@alpha-one.test', password: TEST_PASSWORD });
    expect(location.statusCode).toBe(403);
    expect(location.json().error).toEqual({
      code: 'wrong_portal',
      message: 'This email belongs to a location or user account. Sign in with the location or user account type.',
      details: { portal: 'user' },
    });
    const agency = await post('/api/v1/user/login', { email: 'admin@alpha.test', password: TEST_PASSWORD });
    expect(agency.statusCode).toBe(403);
    expect(agency.json().error).toMatchObject({ code: 'wrong_portal', details: { portal: 'agency' } });
    expect(await sessionCount()).toBe(before);
  });

  it('finds the account by email at /auth/sign-in, whichever portal it belongs to', async () => {
    for (const [email, role] of [
      ['admin@alpha.test', 'agency_admin'],
      ['staff@alpha-one.test', 'staff'],
      ['lead@alpha-one.test', 'location_admin'],
      ['someone@mail.test', 'end_user'],
    ] as const) {
      const res = await post('/api/v1/auth/sign-in', { email: email.toUpperCase(), password: TEST_PASSWORD });
      expect(res.statusCode, email).toBe(200);
      expect(res.json().data.user).toMatchObject({ email, role });
      expect(res.json().data.token).toEqual(expect.any(String));
    }
  });

  it('records the browser of each new session', async () => {
    const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36';
    const res = await post(
      '/api/v1/auth/sign-in',
      { email: 'admin@alpha.test', password: TEST_PASSWORD },
      { 'user-agent': userAgent },
    );
    const { rows } = await t.pool.query('select user_agent from sessions order by created_at desc limit 1');
    expect(res.statusCode).toBe(200);
    expect(rows[0].user_agent).toBe(userAgent);
    await post(
      '/api/v1/auth/sign-in',
      { email: 'admin@alpha.test', password: TEST_PASSWORD },
      { 'user-agent': 'x'.repeat(5000) },
    );
    const long = await t.pool.query('select user_agent from sessions order by created_at desc limit 1');
    expect(long.rows[0].user_agent).toHaveLength(400);
  });

  it('makes the configured email the super admin', async () => {
    const res = await post('/api/v1/auth/login', { email: tenants.superAdmin.email, password: TEST_PASSWORD });
    expect(res.json().data.user.role).toBe('super_admin');
  });
});

describe('sessions', () => {
  it('logout revokes the token', async () => {
    const { data } = (await post('/api/v1/auth/login', { email: 'staff@alpha.test', password: TEST_PASSWORD })).json();
    const headers = { authorization: `Bearer ${data.token}` };
    expect((await t.app.inject({ url: `/api/v1/user/${data.user._id}`, headers })).statusCode).toBe(200);
    expect((await post('/api/v1/auth/logout', {}, headers)).statusCode).toBe(200);
    const after = await t.app.inject({ url: `/api/v1/user/${data.user._id}`, headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toBe('Your session has expired. Sign in again.');
  });

  it('refuses logout without a token', async () => {
    expect((await post('/api/v1/auth/logout', {})).statusCode).toBe(401);
  });
});

describe('POST /api/v1/user/register', () => {
  it('registers an end user and signs them in', async () => {
    const res = await post('/api/v1/user/register', {
      firstName: 'Eve',
      lastName: 'End',
      email: 'eve@mail.test',
      password: 'a-long-password',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user).toMatchObject({ role: 'end_user', agencyId: null });
    expect(res.json().data.token).toEqual(expect.any(String));
  });

  it('lets an agency admin add staff to its location, without a session for them', async () => {
    const res = await post(
      '/api/v1/user/register',
      {
        firstName: 'Sam',
        lastName: 'Staff',
        email: 'sam@alpha-two.test',
        password: 'a-long-password',
        locationId: tenants.locationA2._id,
      },
      tenants.adminA.headers,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).not.toHaveProperty('token');
    expect(res.json().data.user).toMatchObject({
      role: 'staff',
      agencyId: tenants.agencyA._id,
      locationId: tenants.locationA2._id,
    });
  });

  it("gives 404 for another agency's location and another location of a location admin", async () => {
    const body = { firstName: 'X', lastName: 'Y', email: 'x@y.test', password: 'a-long-password' };
    const other = await post('/api/v1/user/register', { ...body, locationId: tenants.locationB1._id }, tenants.adminA.headers);
    expect(other.statusCode).toBe(404);
    const sibling = await post(
      '/api/v1/user/register',
      { ...body, locationId: tenants.locationA2._id },
      tenants.locationAdminA1.headers,
    );
    expect(sibling.statusCode).toBe(404);
    const anonymous = await post('/api/v1/user/register', { ...body, locationId: tenants.locationA1._id });
    expect(anonymous.statusCode).toBe(401);
    const staff = await post('/api/v1/user/register', { ...body, locationId: tenants.locationA1._id }, tenants.staffA1.headers);
    expect(staff.statusCode).toBe(403);
  });
});

describe('rate limit', () => {
  it('limits sign-in attempts per minute', async () => {
    const limited = await (await import('../../test/test-app')).createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: 'a@b.test', password: 'nope' },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

const commonPerson = { firstName: 'Cora', lastName: 'Common', email: 'cora@common.test' };
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
      payload: { ...commonPerson, agencyName: 'Common Agency', password: 'PassWord123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(refusal);
  });

  it('are refused at registration, self-service or by an admin adding staff, and nothing is created', async () => {
    const self = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: { ...commonPerson, password: 'iloveyou1' },
    });
    expect(self.json().error).toEqual(refusal);
    const staff = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: { ...commonPerson, password: 'qwertyuiop', locationId: tenants.locationA1._id },
      headers: tenants.adminA.headers,
    });
    expect(staff.json().error).toEqual(refusal);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: commonPerson.email, password: 'iloveyou1' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('lets uncommon passwords through, the demo password included', async () => {
    expect(await isCommonPassword(DEMO_PASSWORD)).toBe(false);
    expect(await isCommonPassword('password')).toBe(true);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: { ...commonPerson, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(201);
  });
});
