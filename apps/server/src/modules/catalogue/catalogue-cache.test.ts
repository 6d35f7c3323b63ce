import { ZAppCardList } from '@atrium/contracts/apps';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../seed/demo-catalogue';
import { expectError, expectValidationError, jsonRequest } from '../../test/http';
import { seedTenants, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apps } from '../apps/apps.tables';
import { catalogueChanged } from '../apps/catalogue-events';
import { createCatalogueCache } from './catalogue-cache';

describe('createCatalogueCache', () => {
  const json = (n: number) => 'x'.repeat(n);

  it('keeps at most maxEntries, dropping the least recently used first', async () => {
    const cache = createCatalogueCache({ ttlMs: 60_000, maxEntries: 3, maxBytes: 1_000_000 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect((await cache.get('a', async () => 'recomputed')).outcome).toBe('hit'); // a is now the most recent
    await cache.get('d', async () => 'd'); // evicts b, the least recently used
    expect(cache.stats()).toMatchObject({ entries: 3, evictions: 1 });
    expect((await cache.get('b', async () => 'b2')).outcome).toBe('miss');
    expect((await cache.get('a', async () => 'a2')).json).toBe('a');
  });

  it('keeps an old entry that is read again, in a cache large enough to leave recent ones in place', async () => {
    const cache = createCatalogueCache({ ttlMs: 60_000, maxEntries: 8, maxBytes: 1_000_000 });
    const keys = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    for (const key of keys) await cache.get(key, async () => key);
    expect(cache.peek('a')).toBe('a'); // the oldest: moves to the end
    expect(cache.peek('h')).toBe('h'); // among the most recent: stays where it is
    await cache.get('i', async () => 'i');
    await cache.get('j', async () => 'j');
    expect(cache.stats()).toMatchObject({ entries: 8, evictions: 2 });
    expect(cache.peek('a')).toBe('a');
    expect(cache.peek('h')).toBe('h');
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('c')).toBeUndefined();
  });

  it('keeps at most maxBytes, and never keeps one answer larger than the budget', async () => {
    const cache = createCatalogueCache({ ttlMs: 60_000, maxEntries: 100, maxBytes: 100 });
    for (let i = 0; i < 10; i++) await cache.get(`k${i}`, async () => json(30));
    expect(cache.stats().bytes).toBeLessThanOrEqual(100);
    expect(cache.stats().entries).toBe(3);
    expect((await cache.get('huge', async () => json(101))).json).toHaveLength(101);
    expect((await cache.get('huge', async () => json(101))).outcome).toBe('miss');
  });

  it('expires entries after the TTL', async () => {
    let now = 0;
    const cache = createCatalogueCache({ ttlMs: 1_000, maxEntries: 10, maxBytes: 1_000, now: () => now });
    await cache.get('k', async () => 'old');
    now = 999;
    expect((await cache.get('k', async () => 'new')).json).toBe('old');
    now = 1_000;
    expect(await cache.get('k', async () => 'new')).toEqual({ json: 'new', outcome: 'miss' });
  });

  it('peeks at a fresh entry without computing, and at nothing once it expired or was dropped', async () => {
    let now = 0;
    const cache = createCatalogueCache({ ttlMs: 1_000, maxEntries: 10, maxBytes: 1_000, now: () => now });
    expect(cache.peek('k')).toBeUndefined();
    await cache.get('k', async () => 'kept');
    expect(cache.peek('k')).toBe('kept');
    expect(cache.stats().hits).toBe(1);
    now = 1_000;
    expect(cache.peek('k')).toBeUndefined();
    now = 0;
    await cache.get('k2', async () => 'list');
    cache.invalidate([]);
    expect(cache.peek('k2')).toBeUndefined();
  });

  it('shares one computation between concurrent misses', async () => {
    const cache = createCatalogueCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1_000 });
    let runs = 0;
    const slow = () => new Promise<string>((resolve) => setTimeout(() => resolve(`run ${++runs}`), 20));
    const answers = await Promise.all([cache.get('k', slow), cache.get('k', slow), cache.get('k', slow)]);
    expect(runs).toBe(1);
    expect(answers.map((a) => a.outcome).sort()).toEqual(['miss', 'shared', 'shared']);
    expect(new Set(answers.map((a) => a.json))).toEqual(new Set(['run 1']));
  });

  it('drops lists on any change and app pages only for their apps; an overtaken computation is not kept', async () => {
    const cache = createCatalogueCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1_000 });
    await cache.get('list', async () => 'list');
    await cache.get('app:1', async () => 'one', '1');
    await cache.get('app:2', async () => 'two', '2');
    cache.invalidate(['1']);
    expect((await cache.get('list', async () => 'list2')).outcome).toBe('miss');
    expect((await cache.get('app:1', async () => 'one2', '1')).outcome).toBe('miss');
    expect((await cache.get('app:2', async () => 'two2', '2')).outcome).toBe('hit');

    let release = (_: string) => {};
    const before = cache.get('late', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate('all');
    // A request after the change does not join the computation that started before it.
    const after = cache.get('late', async () => 'fresh');
    release('stale');
    expect((await before).json).toBe('stale');
    expect((await after).json).toBe('fresh');
    expect((await cache.get('late', async () => 'again')).json).toBe('fresh');
    expect(cache.stats().entries).toBe(1); // 'all' dropped the rest
  });
});

