import { ZAppFilterQuery } from '@atrium/contracts/apps';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedCatalogue } from '../../seed/demo-catalogue';
import { jsonRequest } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { searchCatalogue } from './catalogue.service';
import { normaliseSearch } from './catalogue-cache-keys';

// The index loads its apps through loadIndexedApps: while `down` is set, that load fails, as it would if the
// index could not be built, and the search route must answer from PostgreSQL instead (decision 007).
const index = vi.hoisted(() => ({ down: true }));
vi.mock('./catalogue-index-load', async (importOriginal) => {
  const real = await importOriginal<typeof import('./catalogue-index-load')>();
  return {
    ...real,
    loadIndexedApps: async (...args: Parameters<typeof real.loadIndexedApps>) => {
      if (index.down) throw new Error('catalogue index unavailable (test)');
      return real.loadIndexedApps(...args);
    },
  };
});

let t: TestApp;
let http: ReturnType<typeof jsonRequest>;

beforeAll(async () => {
  t = await createTestApp();
  http = jsonRequest(t.app);
  await seedCatalogue(t.db, { size: 60, seed: 5, now: Date.parse('2026-11-01T00:00:00Z') });
});
afterAll(() => t.close());

/** The SQL path's page for a search URL, as the route would send it. */
async function sqlPage(url: string): Promise<string> {
  const params = Object.fromEntries(new URL(url, 'http://atrium.test').searchParams);
  const { query } = normaliseSearch(ZAppFilterQuery.parse(params));
  return JSON.stringify(await searchCatalogue({ db: t.db, query }));
}

describe('GET /api/v1/app/filter when the in-memory index cannot load', () => {
  const urls = [
    '/api/v1/app/filter?q=calendar&limit=5',
    '/api/v1/app/filter?q=calender&limit=5',
    '/api/v1/app/filter?price=free&sort=rating',
  ];

  it('answers from PostgreSQL, then from the answer cache, with the same bytes', async () => {
    for (const url of urls) {
      const first = await http.get(url);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['x-catalogue-cache'], url).toBe('miss');
      expect(first.body, url).toBe(await sqlPage(url));
      expect(JSON.parse(first.body).data.length, url).toBeGreaterThan(0);
      const again = await http.get(url);
      expect(again.headers['x-catalogue-cache'], url).toBe('hit');
      expect(again.body, url).toBe(first.body);
    }
  });

  it('follows the next page through the fallback too', async () => {
    const first = JSON.parse((await http.get('/api/v1/app/filter?limit=4')).body);
    expect(first.meta.nextCursor).toEqual(expect.any(String));
    const url = `/api/v1/app/filter?limit=4&cursor=${first.meta.nextCursor}`;
    const next = await http.get(url);
    expect(next.statusCode, next.body).toBe(200);
    expect(next.body).toBe(await sqlPage(url));
  });

  it("still rejects a bad cursor as the caller's error", async () => {
    const res = await http.get('/api/v1/app/filter?cursor=not-a-cursor');
    expect(res.statusCode).toBe(400);
  });

  it('answers from the index again once it loads', async () => {
    index.down = false;
    const url = '/api/v1/app/filter?q=payments&limit=3';
    const first = await http.get(url);
    expect(first.headers['x-catalogue-cache']).toBe('miss');
    expect(first.body).toBe(await sqlPage(url));
    const again = await http.get(url);
    expect(again.headers['x-catalogue-cache']).toBe('memo');
    expect(again.body).toBe(first.body);
  });
});
