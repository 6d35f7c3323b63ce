import { ZAppDetailResponse } from '@atrium/contracts/apps';
import { type TAppReview, ZAppReviewResponse, ZSubmitFeedbackResponse } from '@atrium/contracts/installs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectValidationError, jsonRequest } from '../../test/http';
import { seedTenants, type Tenants, type TestUser } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { refreshAppDerivedColumns } from './app-derived';
import { appReviews } from './apps.tables';
import { onCatalogueChanged } from './catalogue-events';
import { listing, makeCreator, makePartner } from './console-fixtures';
import { appInstalls } from './installs.tables';

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
let creator: TestUser;
let otherCreator: TestUser;
let appId: string;
let draftId: string;

const DAY = 86_400_000;

/** A live app of the creator's partner, made through the console. */
async function liveApp(name: string): Promise<string> {
  const res = await http.post('/api/v1/console/apps', listing({ name }), creator.headers);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data._id as string;
  expect((await http.post(`/api/v1/console/apps/${id}/submit`, {}, creator.headers)).statusCode).toBe(200);
  expect((await http.post(`/api/v1/console/apps/${id}/approve`, {}, tenants.superAdmin.headers)).statusCode).toBe(200);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  tenants = await seedTenants(t);
  http = jsonRequest(t.app);
  creator = await makeCreator(t, 'dev@reviews.test', [(await makePartner(t, 'Review Labs'))._id]);
  otherCreator = await makeCreator(t, 'other@reviews.test', [(await makePartner(t, 'Other Labs'))._id]);
  appId = await liveApp('Reviewed App');
  draftId = (await http.post('/api/v1/console/apps', listing({ name: 'Draft App' }), creator.headers)).json().data._id;
  // Installs written straight into the table (the install endpoints are someone else's).
  const now = Date.now();
  await t.db.insert(appInstalls).values([
    { appId, agencyId: tenants.agencyA._id, locationId: null },
    { appId, agencyId: tenants.agencyA._id, locationId: tenants.locationA1._id },
    {
      appId,
      agencyId: tenants.agencyA._id,
      locationId: tenants.locationA2._id,
      status: 'uninstalled',
      installedAt: new Date(now - 60 * DAY),
      uninstalledAt: new Date(now - 10 * DAY),
    },
    {
      appId,
      agencyId: tenants.agencyB._id,
      locationId: tenants.locationB1._id,
      status: 'uninstalled',
      installedAt: new Date(now - 60 * DAY),
      uninstalledAt: new Date(now - 16 * DAY),
    },
  ]);
});
afterAll(() => t.close());

const submit = (body: Record<string, unknown>, user?: TestUser) =>
  http.post('/api/v1/app/submit_feedback', { appId, ...body }, user?.headers ?? {});
const review = (res: Awaited<ReturnType<typeof http.get>>): TAppReview => {
  expect(res.statusCode, res.body).toBe(200);
  return ZAppReviewResponse.parse(res.json()).data;
};
const appPage = async () => ZAppDetailResponse.parse((await http.get(`/api/v1/app/get_single_app?app_id=${appId}`)).json()).data;

