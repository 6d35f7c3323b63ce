import { type TAppCard, ZAppCardList, ZAppDetailResponse } from '@atrium/contracts/apps';
import { NESTED_STORE_IDS } from '@atrium/contracts/hosts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../seed/demo-catalogue';
import { expectError, expectValidationError, jsonRequest } from '../../test/http';
import { seedTenants, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apps, partners } from '../apps/apps.tables';

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
let liveCount: number;

beforeAll(async () => {
  t = await createTestApp();
  tenants = await seedTenants(t);
  http = jsonRequest(t.app);
  await seedCatalogue(t.db, { size: 90, seed: 3, now: Date.parse('2026-11-01T00:00:00Z') });
  liveCount = (await t.db.select().from(apps).where(eq(apps.status, 'live'))).length;
});
afterAll(() => t.close());

const list = async (url: string) => {
  const res = await http.get(url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  // These routes skip the runtime response check: the body must be exactly the contract, no extra keys.
  expect(ZAppCardList.parse(res.json())).toEqual(res.json());
  return res.json() as { data: TAppCard[]; meta: { total: number; nextCursor: string | null } };
};

/** Every page of a query, following the cursors. */
async function allPages(url: string): Promise<TAppCard[]> {
  const cards: TAppCard[] = [];
  let cursor: string | null = null;
  do {
    const page = await list(`${url}${url.includes('?') ? '&' : '?'}limit=7${cursor ? `&cursor=${cursor}` : ''}`);
    cards.push(...page.data);
    cursor = page.meta.nextCursor;
  } while (cursor);
  return cards;
}

const avg = (c: TAppCard) => c.rating.average ?? 0;

describe('GET /api/v1/app/filter', () => {
  it('lists only live apps, most installed first, with the total', async () => {
    const page = await list('/api/v1/app/filter');
    expect(page.meta.total).toBe(liveCount);
    expect(page.data).toHaveLength(24);
    const installs = page.data.map((c) => c.installCount);
    expect(installs).toEqual([...installs].sort((a, b) => b - a));
    expect(page.data[0]).toMatchObject({
      partner: { name: expect.any(String) },
      pricing: { kind: expect.stringMatching(/free|freemium|paid/) },
    });
  });

  it.each(['installs', 'rating', 'newest'])(
    'pages through every live app sorted by %s without duplicates or gaps',
    async (sort) => {
      const cards = await allPages(`/api/v1/app/filter?sort=${sort}`);
      expect(cards).toHaveLength(liveCount);
      expect(new Set(cards.map((c) => c._id)).size).toBe(liveCount);
      const keys = cards.map((c) =>
        sort === 'installs' ? c.installCount : sort === 'rating' ? avg(c) : Date.parse(c.publishedAt ?? ''),
      );
      for (let i = 1; i < keys.length; i++) expect(keys[i]!).toBeLessThanOrEqual(keys[i - 1]! + 0.05);
    },
  );

  it('finds apps by words of their name, tagline or category, most relevant first, and pages by relevance', async () => {
    const cards = await allPages('/api/v1/app/filter?q=calendar');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards[0]!.name.toLowerCase()).toContain('calendar');
    expect(new Set(cards.map((c) => c._id)).size).toBe(cards.length);
  });

  it('tolerates typos in the name, and pages through the near misses too', async () => {
    const cards = await allPages('/api/v1/app/filter?q=calender');
    expect(cards.some((c) => c.name.includes('Calendar'))).toBe(true);
    expect(new Set(cards.map((c) => c._id)).size).toBe(cards.length);
    expect((await list('/api/v1/app/filter?q=calender')).meta.total).toBe(cards.length);
  });

  it('filters by price, type, category, rating, installer and partner', async () => {
    const free = await allPages('/api/v1/app/filter?price=free');
    expect(free.every((c) => c.pricing.kind === 'free')).toBe(true);
    const paid = await allPages('/api/v1/app/filter?price=paid');
    expect(paid.every((c) => c.pricing.kind !== 'free')).toBe(true);
    expect(free.length + paid.length).toBe(liveCount);

    const widgets = await allPages('/api/v1/app/filter?type=widget');
    expect(widgets.length).toBeGreaterThan(0);
    expect(widgets.every((c) => c.type === 'widget')).toBe(true);
    const payments = await allPages(`/api/v1/app/filter?category=${encodeURIComponent('Payments')}`);
    expect(payments.every((c) => c.categories.includes('Payments'))).toBe(true);
    const good = await allPages('/api/v1/app/filter?minRating=4');
    expect(good.every((c) => (c.rating.average ?? 0) >= 3.95)).toBe(true);
    const forLocations = await allPages('/api/v1/app/filter?installTarget=location');
    expect(forLocations.every((c) => c.installTarget !== 'agency')).toBe(true);
    const partnerId = free[0]!.partner._id;
    const byPartner = await allPages(`/api/v1/app/filter?partner=${partnerId}`);
    expect(byPartner.every((c) => c.partner._id === partnerId)).toBe(true);
  });

  it('refuses bad query values with a 400', async () => {
    for (const query of [
      'limit=0',
      'limit=1000',
      'minRating=9',
      'type=spaceship',
      'sort=random',
      'partner=nope',
      'price=cheap',
    ]) {
      expectValidationError(await http.get(`/api/v1/app/filter?${query}`));
    }
    expectError(await http.get('/api/v1/app/filter?cursor=not-a-cursor'), 400);
    const installsCursor = (await list('/api/v1/app/filter?limit=2')).meta.nextCursor!;
    expectError(await http.get(`/api/v1/app/filter?sort=rating&cursor=${installsCursor}`), 400);
    // Well-formed JSON with values of the wrong shape is refused before it reaches SQL.
    const forged = Buffer.from(JSON.stringify(['1; drop table apps', '0190f5a0-0000-7000-8000-000000000001'])).toString(
      'base64url',
    );
    expectError(await http.get(`/api/v1/app/filter?cursor=${forged}`), 400);
    const badTime = Buffer.from(JSON.stringify(['yesterday', '0190f5a0-0000-7000-8000-000000000001'])).toString('base64url');
    expectError(await http.get(`/api/v1/app/filter?sort=newest&cursor=${badTime}`), 400);
  });

  it('has the variants: filterApps (installer required), free_app and get_premiume_apps', async () => {
    expectValidationError(await http.get('/api/v1/app/filterApps'));
    expect((await list('/api/v1/app/filterApps?installTarget=agency')).data.every((c) => c.installTarget !== 'location')).toBe(
      true,
    );
    expect((await list('/api/v1/app/free_app')).data.every((c) => c.pricing.kind === 'free')).toBe(true);
    expect((await list('/api/v1/app/get_premiume_apps')).data.every((c) => c.pricing.kind !== 'free')).toBe(true);
  });
});

