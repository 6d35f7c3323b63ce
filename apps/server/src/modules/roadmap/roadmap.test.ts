import { ZRoadmapCalendar, ZRoadmapCategories, ZRoadmapItemList, ZRoadmapItemResponse } from '@atrium/contracts/roadmap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectValidationError } from '../../test/http';
import { addItem, createRoadmapApp, type RoadmapApp } from './roadmap-fixtures';

let r: RoadmapApp;
beforeAll(async () => {
  r = await createRoadmapApp();
});
afterAll(() => r.t.close());

const list = async (query = '', headers: Record<string, string> = {}) => {
  const res = await r.http.get(`/api/v1/roadmap${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return ZRoadmapItemList.parse(res.json());
};

describe('writing roadmap items', () => {
  it('lets the super admin add a platform item, sanitising its description', async () => {
    const { superAdmin } = r.tenants;
    const res = await r.http.post(
      '/api/v1/roadmap',
      {
        title: '  Dark mode  ',
        description: '<p>Easier on the <b>eyes</b></p><script>alert(1)</script><img src=x onerror=alert(1)>',
        category: 'Design',
        targetDate: '2027-03-01',
      },
      superAdmin.headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    const item = ZRoadmapItemResponse.parse(res.json()).data;
    expect(item).toMatchObject({
      title: 'Dark mode',
      description: '<p>Easier on the <b>eyes</b></p>',
      status: 'planned',
      category: 'Design',
      app: null,
      targetDate: '2027-03-01',
      voteCount: 0,
      viewerCanManage: true,
      submittedBy: { _id: superAdmin._id, name: 'root Test' },
      mergedInto: null,
    });
  });

  it('lets an app creator manage the roadmap of an app of their partner only', async () => {
    const { creatorP, appP, appQ } = r;
    const id = await addItem(r, { title: 'Recurring bookings', appId: appP._id }, creatorP.headers);
    const item = ZRoadmapItemResponse.parse((await r.http.get(`/api/v1/roadmap/${id}`, creatorP.headers)).json()).data;
    expect(item.app).toEqual({ _id: appP._id, name: 'Pine Scheduler' });
    expect(item.viewerCanManage).toBe(true);

    const other = await addItem(r, { title: 'CSV export', appId: appQ._id }, r.creatorQ.headers);
    expect(
      expectError(await r.http.post('/api/v1/roadmap', { title: 'Mine now', appId: appQ._id }, creatorP.headers), 403).message,
    ).toBe("Only the app's team manages its roadmap");
    expectError(await r.http.put(`/api/v1/roadmap/${other}`, { title: 'Hijacked' }, creatorP.headers), 403, 'forbidden');
    expectError(await r.http.del(`/api/v1/roadmap/${other}`, creatorP.headers), 403, 'forbidden');
    expect(
      ZRoadmapItemResponse.parse((await r.http.get(`/api/v1/roadmap/${other}`, creatorP.headers)).json()).data,
    ).toMatchObject({
      title: 'CSV export',
      viewerCanManage: false,
    });
    // The platform roadmap is the super admin's alone.
    expect(expectError(await r.http.post('/api/v1/roadmap', { title: 'Platform idea' }, creatorP.headers), 403).message).toBe(
      'Only the platform team manages the platform roadmap',
    );
    // So is every app's.
    const res = await r.http.put(`/api/v1/roadmap/${other}`, { status: 'in_progress' }, r.tenants.superAdmin.headers);
    expect(res.json().data).toMatchObject({ title: 'CSV export', status: 'in_progress' });
  });

  it('refuses visitors (401), agency people (403) and unknown apps (400)', async () => {
    const id = await addItem(r, { title: 'Refusals' });
    expectError(await r.http.post('/api/v1/roadmap', { title: 'x' }), 401, 'unauthorized');
    expectError(await r.http.put(`/api/v1/roadmap/${id}`, { title: 'x' }), 401, 'unauthorized');
    expectError(await r.http.del(`/api/v1/roadmap/${id}`), 401, 'unauthorized');
    expectError(await r.http.post('/api/v1/roadmap', { title: 'x' }, r.tenants.adminA.headers), 403, 'forbidden');
    expectError(await r.http.put(`/api/v1/roadmap/${id}`, { title: 'x' }, r.tenants.staffA1.headers), 403, 'forbidden');
    const unknownApp = '01900000-0000-7000-8000-000000000000';
    expect(
      expectError(await r.http.post('/api/v1/roadmap', { title: 'x', appId: unknownApp }, r.tenants.superAdmin.headers), 400)
        .message,
    ).toBe('That app does not exist');
    expectError(await r.http.get(`/api/v1/roadmap/${unknownApp}`), 404, 'not_found');
    expectError(await r.http.put(`/api/v1/roadmap/${unknownApp}`, { title: 'x' }, r.tenants.superAdmin.headers), 404);
  });

  it('answers 400 with clear messages for bad input', async () => {
    const admin = r.tenants.superAdmin.headers;
    expect(expectValidationError(await r.http.post('/api/v1/roadmap', { title: '  ' }, admin))).toEqual(['title']);
    const res = await r.http.post(
      '/api/v1/roadmap',
      { title: 'x', status: 'someday', targetDate: '31/12/2026', extra: 1 },
      admin,
    );
    expect(expectValidationError(res)).toEqual(expect.arrayContaining(['status', 'targetDate']));
    expect(JSON.stringify(res.json())).toContain('Use a date like 2026-12-31');
    expectValidationError(await r.http.put('/api/v1/roadmap/not-an-id', { title: 'x' }, admin));
    expectValidationError(await r.http.put(`/api/v1/roadmap/${await addItem(r)}`, { appId: r.appP._id }, admin));
    expectValidationError(await r.http.get('/api/v1/roadmap?sort=random'));
    expectValidationError(await r.http.get('/api/v1/roadmap?appId=somewhere'));
  });

  it('updates only what is sent, stamps shipping and clears it when moved back', async () => {
    const admin = r.tenants.superAdmin.headers;
    const id = await addItem(r, { title: 'Keep me', description: '<p>Kept</p>', category: 'Design', targetDate: '2027-01-10' });
    let res = await r.http.put(`/api/v1/roadmap/${id}`, { status: 'shipped' }, admin);
    let item = ZRoadmapItemResponse.parse(res.json()).data;
    expect(item).toMatchObject({ title: 'Keep me', description: '<p>Kept</p>', category: 'Design', targetDate: '2027-01-10' });
    expect(item.shippedAt).not.toBeNull();
    res = await r.http.put(`/api/v1/roadmap/${id}`, { status: 'planned', targetDate: null, category: '' }, admin);
    item = ZRoadmapItemResponse.parse(res.json()).data;
    expect(item).toMatchObject({ status: 'planned', shippedAt: null, targetDate: null, category: null });
  });

  it('deletes an item (204) and then it is gone', async () => {
    const id = await addItem(r, { title: 'Short lived' });
    expect((await r.http.del(`/api/v1/roadmap/${id}`, r.tenants.superAdmin.headers)).statusCode).toBe(204);
    expectError(await r.http.get(`/api/v1/roadmap/${id}`), 404);
  });
});

describe('reading roadmaps', () => {
  it('lists for visitors too, by roadmap, status, category and words, sorted by votes, newest or updated', async () => {
    const { appQ, creatorQ } = r;
    const a = await addItem(
      r,
      { title: 'Quartz alpha', appId: appQ._id, category: 'Exports', status: 'under_review' },
      creatorQ.headers,
    );
    const b = await addItem(r, { title: 'Quartz beta', appId: appQ._id, category: 'Exports' }, creatorQ.headers);
    const c = await addItem(r, { title: 'Quartz gamma', appId: appQ._id, category: 'Charts' }, creatorQ.headers);
    await r.http.post(`/api/v1/roadmap/${b}/vote`, {}, r.tenants.staffA1.headers);
    await r.http.post(`/api/v1/roadmap/${b}/vote`, {}, r.tenants.staffA2.headers);
    await r.http.post(`/api/v1/roadmap/${c}/vote`, {}, r.tenants.staffA1.headers);

    const byVotes = await list(`?appId=${appQ._id}&q=quartz`);
    expect(byVotes.data.map((i) => i._id)).toEqual([b, c, a]);
    expect(byVotes.meta.total).toBe(3);
    expect(byVotes.data.every((i) => !i.viewerVoted && !i.viewerCanManage)).toBe(true);
    expect((await list(`?appId=${appQ._id}&q=quartz&sort=newest`)).data.map((i) => i._id)).toEqual([c, b, a]);
    await r.http.put(`/api/v1/roadmap/${a}`, { title: 'Quartz alpha!' }, creatorQ.headers);
    expect((await list(`?appId=${appQ._id}&q=quartz&sort=updated`)).data[0]!._id).toBe(a);
    expect((await list(`?appId=${appQ._id}&category=Exports`)).data.map((i) => i._id).sort()).toEqual([a, b].sort());
    expect((await list(`?appId=${appQ._id}&status=under_review`)).data.map((i) => i._id)).toEqual([a]);
    expect((await list('?appId=platform')).data.every((i) => i.app === null)).toBe(true);
    const mine = await list(`?appId=${appQ._id}&q=quartz`, r.tenants.staffA1.headers);
    expect(mine.data.find((i) => i._id === b)!.viewerVoted).toBe(true);
    expect((await list('/filter?q=gamma')).data.map((i) => i._id)).toEqual([c]);
  });

  it('pages with a cursor without repeating or skipping', async () => {
    const page1 = await list('?limit=3');
    const page2 = await list(`?limit=3&cursor=${page1.meta.nextCursor}`);
    const all = await list('?limit=200');
    expect([...page1.data, ...page2.data].map((i) => i._id)).toEqual(all.data.slice(0, 6).map((i) => i._id));
    expectError(await r.http.get('/api/v1/roadmap?cursor=bogus'), 400, 'bad_request');
  });

  it('counts the categories in use on a roadmap', async () => {
    const res = await r.http.get(`/api/v1/roadmap/categories?appId=${r.appQ._id}`);
    expect(ZRoadmapCategories.parse(res.json()).data).toEqual([
      { name: 'Charts', count: 1 },
      { name: 'Exports', count: 2 },
    ]);
    expectValidationError(await r.http.get('/api/v1/roadmap/categories?appId=nope'));
  });

  it('places items on the calendar within a range of at most a year, earliest first', async () => {
    const { appP, creatorP } = r;
    const late = await addItem(r, { title: 'Late', appId: appP._id, targetDate: '2027-06-30' }, creatorP.headers);
    const early = await addItem(r, { title: 'Early', appId: appP._id, targetDate: '2027-04-01' }, creatorP.headers);
    await addItem(r, { title: 'Outside', appId: appP._id, targetDate: '2027-07-01' }, creatorP.headers);
    const res = await r.http.get(`/api/v1/roadmap/calendar?from=2027-04-01&to=2027-06-30&appId=${appP._id}`);
    expect(ZRoadmapCalendar.parse(res.json()).data.map((i) => i._id)).toEqual([early, late]);
    expect(expectError(await r.http.get('/api/v1/roadmap/calendar?from=2027-01-01&to=2028-01-03'), 400).message).toBe(
      'Choose a range of at most one year',
    );
    expect(expectError(await r.http.get('/api/v1/roadmap/calendar?from=2027-02-01&to=2027-01-01'), 400).message).toBe(
      'The end of the range must be on or after its start',
    );
    expect((await r.http.get('/api/v1/roadmap/calendar?from=2027-01-01&to=2027-12-31')).statusCode).toBe(200);
    expectValidationError(await r.http.get('/api/v1/roadmap/calendar?from=2027-01-01'));
    expectValidationError(await r.http.get('/api/v1/roadmap/calendar?from=soon&to=later'));
  });
});
