import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, jsonRequest } from '../../test/http';
import { seedTenants, TEST_PASSWORD, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;

beforeAll(async () => {
  t = await createTestApp();
  tenants = await seedTenants(t);
  http = jsonRequest(t.app);
});
afterAll(() => t.close());

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Safari/537.36';

/** A second signed-in browser of `email`, through the real sign-in route. */
async function signIn(email: string, password = TEST_PASSWORD, userAgent = CHROME) {
  const res = await http.post('/api/v1/auth/sign-in', { email, password }, { 'user-agent': userAgent });
  expect(res.statusCode, res.body).toBe(200);
  const { token, user } = res.json().data as { token: string; user: { _id: string } };
  return { token, userId: user._id, headers: { authorization: `Bearer ${token}` } };
}
const me = (headers: Record<string, string>) => http.get('/api/v1/account', headers);

describe('GET /api/v1/account', () => {
  it('gives the signed-in person their own profile, and 401 to anyone else', async () => {
    const res = await me(tenants.staffA1.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: tenants.staffA1._id, email: 'staff@alpha-one.test', role: 'staff' });
    expect(res.body).not.toMatch(/password|argon2/i);
    expectError(await http.get('/api/v1/account'), 401, 'unauthorized');
  });
});

describe('PUT /api/v1/account', () => {
  it('changes the name without a password', async () => {
    const res = await http.put(
      '/api/v1/account',
      { firstName: '  Dana ', lastName: 'Reyes', email: 'staff@alpha-two.test' },
      tenants.staffA2.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ firstName: 'Dana', lastName: 'Reyes', email: 'staff@alpha-two.test' });
    expect((await me(tenants.staffA2.headers)).json().data.firstName).toBe('Dana');
  });

  it('changes the email only with the right current password, and tells the old mailbox', async () => {
    const user = await signIn('lead@bravo-one.test');
    const body = { firstName: 'Lee', lastName: 'Bravo', email: 'New.Lead@Bravo-One.test' };
    const missing = await http.put('/api/v1/account', body, user.headers);
    expect(expectError(missing, 400, 'validation_error').details).toEqual([
      { path: ['currentPassword'], message: 'Enter your current password to change your email' },
    ]);
    const wrong = await http.put('/api/v1/account', { ...body, currentPassword: 'not-it-at-all' }, user.headers);
    expect(expectError(wrong, 400, 'validation_error').details).toEqual([
      { path: ['currentPassword'], message: 'Current password is incorrect' },
    ]);
    expect((await me(user.headers)).json().data.email).toBe('lead@bravo-one.test');
    const ok = await http.put('/api/v1/account', { ...body, currentPassword: TEST_PASSWORD }, user.headers);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.email).toBe('new.lead@bravo-one.test');
    await signIn('new.lead@bravo-one.test');
    await expect
      .poll(
        async () => (await t.pool.query("select subject, text from email_outbox where to_address = 'lead@bravo-one.test'")).rows,
      )
      .toEqual([{ subject: 'Your Atrium email was changed', text: expect.stringContaining('new.lead@bravo-one.test') }]);
  });

  it("refuses a taken email with 409, and the super admin's email both ways", async () => {
    const taken = await http.put(
      '/api/v1/account',
      { firstName: 'a', lastName: 'b', email: 'admin@alpha.test', currentPassword: TEST_PASSWORD },
      tenants.staffA.headers,
    );
    expect(expectError(taken, 409, 'conflict').message).toBe('An account with this email already exists');
    const grab = await http.put(
      '/api/v1/account',
      { firstName: 'a', lastName: 'b', email: tenants.superAdmin.email, currentPassword: TEST_PASSWORD },
      tenants.staffA.headers,
    );
    expectError(grab, 409, 'conflict');
    const leave = await http.put(
      '/api/v1/account',
      { firstName: 'a', lastName: 'b', email: 'other@atrium.test', currentPassword: TEST_PASSWORD },
      tenants.superAdmin.headers,
    );
    expectError(leave, 403, 'forbidden');
    expect((await me(tenants.staffA.headers)).json().data.email).toBe('staff@alpha.test');
  });

  it('validates every field', async () => {
    const res = await http.put('/api/v1/account', { firstName: '', lastName: 'x', email: 'nope' }, tenants.endUser.headers);
    const paths = (expectError(res, 400, 'validation_error').details as { path: string[] }[]).map((d) => d.path.join('.'));
    expect(paths.sort()).toEqual(['email', 'firstName']);
  });
});