describe('GET /api/v1/app/get_search_apps', () => {
  it('suggests names as they are typed, typos included', async () => {
    // Descriptions count too (many apps mention calendars), most installed first: a Calendar app is among them.
    const res = await http.get('/api/v1/app/get_search_apps?q=calen&limit=10');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((s: { name: string }) => s.name)).toContainEqual(expect.stringContaining('Calendar'));
    const typo = await http.get('/api/v1/app/get_search_apps?q=calender&limit=3');
    expect(typo.json().data.length).toBeGreaterThan(0);
    expect(typo.json().data.length).toBeLessThanOrEqual(3);
    expectValidationError(await http.get('/api/v1/app/get_search_apps?q='));
  });
});

describe('GET /api/v1/app/get_single_app', () => {
  it('returns the app page: plans, versions newest first and the rating distribution', async () => {
    const [card] = (await list('/api/v1/app/filter?sort=rating&limit=1')).data;
    const res = await http.get(`/api/v1/app/get_single_app?app_id=${card!._id}`);
    expect(res.statusCode).toBe(200);
    expect(ZAppDetailResponse.parse(res.json())).toEqual(res.json());
    const app = res.json().data;
    expect(app).toMatchObject({ _id: card!._id, status: 'live', rating: card!.rating });
    expect(app.plans.length).toBeGreaterThan(0);
    const released = app.versions.map((v: { releasedAt: string }) => Date.parse(v.releasedAt));
    expect(released).toEqual([...released].sort((a, b) => b - a));
    expect(app.ratingDistribution.reduce((a: number, b: number) => a + b, 0)).toBe(card!.rating.count);
  });

  it('hides apps that are not live from everyone but the super admin; unknown ids are 404', async () => {
    const [draft] = await t.db.select().from(apps).where(eq(apps.status, 'draft')).limit(1);
    const hidden = draft ?? (await t.db.update(apps).set({ status: 'draft' }).returning())[0]!;
    expectError(await http.get(`/api/v1/app/get_single_app?app_id=${hidden._id}`), 404, 'not_found');
    expectError(await http.get(`/api/v1/app/get_single_app?app_id=${hidden._id}`, tenants.adminA.headers), 404, 'not_found');
    expect((await http.get(`/api/v1/app/get_single_app?app_id=${hidden._id}`, tenants.superAdmin.headers)).statusCode).toBe(200);
    expectError(await http.get('/api/v1/app/get_single_app?app_id=0190f5a0-0000-7000-8000-00000000ffff'), 404, 'not_found');
    expectValidationError(await http.get('/api/v1/app/get_single_app?app_id=abc'));
  });
});