describe('POST /api/v1/app/submit_feedback', () => {
  it("reviews a location's active install, and submitting again edits that same review", async () => {
    const first = review(await submit({ stars: 4, body: '  Works well <b>really</b>  ' }, tenants.locationAdminA1));
    expect(first).toMatchObject({ appId, stars: 4, body: 'Works well <b>really</b>', authorName: 'lead T.', mine: true });
    expect(first.developerReply).toBeNull();
    let page = await appPage();
    expect(page.rating).toEqual({ average: 4, count: 1 });
    expect(page.ratingDistribution).toEqual([0, 0, 0, 1, 0]);

    const edited = review(await submit({ stars: 2 }, tenants.locationAdminA1));
    expect(edited).toMatchObject({ _id: first._id, stars: 2, body: null, createdAt: first.createdAt });
    // Another user of the same location edits the location's review too.
    const byStaff = review(await submit({ stars: 3, body: 'Fine', locationId: tenants.locationA1._id }, tenants.staffA1));
    expect(byStaff).toMatchObject({ _id: first._id, stars: 3, authorName: 'staff T.', mine: true });
    page = await appPage();
    expect(page.rating).toEqual({ average: 3, count: 1 });
    expect(page.ratingDistribution).toEqual([0, 0, 1, 0, 0]);
  });

  it("lets an agency user review the agency's install, or one of its locations' with locationId", async () => {
    const agencyReview = review(await submit({ stars: 5, body: 'Great for the agency' }, tenants.adminA));
    // The uninstall was 10 days ago: still inside the window.
    const a2 = review(await submit({ stars: 1, locationId: tenants.locationA2._id }, tenants.adminA));
    expect(a2._id).not.toBe(agencyReview._id);
    const rows = await t.db.select().from(appReviews).where(eq(appReviews.appId, appId));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.installId)).size).toBe(3);
    const page = await appPage();
    expect(page.rating).toEqual({ average: 3, count: 3 });
    expect(page.ratingDistribution).toEqual([1, 0, 1, 0, 1]);
  });

  it("answers with the app's rating as the review left it, the same the app page then shows", async () => {
    const res = await submit({ stars: 4, locationId: tenants.locationA2._id }, tenants.adminA);
    expect(res.statusCode, res.body).toBe(200);
    const answer = ZSubmitFeedbackResponse.parse(res.json()).data;
    expect(answer.stars).toBe(4);
    const page = await appPage();
    expect(answer.appRating).toEqual({ rating: page.rating, ratingDistribution: page.ratingDistribution });
    expect(answer.appRating).toEqual({ rating: { average: 4, count: 3 }, ratingDistribution: [0, 0, 1, 1, 1] });
  });

  it('closes reviews 15 days after uninstalling, and refuses places without an install', async () => {
    const closed = expectError(await submit({ stars: 5 }, tenants.locationAdminB1), 403, 'feedback_closed');
    expect(closed.message).toBe('You can review an app while it is installed and for 15 days after uninstalling');
    expectError(await submit({ stars: 5 }, tenants.adminB), 403, 'not_installed');
    expectError(await submit({ stars: 5 }, tenants.endUser), 403, 'not_installed');
    expectError(await submit({ stars: 5 }, creator), 403, 'not_installed');
    // Another agency's location, or a location user naming another location: 404.
    expectError(await submit({ stars: 5, locationId: tenants.locationB1._id }, tenants.adminA), 404);
    expectError(await submit({ stars: 5, locationId: tenants.locationA2._id }, tenants.staffA1), 404);
    expectError(await submit({ stars: 5, locationId: '0190f5a0-0000-7000-8000-000000000001' }, tenants.adminA), 404);
    // Apps that are not in the catalogue.
    expectError(await submit({ stars: 5, appId: draftId }, tenants.adminA), 404);
    expectError(await submit({ stars: 5, appId: '0190f5a0-0000-7000-8000-000000000001' }, tenants.adminA), 404);
    expect((await appPage()).rating.count).toBe(3);
  });

  it('asks for a sign-in and validates the body', async () => {
    expectError(await submit({ stars: 5 }), 401);
    expect(expectValidationError(await submit({ stars: 0 }, tenants.adminA))).toEqual(['stars']);
    expect(expectValidationError(await submit({ stars: 6 }, tenants.adminA))).toEqual(['stars']);
    expect(expectValidationError(await submit({ stars: 3, body: 'x'.repeat(2001) }, tenants.adminA))).toEqual(['body']);
  });
});

