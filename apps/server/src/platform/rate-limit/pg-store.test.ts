import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sweepEndedCounters } from './rate-counters';
import { rateCounters } from './rate-limit.tables';

/** A route of its own limit, and one that shares a group's budget, neither needing the database. */
const limitedRoutes = (app: App) => {
  app.get('/api/v1/test/limited', { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } }, async () => ({ ok: true }));
  for (const name of ['a', 'b'])
    app.get(
      `/api/v1/test/grouped-${name}`,
      { config: { rateLimit: { max: 3, timeWindow: '1 minute', groupId: 'g' } } },
      async () => ({
        ok: true,
      }),
    );
};

let t: TestApp;
let second: App;
beforeAll(async () => {
  t = await createTestApp({}, { beforeReady: limitedRoutes });
  second = await buildApp({ config: t.config, db: t.db });
  limitedRoutes(second);
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const get = (app: App, url: string, remoteAddress = '192.0.2.1') => app.inject({ url, remoteAddress });

describe('the PostgreSQL rate-limit store', () => {
  it('counts one budget across processes, per client address', async () => {
    expect((await get(t.app, '/api/v1/test/limited')).statusCode).toBe(200);
    expect((await get(second, '/api/v1/test/limited')).statusCode).toBe(200);
    const refused = await get(t.app, '/api/v1/test/limited');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(second, '/api/v1/test/limited', '192.0.2.2')).statusCode).toBe(200);
  });

  it('lets the routes of one group share a budget', async () => {
    const codes = [];
    for (const url of ['/api/v1/test/grouped-a', '/api/v1/test/grouped-b', '/api/v1/test/grouped-a', '/api/v1/test/grouped-b'])
      codes.push((await get(second, url, '192.0.2.3')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('starts a window again once it has ended, and the sweep deletes ended rows', async () => {
    await t.db.execute(sql`update rate_counters set window_ends_at = now() - interval '1 second'`);
    expect((await get(t.app, '/api/v1/test/limited')).statusCode).toBe(200);
    expect(await sweepEndedCounters(t.db)).toBeGreaterThan(0);
    const left = await t.db.select().from(rateCounters);
    expect(left.map((r) => r.count)).toEqual([1]);
  });

  it('fails open when the database is gone: a route that does not need it keeps answering', async () => {
    const own = await createTestApp({}, { beforeReady: limitedRoutes });
    try {
      await own.pool.end();
      expect((await get(own.app, '/api/v1/test/limited')).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});
