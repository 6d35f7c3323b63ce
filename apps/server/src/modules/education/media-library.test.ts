import { ZProgressList, ZProgressResponse } from '@atrium/contracts/content-progress';
import { ZMediaItemList } from '@atrium/contracts/media-library';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentProgress } from '../../platform/resources/content-progress.tables';
import { expectError, expectValidationError, type jsonRequest } from '../../test/http';
import { createTenantApp, type Tenants } from '../../test/tenants';
import type { TestApp } from '../../test/test-app';

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
const ids: Record<string, string> = {};
type Headers = Record<string, string>;

const video = (categoryId: string, title: string) => ({ categoryId, kind: 'video', title, videoId: 'dQw4w9WgXcQ' });

beforeAll(async () => {
  ({ t, tenants, http } = await createTenantApp());
  const { superAdmin, adminA, adminB } = tenants;
  ids.platformCategory = await http.create('/api/v1/medialibrary-categories', { name: 'Getting started' }, superAdmin.headers);
  ids.bCategory = await http.create('/api/v1/medialibrary-categories', { name: 'Bravo only' }, adminB.headers);
  ids.tour = await http.create('/api/v1/medialibrary', video(ids.platformCategory, 'Product tour'), superAdmin.headers);
  ids.guide = await http.create(
    '/api/v1/medialibrary',
    { categoryId: ids.platformCategory, kind: 'document', title: 'Setup guide', documentUrl: 'https://docs.example/setup.pdf' },
    superAdmin.headers,
  );
  ids.aCategory = await http.create('/api/v1/medialibrary-categories', { name: 'Alpha only' }, adminA.headers);
  ids.a = await http.create('/api/v1/medialibrary', video(ids.aCategory, 'Alpha welcome'), adminA.headers);
  ids.b = await http.create('/api/v1/medialibrary', video(ids.bCategory, 'Bravo welcome'), adminB.headers);
});
afterAll(() => t.close());

const progressOf = async (headers: Headers) => {
  const res = await http.get('/api/v1/medialibrary/progress', headers);
  expect(res.statusCode, res.body).toBe(200);
  return ZProgressList.parse(res.json()).data;
};
const setProgress = async (id: string, percent: number, headers: Headers) => {
  const res = await http.put(`/api/v1/medialibrary/${id}/progress`, { percent }, headers);
  expect(res.statusCode, res.body).toBe(200);
  return ZProgressResponse.parse(res.json()).data;
};

describe('the media library', () => {
  it("lists videos and documents in the reader's scope, filtered by kind and searched", async () => {
    const titles = async (headers: Headers, query = '') =>
      ZMediaItemList.parse((await http.get(`/api/v1/medialibrary?limit=200${query}`, headers)).json())
        .data.map((m) => m.title)
        .sort();
    expect(await titles(tenants.staffA1.headers)).toEqual(['Alpha welcome', 'Product tour', 'Setup guide']);
    expect(await titles(tenants.locationAdminB1.headers)).toEqual(['Bravo welcome', 'Product tour', 'Setup guide']);
    expect(await titles(tenants.staffA1.headers, '&kind=document')).toEqual(['Setup guide']);
    expect(await titles(tenants.staffA1.headers, '&q=tour')).toEqual(['Product tour']);
  });

  it('needs what each kind needs, and a category the writer owns', async () => {
    const post = (body: object) => http.post('/api/v1/medialibrary', body, tenants.adminA.headers);
    const base = { categoryId: ids.platformCategory, title: 'x' };
    expect(expectValidationError(await post({ ...base, kind: 'video' }))).toEqual(['videoId']);
    expect(expectValidationError(await post({ ...base, kind: 'document', documentUrl: 'http://plain.example/a.pdf' }))).toEqual([
      'documentUrl',
    ]);
    for (const categoryId of [ids.bCategory!, ids.platformCategory!]) {
      const res = await post(video(categoryId, 'Into a category not ours'));
      expect(expectError(res, 404, 'not_found').details).toEqual([{ path: ['categoryId'], message: expect.any(String) }]);
    }
    expect(
      expectValidationError(await post({ ...video(ids.platformCategory!, 'Thumb'), thumbnailUrl: 'ftp://x/y.png' })),
    ).toEqual(['thumbnailUrl']);
  });
});

