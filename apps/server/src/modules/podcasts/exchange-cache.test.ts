import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createExchangeListCache } from './exchange-cache';
import { podcasts } from './podcasts.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Rows written straight to the table, behind the cache's back, show what it keeps and when it refreshes.
const insertPublished = (title: string) => t.db.insert(podcasts).values({ title, video: 'dQw4w9WgXcQ', status: 'published' });
const titles = (json: string) => (JSON.parse(json) as { data: { title: string }[] }).data.map((p) => p.title);

describe('the exchange list cache', () => {
  it('serves the stored list until invalidated, then reads again', async () => {
    const cache = createExchangeListCache({ db: t.db, ttlMs: 60_000 });
    await insertPublished('First');
    expect(titles(await cache.get())).toEqual(['First']);
    await insertPublished('Second');
    expect(titles(await cache.get())).toEqual(['First']);
    cache.invalidate();
    expect(titles(await cache.get()).sort()).toEqual(['First', 'Second']);
  });

  it('expires after its TTL', async () => {
    const cache = createExchangeListCache({ db: t.db, ttlMs: 0 });
    const before = titles(await cache.get()).length;
    await insertPublished('Third');
    expect(titles(await cache.get())).toHaveLength(before + 1);
  });

  it('shares one load between concurrent misses and answers valid JSON of the contract', async () => {
    const cache = createExchangeListCache({ db: t.db, ttlMs: 60_000 });
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect(a).toBe(b);
    expect(JSON.parse(a).data[0]).toEqual({
      id: expect.any(String),
      title: expect.any(String),
      description: null,
      date: null,
      video: 'dQw4w9WgXcQ',
    });
  });

  it('is dropped by every podcast write through the API', async () => {
    const before = (await t.app.inject({ url: '/api/v1/exchangepodcast' })).json().data.length;
    await insertPublished('Behind the back');
    // Still the cached answer...
    expect((await t.app.inject({ url: '/api/v1/exchangepodcast' })).json().data).toHaveLength(before);
    // ...until a write through the resource endpoints (a draft is created: the list is read again).
    const { superAdmin } = await seedTenants(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/podcasts',
      headers: superAdmin.headers,
      payload: { title: 'Through the API', date: '2026-01-02', video: 'dQw4w9WgXcQ' },
    });
    expect((await t.app.inject({ url: '/api/v1/exchangepodcast' })).json().data).toHaveLength(before + 1);
  });
});