describe('the catalogue routes through the cache', () => {
  let t: TestApp;
  let tenants: Tenants;
  let http: ReturnType<typeof jsonRequest>;

  beforeAll(async () => {
    t = await createTestApp();
    tenants = await seedTenants(t);
    http = jsonRequest(t.app);
    await seedCatalogue(t.db, { size: 40, seed: 5, now: Date.parse('2026-11-01T00:00:00Z') });
  });
  afterAll(() => t.close());

  const topApp = async () => {
    const res = await http.get('/api/v1/app/filter?limit=1');
    expect(res.statusCode).toBe(200);
    return ZAppCardList.parse(res.json()).data[0]!;
  };

  it('serves a repeated search from the page the index kept, equal searches sharing one page', async () => {
    const first = await http.get('/api/v1/app/filter?q=Calendar%20%20Sync&sort=relevance');
    expect(first.headers['x-catalogue-cache']).toBe('miss');
    const again = await http.get('/api/v1/app/filter?q=calendar%20sync');
    expect(again.headers['x-catalogue-cache']).toBe('memo');
    expect(again.body).toBe(first.body);
    expect(ZAppCardList.parse(again.json())).toEqual(again.json());
  });

  it('drops cached answers when the catalogue changes: a write, then a read, sees the new data', async () => {
    const card = await topApp();
    const page = `/api/v1/app/get_single_app?app_id=${card._id}`;
    expect((await http.get(page)).json().data.name).toBe(card.name);
    expect((await http.get(page)).headers['x-catalogue-cache']).toBe('hit');

    await t.db.update(apps).set({ name: 'Renamed By The Console' }).where(eq(apps._id, card._id));
    catalogueChanged([card._id]);
    expect((await http.get(page)).json().data.name).toBe('Renamed By The Console');
    expect((await topApp()).name).toBe('Renamed By The Console');
    const found = await http.get('/api/v1/app/filter?q=renamed');
    expect(found.json().data.map((c: { _id: string }) => c._id)).toContain(card._id);

    await t.db.update(apps).set({ installCount: 0 }).where(eq(apps._id, card._id));
    catalogueChanged(); // every list and page
    expect((await topApp())._id).not.toBe(card._id);
  });

  it('still shows drafts to the super admin, never from the shared cache, and hides them from everyone else', async () => {
    const card = await topApp();
    const page = `/api/v1/app/get_single_app?app_id=${card._id}`;
    expect((await http.get(page)).statusCode).toBe(200); // cached as live
    await t.db.update(apps).set({ status: 'draft' }).where(eq(apps._id, card._id));
    catalogueChanged([card._id]);

    expectError(await http.get(page), 404, 'not_found');
    expectError(await http.get(page, tenants.adminA.headers), 404, 'not_found');
    const admin = await http.get(page, tenants.superAdmin.headers);
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['x-catalogue-cache']).toBe('bypass');
    expect(admin.json().data.status).toBe('draft');
    // The admin's answer did not reach the shared cache.
    expectError(await http.get(page), 404, 'not_found');
    expect((await topApp())._id).not.toBe(card._id);
  });

  it('answers a repeated URL through the fast path with what the full path sent, route by route', async () => {
    const url = '/api/v1/app/filter?q=sync&limit=3';
    const first = await http.get(url);
    const again = await http.get(url);
    expect(again.headers['x-catalogue-cache']).toBe('memo');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.body).toBe(first.body);
    // The same query string on another route is another search (free apps only), never the cached one.
    const free = `/api/v1/app/free_app?limit=3`;
    const paid = `/api/v1/app/get_premiume_apps?limit=3`;
    for (const path of [free, paid, free, paid]) {
      const res = await http.get(path);
      const kinds = ZAppCardList.parse(res.json()).data.map((c) => c.pricing.kind);
      if (path === free) expect(kinds.every((k) => k === 'free')).toBe(true);
      else expect(kinds.every((k) => k !== 'free')).toBe(true);
    }
  });

  it('still refuses bad input with a 400 when good answers are cached', async () => {
    expect((await http.get('/api/v1/app/filter?limit=2')).statusCode).toBe(200);
    expect((await http.get('/api/v1/app/filter?limit=2')).headers['x-catalogue-cache']).toBe('memo');
    for (const query of ['limit=0', 'limit=1000', 'sort=random', 'partner=nope', 'type=spaceship']) {
      expectValidationError(await http.get(`/api/v1/app/filter?${query}`));
    }
    expectError(await http.get('/api/v1/app/filter?limit=2&cursor=not-a-cursor'), 400);
    expectError(await http.get('/api/v1/app/filter?limit=2&cursor=not-a-cursor'), 400);
    expectValidationError(await http.get('/api/v1/app/get_single_app?app_id=abc'));
    expectValidationError(await http.get('/api/v1/app/get_search_apps?q='));
  });

  it('caches suggestions, collections, nested stores and partners, and drops them on a change', async () => {
    for (const url of [
      '/api/v1/app/get_search_apps?q=calen',
      '/api/v1/app/default_apps',
      '/api/v1/nested_store/widget',
      '/api/v1/partners',
    ]) {
      const first = await http.get(url);
      expect(first.statusCode, url).toBe(200);
      expect((await http.get(url)).headers['x-catalogue-cache'], url).toBe('hit');
      catalogueChanged(['0190f5a0-0000-7000-8000-00000000ffff']); // any change drops every list
      const after = await http.get(url);
      expect(after.headers['x-catalogue-cache'], url).toBe('miss');
      expect(after.body, url).toBe(first.body);
    }
  });

  it('answers a repeated search from the page the index kept, with the same bytes, until the catalogue changes', async () => {
    const url = '/api/v1/app/filter?sort=installs&limit=4';
    const first = await http.get(url);
    expect(first.headers['x-catalogue-cache']).toBe('miss');
    const again = await http.get(url);
    expect(again.headers['x-catalogue-cache']).toBe('memo');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.body).toBe(first.body);
    // The next page is another search, kept under its own key.
    const cursor = ZAppCardList.parse(first.json()).meta.nextCursor;
    expect(cursor).toEqual(expect.any(String));
    const next = `${url}&cursor=${cursor}`;
    expect((await http.get(next)).headers['x-catalogue-cache']).toBe('miss');
    const nextAgain = await http.get(next);
    expect(nextAgain.headers['x-catalogue-cache']).toBe('memo');
    expect(ZAppCardList.parse(nextAgain.json()).data.map((c) => c._id)).not.toContain(
      ZAppCardList.parse(first.json()).data[0]!._id,
    );

    const top = ZAppCardList.parse(first.json()).data[0]!;
    await t.db.update(apps).set({ installCount: 0 }).where(eq(apps._id, top._id));
    catalogueChanged([top._id]);
    const after = await http.get(url);
    expect(after.headers['x-catalogue-cache']).toBe('miss');
    expect(ZAppCardList.parse(after.json()).data[0]!._id).not.toBe(top._id);
    expect((await http.get(url)).body).toBe(after.body);
  });

  it('keeps text searches too, typos included', async () => {
    for (const url of ['/api/v1/app/filter?q=calendar', '/api/v1/app/filter?q=calender&sort=rating']) {
      const first = await http.get(url);
      expect(ZAppCardList.parse(first.json()).meta.total, url).toBeGreaterThan(0);
      const again = await http.get(url);
      expect(again.headers['x-catalogue-cache'], url).toBe('memo');
      expect(again.body, url).toBe(first.body);
    }
  });
});