describe('GET /api/v1/app/reviews', () => {
  let pagedApp: string;
  beforeAll(async () => {
    pagedApp = await liveApp('Paged Reviews App');
    const base = Date.parse('2026-01-01T00:00:00Z');
    await t.db.insert(appReviews).values(
      Array.from({ length: 7 }, (_, i) => ({
        appId: pagedApp,
        authorName: `Reviewer ${i}`,
        stars: (i % 5) + 1,
        body: `Review ${i}`,
        // Two reviews share a timestamp: the id breaks the tie.
        createdAt: new Date(base + Math.min(i, 5) * DAY),
        ...(i === 6 ? { userId: tenants.adminA._id } : {}),
      })),
    );
    await refreshAppDerivedColumns(t.db, [pagedApp]);
  });

  const list = async (query: string, headers: Record<string, string> = {}) => {
    const res = await http.get(`/api/v1/app/reviews?app_id=${pagedApp}${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: TAppReview[]; meta: { total: number; nextCursor: string | null } };
  };

  it('lists newest first, keyset paged, with the total, to anyone', async () => {
    const seen: TAppReview[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.meta.total).toBe(7);
      seen.push(...page.data);
      cursor = page.meta.nextCursor;
    } while (cursor);
    expect(seen.map((r) => r.authorName)).toEqual([
      'Reviewer 6',
      'Reviewer 5',
      'Reviewer 4',
      'Reviewer 3',
      'Reviewer 2',
      'Reviewer 1',
      'Reviewer 0',
    ]);
    expect(seen.every((r) => r.mine === false)).toBe(true);
    expectError(await http.get(`/api/v1/app/reviews?app_id=${pagedApp}&cursor=bad`), 400);
  });

  it('filters by stars and marks the viewer’s own review', async () => {
    const ones = await list('&stars=1');
    expect(ones.data.map((r) => r.authorName)).toEqual(['Reviewer 5', 'Reviewer 0']);
    expect(ones.meta.total).toBe(2);
    const mine = await list('', tenants.adminA.headers);
    expect(mine.data.filter((r) => r.mine).map((r) => r.authorName)).toEqual(['Reviewer 6']);
    expectValidationError(await http.get(`/api/v1/app/reviews?app_id=${pagedApp}&stars=7`));
  });

  it('answers 404 for apps outside the catalogue, except to the super admin and the app’s own creators', async () => {
    expectError(await http.get(`/api/v1/app/reviews?app_id=${draftId}`), 404);
    expectError(await http.get(`/api/v1/app/reviews?app_id=${draftId}`, otherCreator.headers), 404);
    expectError(await http.get(`/api/v1/app/reviews?app_id=${draftId}`, tenants.adminA.headers), 404);
    expect((await http.get(`/api/v1/app/reviews?app_id=${draftId}`, tenants.superAdmin.headers)).statusCode).toBe(200);
    expect((await http.get(`/api/v1/app/reviews?app_id=${draftId}`, creator.headers)).json()).toMatchObject({ data: [] });
  });

  it('keeps a deprecated app’s reviews readable by its creators (the console’s Reviews tab), not by the public', async () => {
    const retired = await liveApp('Retired App');
    await t.db.insert(appInstalls).values({ appId: retired, agencyId: tenants.agencyA._id, locationId: null });
    review(await submit({ appId: retired, stars: 5, body: 'Served us well' }, tenants.adminA));
    const deprecated = await http.post(`/api/v1/console/apps/${retired}/deprecate`, {}, tenants.superAdmin.headers);
    expect(deprecated.statusCode, deprecated.body).toBe(200);
    const mine = await http.get(`/api/v1/app/reviews?app_id=${retired}`, creator.headers);
    expect(mine.json().data.map((r: TAppReview) => r.body)).toEqual(['Served us well']);
    expectError(await http.get(`/api/v1/app/reviews?app_id=${retired}`, otherCreator.headers), 404);
    expectError(await http.get(`/api/v1/app/reviews?app_id=${retired}`), 404);
  });
});

describe('POST /api/v1/app/reviews/:id/reply', () => {
  it("lets the app's developer and the super admin answer; others get 404 (other creators) or 403", async () => {
    const target = review(await submit({ stars: 4, body: 'Nice' }, tenants.adminA));
    const reply = (body: string, user?: TestUser) =>
      http.post(`/api/v1/app/reviews/${target._id}/reply`, { body }, user?.headers ?? {});

    const answered = review(await reply('  Thanks for the kind words!  ', creator));
    expect(answered).toMatchObject({
      _id: target._id,
      developerReply: 'Thanks for the kind words!',
      updatedAt: target.updatedAt,
    });
    expect(answered.repliedAt).not.toBeNull();
    const edited = review(await reply('Thanks again', tenants.superAdmin));
    expect(edited.developerReply).toBe('Thanks again');

    expectError(await reply('Not my app', otherCreator), 404, 'not_found');
    expectError(await reply('Sneaky', tenants.adminA), 403);
    expectError(await reply('Sneaky', tenants.endUser), 403);
    expectError(await reply('Anonymous'), 401);
    expect(expectValidationError(await reply('   ', creator))).toEqual(['body']);
    expectError(
      await http.post('/api/v1/app/reviews/0190f5a0-0000-7000-8000-000000000001/reply', { body: 'Hi' }, creator.headers),
      404,
    );

    const listed = (await http.get(`/api/v1/app/reviews?app_id=${appId}`)).json().data as TAppReview[];
    expect(listed.find((r) => r._id === target._id)).toMatchObject({ developerReply: 'Thanks again', mine: false });
  });
});

describe('catalogue caches', () => {
  it('hear about every new, edited or answered review', async () => {
    const changed: (readonly string[] | 'all')[] = [];
    const stop = onCatalogueChanged((ids) => changed.push(ids));
    try {
      const mine = review(await submit({ stars: 5 }, tenants.staffA));
      review(await http.post(`/api/v1/app/reviews/${mine._id}/reply`, { body: 'Thanks' }, creator.headers));
      expectError(await submit({ stars: 5 }, tenants.adminB), 403);
      expect(changed).toEqual([[appId], [appId]]);
    } finally {
      stop();
    }
  });
});
