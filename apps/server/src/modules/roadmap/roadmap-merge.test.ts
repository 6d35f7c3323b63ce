import { ZRoadmapCommentList, ZRoadmapItemList, ZRoadmapItemResponse } from '@atrium/contracts/roadmap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectValidationError } from '../../test/http';
import { addItem, createRoadmapApp, type RoadmapApp } from './roadmap-fixtures';

let r: RoadmapApp;
beforeAll(async () => {
  r = await createRoadmapApp();
});
afterAll(() => r.t.close());

const item = async (id: string, headers: Record<string, string> = {}) =>
  ZRoadmapItemResponse.parse((await r.http.get(`/api/v1/roadmap/${id}`, headers)).json()).data;
const merge = (id: string, intoId: string, headers = r.tenants.superAdmin.headers) =>
  r.http.post(`/api/v1/roadmap/${id}/merge`, { intoId }, headers);

describe('merging a duplicate into its original', () => {
  it('moves votes without counting anyone twice, moves comments with their origin, and points the duplicate at the original', async () => {
    const { staffA1, staffA2, adminB, endUser } = r.tenants;
    const original = await addItem(r, { title: 'Two-factor sign in', category: 'Security', targetDate: '2027-05-06' });
    const duplicate = await addItem(r, { title: '2FA please', category: 'Security', targetDate: '2027-05-05' });
    for (const p of [staffA1, staffA2]) await r.http.post(`/api/v1/roadmap/${original}/vote`, {}, p.headers);
    // staffA1 voted on both: counts once.
    for (const p of [staffA1, adminB, endUser]) await r.http.post(`/api/v1/roadmap/${duplicate}/vote`, {}, p.headers);
    await r.http.post(`/api/v1/roadmap/${original}/comments`, { body: 'On the original' }, staffA2.headers);
    await r.http.post(`/api/v1/roadmap/${duplicate}/comments`, { body: 'On the duplicate' }, adminB.headers);

    const res = await merge(duplicate, original);
    expect(res.statusCode, res.body).toBe(200);
    expect(ZRoadmapItemResponse.parse(res.json()).data).toMatchObject({
      _id: original,
      voteCount: 4,
      commentCount: 2,
      mergedInto: null,
    });
    expect(await item(duplicate)).toMatchObject({
      mergedInto: { _id: original, title: 'Two-factor sign in' },
      voteCount: 0,
      commentCount: 0,
    });
    for (const p of [staffA1, staffA2, adminB, endUser]) expect((await item(original, p.headers)).viewerVoted).toBe(true);

    const comments = ZRoadmapCommentList.parse((await r.http.get(`/api/v1/roadmap/${original}/comments`)).json()).data;
    expect(comments.map((c) => [c.body, c.movedFrom])).toEqual([
      ['On the original', null],
      ['On the duplicate', { _id: duplicate, title: '2FA please' }],
    ]);
    expect(ZRoadmapCommentList.parse((await r.http.get(`/api/v1/roadmap/${duplicate}/comments`)).json()).data).toEqual([]);

    // Left out of lists, categories and the calendar.
    const listed = ZRoadmapItemList.parse((await r.http.get('/api/v1/roadmap?limit=200')).json()).data.map((i) => i._id);
    expect(listed).toContain(original);
    expect(listed).not.toContain(duplicate);
    expect((await r.http.get('/api/v1/roadmap/categories?appId=platform')).json().data).toEqual([{ name: 'Security', count: 1 }]);
    const calendar = (await r.http.get('/api/v1/roadmap/calendar?from=2027-05-01&to=2027-05-31')).json().data as {
      _id: string;
    }[];
    expect(calendar.map((i) => i._id)).toEqual([original]);
  });

  it('repoints items merged earlier into the duplicate, so no chains form', async () => {
    const { staffA1, staffA2 } = r.tenants;
    const original = await addItem(r, { title: 'Calendar sync' });
    const duplicate = await addItem(r, { title: 'Google calendar sync' });
    const earlier = await addItem(r, { title: 'Sync my calendar' });
    await r.http.post(`/api/v1/roadmap/${earlier}/vote`, {}, staffA1.headers);
    await r.http.post(`/api/v1/roadmap/${earlier}/comments`, { body: 'First said here' }, staffA1.headers);
    await r.http.post(`/api/v1/roadmap/${duplicate}/vote`, {}, staffA2.headers);
    expect((await merge(earlier, duplicate)).statusCode).toBe(200);
    expect((await item(duplicate)).voteCount).toBe(2);
    expect((await merge(duplicate, original)).json().data).toMatchObject({ voteCount: 2, commentCount: 1 });
    expect((await item(earlier)).mergedInto).toEqual({ _id: original, title: 'Calendar sync' });
    expect((await item(duplicate)).mergedInto).toEqual({ _id: original, title: 'Calendar sync' });
    const comments = ZRoadmapCommentList.parse((await r.http.get(`/api/v1/roadmap/${original}/comments`)).json()).data;
    // A comment keeps where it was first written.
    expect(comments.map((c) => c.movedFrom?._id)).toEqual([earlier]);
  });

  it('refuses merging into itself, into a merged item, or a merged item again (409)', async () => {
    const a = await addItem(r, { title: 'A' });
    const b = await addItem(r, { title: 'B' });
    const c = await addItem(r, { title: 'C' });
    expect(expectError(await merge(a, a), 409, 'conflict').message).toBe('An idea cannot be merged into itself.');
    await merge(b, a);
    expect(expectError(await merge(c, b), 409).message).toBe('“B” was itself merged into another idea. Merge into that one.');
    expect(expectError(await merge(b, c), 409).message).toBe('This idea has already been merged into another one.');
  });

  it('keeps merges on one roadmap (400) and to its managers (401, 403); unknown ids are 404s', async () => {
    const { appP, appQ, creatorP, creatorQ } = r;
    const p1 = await addItem(r, { title: 'P one', appId: appP._id }, creatorP.headers);
    const p2 = await addItem(r, { title: 'P two', appId: appP._id }, creatorP.headers);
    const q1 = await addItem(r, { title: 'Q one', appId: appQ._id }, creatorQ.headers);
    const platform = await addItem(r, { title: 'Platform one' });
    expect(expectError(await merge(p1, q1, r.tenants.superAdmin.headers), 400).message).toBe(
      'Both ideas must be on the same roadmap to merge them.',
    );
    expectError(await merge(p1, platform, r.tenants.superAdmin.headers), 400);
    expectError(await merge(p1, p2, creatorQ.headers), 403, 'forbidden');
    expectError(await merge(p1, q1, creatorP.headers), 403, 'forbidden');
    expectError(await merge(p1, p2, r.tenants.adminA.headers), 403, 'forbidden');
    expectError(await r.http.post(`/api/v1/roadmap/${p1}/merge`, { intoId: p2 }), 401);
    expectError(await merge(p1, '01900000-0000-7000-8000-000000000000', creatorP.headers), 404);
    expectValidationError(await merge(p1, 'p2', creatorP.headers));
    expect((await merge(p1, p2, creatorP.headers)).json().data).toMatchObject({ _id: p2, title: 'P two' });
  });

  it('deleting an original takes its merged duplicates along', async () => {
    const original = await addItem(r, { title: 'Goes away' });
    const duplicate = await addItem(r, { title: 'Goes too' });
    await merge(duplicate, original);
    expect((await r.http.del(`/api/v1/roadmap/${original}`, r.tenants.superAdmin.headers)).statusCode).toBe(204);
    expectError(await r.http.get(`/api/v1/roadmap/${duplicate}`), 404);
  });
});