describe('PUT /api/v1/account/password', () => {
  it('needs the current password, checks the new one, and signs out the other sessions only', async () => {
    const here = await signIn('admin@bravo.test');
    const there = await signIn('admin@bravo.test');
    const wrong = await http.put(
      '/api/v1/account/password',
      { currentPassword: 'wrong-one', password: 'fresh-passphrase-1' },
      here.headers,
    );
    expect(expectError(wrong, 400, 'validation_error').details).toEqual([
      { path: ['currentPassword'], message: 'Current password is incorrect' },
    ]);
    const common = await http.put(
      '/api/v1/account/password',
      { currentPassword: TEST_PASSWORD, password: 'Password123' },
      here.headers,
    );
    expect(expectError(common, 400, 'validation_error').details).toEqual([
      expect.objectContaining({ path: ['password'], reason: 'common_password' }),
    ]);
    expect((await me(there.headers)).statusCode).toBe(200);
    const ok = await http.put(
      '/api/v1/account/password',
      { currentPassword: TEST_PASSWORD, password: 'fresh-passphrase-1' },
      here.headers,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    // The seeded session and `there`.
    expect(ok.json().data.signedOut).toBe(2);
    expect((await me(here.headers)).statusCode).toBe(200);
    expect((await me(there.headers)).statusCode).toBe(401);
    expect((await me(tenants.adminB.headers)).statusCode).toBe(401);
    expect((await http.post('/api/v1/auth/sign-in', { email: 'admin@bravo.test', password: TEST_PASSWORD })).statusCode).toBe(
      401,
    );
    await signIn('admin@bravo.test', 'fresh-passphrase-1');
  });
});

describe('sessions', () => {
  it('lists the live sessions with their browser, marks this one, and leaves out signed-out ones', async () => {
    const a = await signIn('someone@mail.test', TEST_PASSWORD, CHROME);
    const b = await signIn('someone@mail.test', TEST_PASSWORD, 'Mozilla/5.0 (iPhone) Version/18.0 Mobile Safari/604.1');
    expect((await http.post('/api/v1/auth/logout', {}, b.headers)).statusCode).toBe(200);
    const res = await http.get('/api/v1/account/sessions', a.headers);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { _id: string; current: boolean; userAgent: string | null }[];
    // The seeded session (no browser recorded) and `a`; `b` signed out.
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toEqual([
      {
        _id: expect.any(String),
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        userAgent: CHROME,
        current: true,
      },
    ]);
    expect(list.find((s) => !s.current)!.userAgent).toBeNull();
  });

  it('signs out one session of your own; another person’s session is a 404 and stays signed in', async () => {
    const mine = await signIn('staff@alpha.test');
    const other = await signIn('staff@alpha.test', TEST_PASSWORD, 'Other browser/1.0');
    const victim = await signIn('admin@alpha.test');
    const sessionsOf = async (headers: Record<string, string>) =>
      (await http.get('/api/v1/account/sessions', headers)).json().data as { _id: string; current: boolean; userAgent: string }[];
    const otherId = (await sessionsOf(mine.headers)).find((s) => s.userAgent === 'Other browser/1.0')!._id;
    const victimId = (await sessionsOf(victim.headers)).find((s) => s.current)!._id;

    const foreign = await http.del(`/api/v1/account/sessions/${victimId}`, mine.headers);
    const unknown = await http.del(`/api/v1/account/sessions/${randomUUID()}`, mine.headers);
    expectError(foreign, 404, 'not_found');
    expect(foreign.body).toBe(unknown.body);
    expect((await me(victim.headers)).statusCode).toBe(200);

    expect((await http.del(`/api/v1/account/sessions/${otherId}`, mine.headers)).statusCode).toBe(200);
    expect((await me(other.headers)).statusCode).toBe(401);
    expect((await sessionsOf(mine.headers)).map((s) => s._id)).not.toContain(otherId);
    expectError(await http.del(`/api/v1/account/sessions/${otherId}`, mine.headers), 404, 'not_found');
    expect((await me(mine.headers)).statusCode).toBe(200);
  });

  it('needs a signed-in user and a valid id', async () => {
    expectError(await http.get('/api/v1/account/sessions'), 401, 'unauthorized');
    expectError(await http.del(`/api/v1/account/sessions/${randomUUID()}`), 401, 'unauthorized');
    expectError(await http.del('/api/v1/account/sessions/not-a-uuid', tenants.endUser.headers), 400, 'validation_error');
  });
});
