import { type TConsoleApp, ZConsoleAppResponse, ZInstallChartResponse } from '@atrium/contracts/app-console';
import { ZAppCardList } from '@atrium/contracts/apps';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectValidationError, jsonRequest } from '../../test/http';
import { seedTenants, type Tenants, type TestUser } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apps } from './apps.tables';
import { listing, makeCreator, makePartner } from './console-fixtures';
import { appInstallDaily, appInstalls } from './installs.tables';

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
let creator: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  tenants = await seedTenants(t);
  http = jsonRequest(t.app);
  creator = await makeCreator(t, 'rel@creators.test', [(await makePartner(t, 'Release Labs'))._id]);
});
afterAll(() => t.close());

const data = (res: Awaited<ReturnType<typeof http.get>>, status = 200): TConsoleApp => {
  expect(res.statusCode, res.body).toBe(status);
  return ZConsoleAppResponse.parse(res.json()).data;
};
const newApp = async (name: string) => data(await http.post('/api/v1/console/apps', listing({ name }), creator.headers), 201);
const putPlans = (id: string, plans: unknown[]) => http.put(`/api/v1/console/apps/${id}/plans`, { plans }, creator.headers);
const release = (id: string, version: string, notes = '<p>Notes</p>') =>
  http.post(`/api/v1/console/apps/${id}/versions`, { version, notes }, creator.headers);
const isFree = async (id: string) => (await t.db.select({ isFree: apps.isFree }).from(apps).where(eq(apps._id, id)))[0]!.isFree;

describe('PUT /api/v1/console/apps/:id/plans', () => {
  it('replaces the list in order: kept plans keep their id, left-out plans go and their installs lose the plan', async () => {
    const app = await newApp('Plan Shuffle');
    const free = app.plans[0]!;
    const two = data(
      await putPlans(app._id, [
        { name: 'Monthly', model: 'monthly', priceCents: 1900 },
        { _id: free._id, name: 'Free', model: 'free', priceCents: 0 },
      ]),
    );
    expect(two.plans.map((p) => p.name)).toEqual(['Monthly', 'Free']);
    expect(two.plans[1]!._id).toBe(free._id);
    expect(await isFree(app._id)).toBe(false);

    // An install on the free plan: the plan goes, the install stays with no plan.
    const [install] = await t.db
      .insert(appInstalls)
      .values({ appId: app._id, agencyId: tenants.agencyA._id, planId: free._id })
      .returning();
    const monthly = two.plans[0]!;
    const one = data(await putPlans(app._id, [{ _id: monthly._id, name: 'Monthly plus', model: 'monthly', priceCents: 2500 }]));
    expect(one.plans).toMatchObject([{ _id: monthly._id, name: 'Monthly plus', priceCents: 2500 }]);
    expect(one.pricing).toMatchObject({ kind: 'paid', fromCents: 2500 });
    const [after] = await t.db.select().from(appInstalls).where(eq(appInstalls._id, install!._id));
    expect(after!.planId).toBeNull();

    const back = data(await putPlans(app._id, [{ name: 'Free again', model: 'free', priceCents: 0 }]));
    expect(back.plans.map((p) => p.name)).toEqual(['Free again']);
    expect(await isFree(app._id)).toBe(true);
  });

  it("refuses another app's plan id, a plan listed twice, and invalid plans", async () => {
    const mine = await newApp('Plans Mine');
    const other = await newApp('Plans Other');
    const foreign = expectError(
      await putPlans(mine._id, [{ _id: other.plans[0]!._id, name: 'Stolen', model: 'free', priceCents: 0 }]),
      400,
    );
    expect(foreign.details).toEqual([{ path: ['plans', 0, '_id'], message: 'This plan does not belong to this app' }]);
    const own = mine.plans[0]!;
    expectError(
      await putPlans(mine._id, [
        { _id: own._id, name: 'One', model: 'free', priceCents: 0 },
        { _id: own._id, name: 'Two', model: 'free', priceCents: 0 },
      ]),
      400,
    );
    expect(expectValidationError(await putPlans(mine._id, [{ name: 'Free', model: 'free', priceCents: 500 }]))).toContain(
      'plans.0.priceCents',
    );
    expect(expectValidationError(await putPlans(mine._id, [{ name: 'Paid', model: 'monthly', priceCents: 0 }]))).toContain(
      'plans.0.priceCents',
    );
    expectValidationError(await putPlans(mine._id, []));
    expectValidationError(await putPlans(mine._id, [{ name: 'Euro', model: 'monthly', priceCents: 100, currency: 'eur' }]));
    // Nothing changed.
    expect(data(await http.get(`/api/v1/console/apps/${mine._id}`, creator.headers)).plans).toEqual(mine.plans);
  });
});

describe('POST /api/v1/console/apps/:id/versions', () => {
  it('accepts only newer versions, compared numerically, and sanitises the notes', async () => {
    const app = await newApp('Version Ladder');
    data(await release(app._id, '1.9.0', '<p>Nine</p><script>alert(1)</script>'), 201);
    const ten = data(await release(app._id, '1.10.0'), 201);
    expect(ten.versions.map((v) => v.version)).toEqual(['1.10.0', '1.9.0']);
    expect(ten.versions[1]!.notes).toBe('<p>Nine</p>');
    for (const stale of ['1.10.0', '1.9.5', '0.99.99']) {
      const error = expectError(await release(app._id, stale), 409, 'conflict');
      expect(error.message).toContain('not newer than 1.10.0');
    }
    data(await release(app._id, '2.0.0'), 201);
    for (const bad of ['2.1', 'v2.1.0', '2.1.0-beta'])
      expect(expectValidationError(await release(app._id, bad))).toEqual(['version']);
    expectValidationError(await release(app._id, '3.0.0', ''));
    expectError(await release(app._id, '3.0.0', '<script>only a script</script>'), 400);
  });
});

