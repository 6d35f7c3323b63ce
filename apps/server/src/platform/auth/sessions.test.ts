import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/http';
import { TEST_PASSWORD } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessions, users } from '../tenancy/tenancy.tables';

const HOUR = 3_600_000;
const IDLE_HOURS = 2;
const MAX_DAYS = 1;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_HOURS: String(IDLE_HOURS), SESSION_MAX_DAYS: String(MAX_DAYS) });
});
afterAll(() => t.close());

let signups = 0;
/** A new agency admin, signed up through the API: the token and user the browser would hold. */
async function signUp() {
  signups++;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: {
      agencyName: `Session Agency ${signups}`,
      firstName: 'Sam',
      lastName: 'Session',
      email: `sam${signups}@session.test`,
      password: TEST_PASSWORD,
    },
  });
  expect(res.statusCode).toBe(201);
  const { token, user, expiresAt } = res.json().data;
  return { token: token as string, userId: user._id as string, expiresAt: expiresAt as string };
}

const me = (token: string) => t.app.inject({ url: '/api/v1/agency', headers: { authorization: `Bearer ${token}` } });
const sessionOf = async (userId: string) => (await t.db.select().from(sessions).where(eq(sessions.userId, userId)))[0]!;
const ago = (ms: number) => new Date(Date.now() - ms);

describe('session expiry', () => {
  it('gives a new session the configured absolute lifetime', async () => {
    const { expiresAt } = await signUp();
    const lifetime = new Date(expiresAt).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(MAX_DAYS * 24 * HOUR - 60_000);
    expect(lifetime).toBeLessThanOrEqual(MAX_DAYS * 24 * HOUR);
  });

  it('ends a session left idle longer than the idle limit', async () => {
    const { token, userId } = await signUp();
    expect((await me(token)).statusCode).toBe(200);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: ago(IDLE_HOURS * HOUR + 60_000) })
      .where(eq(sessions.userId, userId));
    const error = expectError(await me(token), 401, 'unauthorized');
    expect(error.message).toBe('Your session has expired. Sign in again.');
  });

  it('keeps an active session alive: a request after a pause moves lastSeenAt forward', async () => {
    const { token, userId } = await signUp();
    await t.db
      .update(sessions)
      .set({ lastSeenAt: ago(IDLE_HOURS * HOUR - 10 * 60_000) })
      .where(eq(sessions.userId, userId));
    expect((await me(token)).statusCode).toBe(200);
    expect(Date.now() - (await sessionOf(userId)).lastSeenAt.getTime()).toBeLessThan(60_000);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('ends a session past its absolute expiry however active it is', async () => {
    const { token, userId } = await signUp();
    await t.db
      .update(sessions)
      .set({ expiresAt: ago(1000), lastSeenAt: new Date() })
      .where(eq(sessions.userId, userId));
    expectError(await me(token), 401, 'unauthorized');
  });

  it('lets a new sign-in work after an old session expired', async () => {
    const { userId } = await signUp();
    await t.db
      .update(sessions)
      .set({ expiresAt: ago(1000) })
      .where(eq(sessions.userId, userId));
    const [user] = await t.db.select({ email: users.email }).from(users).where(eq(users._id, userId));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user!.email, password: TEST_PASSWORD },
    });
    expect((await me(login.json().data.token)).statusCode).toBe(200);
  });

  it('treats a malformed Authorization header as signed out', async () => {
    const { token } = await signUp();
    for (const authorization of [token, `Basic ${token}`, 'Bearer', `Bearer  ${token}`]) {
      const res = await t.app.inject({ url: '/api/v1/agency', headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
    }
  });
});

describe('secrets at rest', () => {
  it('stores only a hash of the token, never the token itself', async () => {
    const { token, userId } = await signUp();
    const rows = await t.db.select().from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);
    const row = await sessionOf(userId);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toBe(token);
  });

  it('stores passwords as argon2id hashes', async () => {
    const { userId } = await signUp();
    const [row] = await t.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users._id, userId));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(TEST_PASSWORD);
  });
});
