import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { rateCounters } from '../../platform/rate-limit/rate-limit.tables';
import { seedTenants, TEST_PASSWORD } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';

const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.20';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_FREE_FAILURES: '3', SIGN_IN_FREE_ADDRESS_ATTEMPTS: '1000' });
  await seedTenants(t);
});
afterAll(() => t.close());
afterEach(() => t.db.delete(rateCounters));

const attempt = (app: TestApp['app'], url: string, payload: Record<string, unknown>, remoteAddress = ATTACKER) =>
  app.inject({ method: 'POST', url, payload, remoteAddress });
const login = (password: string, remoteAddress = ATTACKER, app = t.app) =>
  attempt(app, '/api/v1/auth/login', { email: 'admin@alpha.test', password }, remoteAddress);

/** Time passes for every counter: each window ends (and each latest hit happened) `seconds` earlier. */
const elapse = (seconds: number) =>
  t.db.execute(sql`update rate_counters set window_ends_at = window_ends_at - make_interval(secs => ${seconds})`);

const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

describe('sign-in throttle: one account', () => {
  it('lets the free failures through, then makes each further attempt wait twice as long', async () => {
    for (let i = 0; i < 3; i++) expect((await login('wrong-password')).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const refused = await login('wrong-password');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('rate_limited');
      waits.push(retryAfter(refused));
      await elapse(retryAfter(refused));
      expect((await login('wrong-password')).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    const refused = await login(TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('Too many sign-in attempts. Try again in 16 seconds.');
  });

  it('a success resets the account: the next failures are free again', async () => {
    for (let i = 0; i < 3; i++) await login('wrong-password');
    await elapse(1);
    expect((await login(TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await login('wrong-password')).statusCode).toBe(401);
  });

  it('counts concurrent guesses one by one: no burst slips through an opening', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => login('wrong-password')));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 401)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(9);
  });

  it('delays the owner at another address after an attacker failed many times, never locks them out', async () => {
    // The attacker keeps going as fast as allowed, until the account's delay reaches its five-minute cap.
    for (let failures = 0; failures < 12; ) {
      const res = await login('wrong-password');
      if (res.statusCode === 429) await elapse(retryAfter(res));
      else failures++;
    }
    // The owner, from a clean address, waits the account's delay (five minutes at most) and gets in...
    const waiting = await login(TEST_PASSWORD, OWNER);
    expect(waiting.statusCode).toBe(429);
    expect(retryAfter(waiting)).toBe(300);
    await elapse(300);
    // ...while the attacker's address, on this account, waits longer (2^9 s after its 12th failure).
    const attacker = await login('wrong-password');
    expect(attacker.statusCode).toBe(429);
    expect(retryAfter(attacker)).toBe(512 - 300);
    expect((await login(TEST_PASSWORD, OWNER)).statusCode).toBe(200);
  });

  it('keeps no email in the counters', async () => {
    await login('wrong-password');
    const keys = (await t.db.select({ key: rateCounters.key }).from(rateCounters)).map((r) => r.key);
    expect(keys.some((k) => k.startsWith('sign-in:account:'))).toBe(true);
    expect(keys.join(' ')).not.toContain('alpha.test');
  });
});

describe('sign-in throttle: one address, four routes', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ SIGN_IN_FREE_ADDRESS_ATTEMPTS: '4', SIGN_IN_FREE_FAILURES: '100' });
  });
  afterAll(() => limited.close());

  const person = (n: number) => ({ firstName: 'P', lastName: 'Q', email: `p${n}@q.test`, password: 'a-long-password' });

  it('counts failures and registrations on every route against one budget', async () => {
    const codes = [
      (await attempt(limited.app, '/api/v1/auth/login', { email: 'x@y.test', password: 'nope' })).statusCode,
      (await attempt(limited.app, '/api/v1/user/login', { email: 'z@y.test', password: 'nope' })).statusCode,
      (await attempt(limited.app, '/api/v1/auth/signup', { ...person(1), agencyName: 'Agency One' })).statusCode,
      (await attempt(limited.app, '/api/v1/user/register', person(2))).statusCode,
      (await attempt(limited.app, '/api/v1/user/register', person(3))).statusCode,
    ];
    expect(codes).toEqual([401, 401, 201, 201, 429]);
    // Another address has its own budget.
    expect((await attempt(limited.app, '/api/v1/user/register', person(4), OWNER)).statusCode).toBe(201);
  });
});

describe('sign-in limits shared through PostgreSQL', () => {
  it('two server processes on one database count against the same budgets', async () => {
    const one = await createTestApp({ SIGN_IN_FREE_FAILURES: '2', AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    const two = await buildApp({ config: one.config, db: one.db });
    try {
      await seedTenants(one);
      // The account's failures, one on each process: the third attempt waits, on either.
      expect((await login('wrong-password', ATTACKER, one.app)).statusCode).toBe(401);
      expect((await login('wrong-password', ATTACKER, two)).statusCode).toBe(401);
      expect((await login(TEST_PASSWORD, OWNER, two)).statusCode).toBe(429);
      // The per-minute cap of the four routes: ATTACKER used 2 of 3 above (the 429 was the owner's).
      expect((await attempt(two, '/api/v1/user/login', { email: 'q@r.test', password: 'x' })).statusCode).toBe(401);
      const capped = await attempt(one.app, '/api/v1/user/login', { email: 'q@r.test', password: 'x' });
      expect(capped.statusCode).toBe(429);
      expect(capped.json().error.code).toBe('rate_limited');
    } finally {
      await two.close();
      await one.close();
    }
  });
});