describe('watched progress, per person and per location', () => {
  it('moves forward only, completes at 100, and is kept for this person at this location', async () => {
    const { staffA1, locationAdminA1, staffA2 } = tenants;
    expect(await setProgress(ids.tour!, 30, staffA1.headers)).toMatchObject({
      status: 'in_progress',
      percent: 30,
      completedAt: null,
    });
    expect(await setProgress(ids.tour!, 20, staffA1.headers)).toMatchObject({ percent: 30 });
    const done = await setProgress(ids.tour!, 100, staffA1.headers);
    expect(done).toMatchObject({ status: 'completed', percent: 100 });
    expect(done.completedAt).not.toBeNull();
    expect(await setProgress(ids.tour!, 50, staffA1.headers)).toMatchObject({
      status: 'completed',
      completedAt: done.completedAt,
    });

    expect((await progressOf(staffA1.headers)).map((p) => p.itemId)).toEqual([ids.tour]);
    expect(await progressOf(locationAdminA1.headers)).toEqual([]);
    expect(await progressOf(staffA2.headers)).toEqual([]);
  });

  it('sets complete and task status directly', async () => {
    const { staffA2 } = tenants;
    const complete = await http.put(`/api/v1/medialibrary/${ids.guide}/complete`, { completed: true }, staffA2.headers);
    expect(complete.json().data).toMatchObject({ status: 'completed', percent: 100 });
    const undone = await http.put(`/api/v1/medialibrary/${ids.guide}/complete`, { completed: false }, staffA2.headers);
    expect(undone.json().data).toMatchObject({ status: 'not_started', percent: 0, completedAt: null });
    const started = await http.put(`/api/v1/medialibrary/${ids.guide}/task-status`, { status: 'in_progress' }, staffA2.headers);
    expect(started.json().data).toMatchObject({ status: 'in_progress' });
    expect(
      expectValidationError(await http.put(`/api/v1/medialibrary/${ids.guide}/task-status`, { status: 'lost' }, staffA2.headers)),
    ).toEqual(['status']);
    expect(
      expectValidationError(await http.put(`/api/v1/medialibrary/${ids.guide}/progress`, { percent: 101 }, staffA2.headers)),
    ).toEqual(['percent']);
  });

  it("refuses progress on what the person cannot read (another agency's, hidden from them), and stores nothing", async () => {
    const { staffA1, adminA, locationA1 } = tenants;
    expectError(await http.put(`/api/v1/medialibrary/${ids.b}/progress`, { percent: 10 }, staffA1.headers), 404, 'not_found');
    await http.put(`/api/v1/medialibrary/${ids.a}/visibility`, { hiddenFrom: [locationA1._id] }, adminA.headers);
    expectError(await http.put(`/api/v1/medialibrary/${ids.a}/complete`, { completed: true }, staffA1.headers), 404, 'not_found');
    await http.put(`/api/v1/medialibrary/${ids.a}/visibility`, { hiddenFrom: [] }, adminA.headers);
    expectError(await http.put(`/api/v1/medialibrary/${ids.tour}/progress`, { percent: 10 }), 401, 'unauthorized');
    expectError(await http.get('/api/v1/medialibrary/progress'), 401, 'unauthorized');
    const stored = await t.db.select().from(contentProgress).where(eq(contentProgress.itemId, ids.b!));
    expect(stored).toEqual([]);
    expect(await t.db.select().from(contentProgress).where(eq(contentProgress.itemId, ids.a!))).toEqual([]);
  });
});