describe('collections, plans, nested stores and partners', () => {
  it('GET /app/default_apps gives four collections and the categories', async () => {
    const res = await http.get('/api/v1/app/default_apps');
    expect(res.statusCode).toBe(200);
    const { topInstalled, topFree, newlyAdded, topRated, categories } = res.json().data;
    for (const row of [topInstalled, topFree, newlyAdded]) expect(row.length).toBe(8);
    expect(topFree.every((c: TAppCard) => c.pricing.kind === 'free')).toBe(true);
    expect(topRated.every((c: TAppCard) => c.rating.count >= 5)).toBe(true);
    expect(categories.length).toBeGreaterThan(5);
    expect(categories[0]).toEqual({
      slug: expect.stringMatching(/^[a-z0-9-]+$/),
      name: expect.any(String),
      appCount: expect.any(Number),
    });
  });

  it('GET /app/getMultipleAppPlan returns the plans of the live apps asked for', async () => {
    const cards = (await list('/api/v1/app/filter?limit=2')).data;
    const res = await http.get(
      `/api/v1/app/getMultipleAppPlan?app_ids=${cards.map((c) => c._id).join(',')},0190f5a0-0000-7000-8000-00000000ffff`,
    );
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.map((p: { appId: string }) => p.appId)
        .sort(),
    ).toEqual(cards.map((c) => c._id).sort());
    expectValidationError(await http.get('/api/v1/app/getMultipleAppPlan?app_ids=x,y'));
  });

  it('GET /nested_store/:key by fixed id or by app type, case-insensitively', async () => {
    const byId = await http.get(`/api/v1/nested_store/${NESTED_STORE_IDS.widgets.toUpperCase()}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json().data).toMatchObject({ name: 'Widgets', appType: 'widget' });
    expect(byId.json().data.apps.every((c: TAppCard) => c.type === 'widget')).toBe(true);
    expect((await http.get('/api/v1/nested_store/CRM_PLUS')).json().data._id).toBe(NESTED_STORE_IDS.crmPlus);
    expectError(await http.get('/api/v1/nested_store/spaceships'), 404, 'not_found');
    expectError(await http.get('/api/v1/nested_store/0190f5a0-0000-7000-8000-00000000ffff'), 404, 'not_found');
  });

  it('GET /partners and /partners/:key (id or slug)', async () => {
    const res = await http.get('/api/v1/partners');
    expect(res.statusCode).toBe(200);
    const all = res.json().data;
    expect(all.length).toBeGreaterThan(3);
    expect(all.map((p: { name: string }) => p.name)).toEqual([...all.map((p: { name: string }) => p.name)].sort());
    const [first] = all;
    const bySlug = await http.get(`/api/v1/partners/${first.slug}`);
    expect(bySlug.json().data).toMatchObject({ _id: first._id, appCount: first.appCount });
    expect(bySlug.json().data.apps).toHaveLength(first.appCount);
    expect((await http.get(`/api/v1/partners/${first._id}`)).json().data.slug).toBe(first.slug);
    expectError(await http.get('/api/v1/partners/nobody-here'), 404, 'not_found');
    const [row] = await t.db.select().from(partners).limit(1);
    expect(row).toBeDefined();
  });
});
