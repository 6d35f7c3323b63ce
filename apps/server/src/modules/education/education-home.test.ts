import { ZBannerList, ZBannersConfigResponse, ZNewsPostList } from '@atrium/contracts/education-home';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectValidationError, type jsonRequest } from '../../test/http';
import { createTenantApp, type Tenants } from '../../test/tenants';
import type { TestApp } from '../../test/test-app';
import { banners } from './education-home.tables';

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
const ids: Record<string, string> = {};
type Headers = Record<string, string>;
const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

const bannerTitles = async (headers: Headers = {}) =>
  ZBannerList.parse((await http.get('/api/v1/banners', headers)).json())
    .data.map((b) => b.title)
    .sort();

beforeAll(async () => {
  ({ t, tenants, http } = await createTenantApp());
  const { superAdmin, adminA, adminB } = tenants;
  ids.now = await http.create(
    '/api/v1/banners',
    { title: 'Now showing', linkUrl: 'https://atrium.example/x' },
    superAdmin.headers,
  );
  ids.later = await http.create('/api/v1/banners', { title: 'Next month', startsAt: days(30) }, superAdmin.headers);
  ids.over = await http.create(
    '/api/v1/banners',
    { title: 'Last month', startsAt: days(-60), endsAt: days(-30) },
    superAdmin.headers,
  );
  ids.a = await http.create('/api/v1/banners', { title: 'Alpha promo', startsAt: days(10) }, adminA.headers);
  ids.b = await http.create('/api/v1/banners', { title: 'Bravo promo' }, adminB.headers);
  ids.news = await http.create(
    '/api/v1/newsfeed',
    { title: 'New: checklists', body: '<p>Try them</p>', pinned: true },
    superAdmin.headers,
  );
  ids.newsB = await http.create('/api/v1/newsfeed', { title: 'Bravo news', body: '<p>Hi</p>' }, adminB.headers);
});
afterAll(() => t.close());

describe('banners', () => {
  it('shows readers only banners inside their window; writers see their own whatever the dates', async () => {
    expect(await bannerTitles()).toEqual(['Now showing']);
    expect(await bannerTitles(tenants.staffA1.headers)).toEqual(['Now showing']);
    expect(await bannerTitles(tenants.adminA.headers)).toEqual(['Alpha promo', 'Now showing']);
    expect(await bannerTitles(tenants.locationAdminB1.headers)).toEqual(['Bravo promo', 'Now showing']);
    expect(await bannerTitles(tenants.superAdmin.headers)).toEqual([
      'Alpha promo',
      'Bravo promo',
      'Last month',
      'Next month',
      'Now showing',
    ]);
  });

  it('refuses a window that ends before it starts, and bad links', async () => {
    const post = (body: object) => http.post('/api/v1/banners', body, tenants.adminA.headers);
    expect(expectValidationError(await post({ title: 'Backwards', startsAt: days(2), endsAt: days(1) }))).toEqual(['endsAt']);
    expect(expectValidationError(await post({ title: 'Link', linkUrl: 'javascript:alert(1)' }))).toEqual(['linkUrl']);
  });

  it("gives another agency's banner a 404 and changes nothing", async () => {
    expectError(await http.put(`/api/v1/banners/${ids.b}`, { title: 'Mine' }, tenants.adminA.headers), 404, 'not_found');
    expectError(await http.del(`/api/v1/banners/${ids.b}`, tenants.adminA.headers), 404, 'not_found');
    expect((await t.db.select().from(banners).where(eq(banners._id, ids.b!)))[0]?.title).toBe('Bravo promo');
  });
});

describe('bannersconfig', () => {
  const config = async (headers: Headers = {}) =>
    ZBannersConfigResponse.parse((await http.get('/api/v1/bannersconfig', headers)).json()).data;

  it("gives readers their agency's settings, else the platform's, else the defaults", async () => {
    expect(await config()).toEqual({ rotationSeconds: 8, showOnEducationHome: true, owner: null });
    const platform = await http.put(
      '/api/v1/bannersconfig',
      { rotationSeconds: 5, showOnEducationHome: true },
      tenants.superAdmin.headers,
    );
    expect(platform.json().data).toEqual({ rotationSeconds: 5, showOnEducationHome: true, owner: 'platform' });
    await http.put('/api/v1/bannersconfig', { rotationSeconds: 0, showOnEducationHome: false }, tenants.adminA.headers);
    expect(await config(tenants.staffA1.headers)).toEqual({ rotationSeconds: 0, showOnEducationHome: false, owner: 'agency' });
    expect(await config(tenants.locationAdminB1.headers)).toMatchObject({ rotationSeconds: 5, owner: 'platform' });
    expect(await config()).toMatchObject({ rotationSeconds: 5 });
    // Writing again updates the one row.
    await http.put('/api/v1/bannersconfig', { rotationSeconds: 12, showOnEducationHome: true }, tenants.adminA.headers);
    expect(await config(tenants.staffA2.headers)).toMatchObject({ rotationSeconds: 12, owner: 'agency' });
  });

  it('lets only content writers set it, with valid values', async () => {
    const body = { rotationSeconds: 5, showOnEducationHome: true };
    expectError(await http.put('/api/v1/bannersconfig', body, tenants.staffA1.headers), 403, 'forbidden');
    expectError(await http.put('/api/v1/bannersconfig', body), 401, 'unauthorized');
    expect(
      expectValidationError(await http.put('/api/v1/bannersconfig', { ...body, rotationSeconds: 999 }, tenants.adminA.headers)),
    ).toEqual(['rotationSeconds']);
  });
});

describe('newsfeed', () => {
  it("shows the platform's posts and the reader's agency's, sanitised", async () => {
    const titles = async (headers: Headers = {}) =>
      ZNewsPostList.parse((await http.get('/api/v1/newsfeed', headers)).json())
        .data.map((p) => p.title)
        .sort();
    expect(await titles(tenants.staffA1.headers)).toEqual(['New: checklists']);
    expect(await titles(tenants.locationAdminB1.headers)).toEqual(['Bravo news', 'New: checklists']);
    expectError(await http.get(`/api/v1/newsfeed/${ids.newsB}`, tenants.staffA1.headers), 404, 'not_found');
    const empty = await http.post('/api/v1/newsfeed', { title: 'x', body: '<script>1</script>' }, tenants.adminA.headers);
    expect(expectValidationError(empty)).toEqual(['body']);
  });
});
