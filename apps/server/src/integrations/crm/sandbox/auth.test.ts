import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLocationAccess, guard, tokenOf } from './auth';
import { apiHeaders, createTestSandbox, type TestSandbox } from './test-sandbox';

let t: TestSandbox;
beforeAll(async () => {
  // A small window so the test sees a 429 and its end without waiting ten seconds of real time.
  t = await createTestSandbox({ rateLimit: { max: 3, windowMs: 2_000, dailyMax: 5 } });
  // A route of the kind the resources declare: guarded, scoped, location-checked.
  t.app.get<{ Params: { locationId: string } }>(
    '/test/locations/:locationId',
    { preHandler: guard(t.deps, 'contacts.readonly') },
    async (request) => {
      await assertLocationAccess(t.deps, tokenOf(request), request.params.locationId);
      return { ok: true };
    },
  );
});
afterAll(async () => {
  await t?.close();
});

const call = (locationId: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/test/locations/${locationId}`, headers });

describe('the API guard', () => {
  it('wants the Version header first, then a live bearer token', async () => {
    const dental = t.summit.locations[0]!.id;
    const token = await t.token({ clientKey: 'crm_sync', companyId: t.summit.id, locationId: dental });
    const noVersion = await call(dental, { authorization: `Bearer ${token}` });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json()).toEqual({ statusCode: 400, message: 'Version header was not found', error: 'Bad Request' });
    expect((await call(dental, { ...apiHeaders(token), version: '1999-01-01' })).statusCode).toBe(400);
    for (const authorization of [undefined, 'Bearer', 'Bearer not-a-token', `Basic ${token}`]) {
      const response = await call(dental, { version: '2021-07-28', ...(authorization ? { authorization } : {}) });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, message: 'Invalid JWT' });
    }
  });

  it('refuses a token without the scope (401) and a location the token may not touch (403)', async () => {
    const [dental, realty] = t.summit.locations;
    const support = await t.token({
      clientKey: 'support',
      companyId: t.summit.id,
      locationId: dental!.id,
      scopes: ['conversations.readonly'],
    });
    const noScope = await call(dental!.id, apiHeaders(support));
    expect(noScope.statusCode).toBe(401);
    expect(noScope.json().message).toBe('The token is not authorized for this scope.');
    const dentalToken = await t.token({
      clientKey: 'associate',
      companyId: t.summit.id,
      locationId: dental!.id,
      scopes: ['contacts.readonly'],
    });
    expect((await call(dental!.id, apiHeaders(dentalToken))).statusCode).toBe(200);
    expect((await call(realty!.id, apiHeaders(dentalToken))).statusCode).toBe(403);
    // An agency token reaches its own company's locations, never another company's.
    const agency = await t.token({ clientKey: 'app', companyId: t.summit.id, scopes: ['contacts.readonly'] });
    expect((await call(realty!.id, apiHeaders(agency))).statusCode).toBe(200);
    const foreign = await call(t.harbor.locations[0]!.id, apiHeaders(agency));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('The token does not have access to this location.');
  });

  it('refuses a token once it has expired', async () => {
    const dental = t.summit.locations[0]!.id;
    const token = await t.token({
      clientKey: 'support',
      companyId: t.summit.id,
      locationId: dental,
      scopes: ['contacts.readonly'],
    });
    t.advance(86_399_000);
    expect((await call(dental, apiHeaders(token))).statusCode).toBe(401);
  });
});

describe('the rate limit', () => {
  it('answers 429 with Retry-After and the CRM’s headers past the burst, and lets calls through once the window turns', async () => {
    const location = t.summit.locations[2]!.id;
    const token = await t.token({ clientKey: 'crm_sync', companyId: t.summit.id, locationId: location });
    const ok = await call(location, apiHeaders(token));
    expect(ok.statusCode).toBe(200);
    expect(ok.headers).toMatchObject({
      'x-ratelimit-max': '3',
      'x-ratelimit-remaining': '2',
      'x-ratelimit-interval-milliseconds': '2000',
      'x-ratelimit-limit-daily': '5',
      'x-ratelimit-daily-remaining': '4',
    });
    await call(location, apiHeaders(token));
    await call(location, apiHeaders(token));
    const limited = await call(location, apiHeaders(token));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('2');
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(limited.json()).toMatchObject({ statusCode: 429 });
    // Another app on the same location, and the same app on another location, have budgets of their own.
    const other = await t.token({
      clientKey: 'associate',
      companyId: t.summit.id,
      locationId: location,
      scopes: ['contacts.readonly'],
    });
    expect((await call(location, apiHeaders(other))).statusCode).toBe(200);
    t.advance(2_000);
    const after = await call(location, apiHeaders(token));
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-ratelimit-remaining']).toBe('2');
  });

  it('stops at the daily cap until the next day', async () => {
    const location = t.summit.locations[3]!.id;
    const token = await t.token({ clientKey: 'crm_sync', companyId: t.summit.id, locationId: location });
    for (let i = 0; i < 5; i += 1) {
      if (i % 3 === 0) t.advance(2_000);
      expect((await call(location, apiHeaders(token))).statusCode).toBe(200);
    }
    t.advance(2_000);
    const capped = await call(location, apiHeaders(token));
    expect(capped.statusCode).toBe(429);
    expect(capped.headers['x-ratelimit-daily-remaining']).toBe('0');
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(2);
  });
});