describe('listing validation', () => {
  it('answers bad listings with a 400 naming the field', async () => {
    const post = (input: unknown) => http.post('/api/v1/console/apps', input, creator.headers);
    expect(expectValidationError(await post(listing({ tagline: 'Too short' })))).toContain('tagline');
    expect(expectValidationError(await post(listing({ iconUrl: 'http://cdn.example.com/a.png' })))).toContain('iconUrl');
    expect(expectValidationError(await post(listing({ support: { website: 'http://insecure.example.com' } })))).toContain(
      'support.website',
    );
    expect(expectValidationError(await post(listing({ videoUrl: 'javascript:alert(1)' })))).toContain('videoUrl');
    const shots = Array.from({ length: 9 }, (_, i) => ({ url: `https://cdn.example.com/${i}.png` }));
    expect(expectValidationError(await post(listing({ screenshots: shots })))).toContain('screenshots');
    expect(expectValidationError(await post(listing({ categories: [] })))).toContain('categories');
    const app = await newApp('Validated App');
    expect(
      expectValidationError(await http.put(`/api/v1/console/apps/${app._id}`, listing({ name: 'X' }), creator.headers)),
    ).toContain('name');
    // Uploaded images are accepted as well as https addresses.
    const uploaded = data(await post(listing({ name: 'Uploaded Icon', iconUrl: '/uploads/2026/icon.png' })), 201);
    expect(uploaded.iconUrl).toBe('/uploads/2026/icon.png');
  });
});

describe('GET /api/v1/console/apps/:id/installs', () => {
  const utcDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  it('gives one point per day, oldest first, zero days filled, the last active point equal to the install count', async () => {
    const app = await newApp('Chart Topper');
    await t.db.update(apps).set({ installCount: 40 }).where(eq(apps._id, app._id));
    await t.db.insert(appInstallDaily).values([
      { appId: app._id, day: utcDay(-40), installs: 30, uninstalls: 0 },
      { appId: app._id, day: utcDay(-5), installs: 10, uninstalls: 2 },
      { appId: app._id, day: utcDay(-2), installs: 0, uninstalls: 3 },
      { appId: app._id, day: utcDay(0), installs: 5, uninstalls: 0 },
    ]);
    const res = await http.get(`/api/v1/console/apps/${app._id}/installs?days=7`, creator.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { points, totalActive } = ZInstallChartResponse.parse(res.json()).data;
    expect(totalActive).toBe(40);
    expect(points.map((p) => p.day)).toEqual([-6, -5, -4, -3, -2, -1, 0].map(utcDay));
    expect(points.map((p) => [p.installs, p.uninstalls, p.active])).toEqual([
      [0, 0, 30],
      [10, 2, 38],
      [0, 0, 38],
      [0, 0, 38],
      [0, 3, 35],
      [0, 0, 35],
      [5, 0, 40],
    ]);

    const month = ZInstallChartResponse.parse(
      (await http.get(`/api/v1/console/apps/${app._id}/installs`, creator.headers)).json(),
    );
    expect(month.data.points).toHaveLength(30);
    expect(month.data.points.at(-1)!.active).toBe(40);
    const year = ZInstallChartResponse.parse(
      (await http.get(`/api/v1/console/apps/${app._id}/installs?days=365`, creator.headers)).json(),
    );
    expect(year.data.points).toHaveLength(365);
    expect(year.data.points.find((p) => p.day === utcDay(-40))).toEqual({
      day: utcDay(-40),
      installs: 30,
      uninstalls: 0,
      active: 30,
    });
    expectValidationError(await http.get(`/api/v1/console/apps/${app._id}/installs?days=12`, creator.headers));
  });

  it('shows a new app as a flat line at zero', async () => {
    const app = await newApp('Flat Line');
    const res = await http.get(`/api/v1/console/apps/${app._id}/installs?days=7`, tenants.superAdmin.headers);
    const { points, totalActive } = ZInstallChartResponse.parse(res.json()).data;
    expect(totalActive).toBe(0);
    expect(points.every((p) => p.installs === 0 && p.uninstalls === 0 && p.active === 0)).toBe(true);
  });
});

describe('plans of a live app reach the catalogue', () => {
  it('moves a live app between the free and paid filters', async () => {
    const app = await newApp('Priced Later');
    data(await http.post(`/api/v1/console/apps/${app._id}/submit`, {}, creator.headers));
    data(await http.post(`/api/v1/console/apps/${app._id}/approve`, {}, tenants.superAdmin.headers));
    const inFilter = async (price: string) =>
      ZAppCardList.parse((await http.get(`/api/v1/app/filter?price=${price}&q=Priced`)).json()).data.map((c) => c._id);
    expect(await inFilter('free')).toContain(app._id);
    data(await putPlans(app._id, [{ name: 'Pro', model: 'monthly', priceCents: 4900 }]));
    expect(await inFilter('free')).not.toContain(app._id);
    expect(await inFilter('paid')).toContain(app._id);
  });
});
