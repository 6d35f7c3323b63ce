import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { EmbeddedState } from '../../db/embedded-supervisor';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let supervised: Awaited<ReturnType<typeof buildApp>>;
let state: EmbeddedState = 'up';

beforeAll(async () => {
  t = await createTestApp();
  // The same database, with the state an embedded database's supervisor reports.
  supervised = await buildApp({ config: t.config, db: t.db, databaseState: () => state });
  await supervised.ready();
});
afterAll(async () => {
  await supervised.close();
  await t.close();
});

describe('GET /api/health', () => {
  it('is ok while the database runs and answers', async () => {
    state = 'up';
    const res = await supervised.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', uptimeSeconds: expect.any(Number) });
  });

  it('is degraded (503, Retry-After) while the embedded database is being restarted', async () => {
    for (const s of ['restarting', 'stopped'] as const) {
      state = s;
      const res = await supervised.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual({ status: 'degraded', database: 'restarting', uptimeSeconds: expect.any(Number) });
    }
    state = 'up';
  });

  it('answers liveness whatever the database does', async () => {
    state = 'restarting';
    const res = await supervised.inject({ url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    state = 'up';
  });
});
