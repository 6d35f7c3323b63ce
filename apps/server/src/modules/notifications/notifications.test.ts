import { ZNotificationList, ZNotificationUnread } from '@atrium/contracts/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectValidationError, jsonRequest } from '../../test/http';
import { seedTenants, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { liveClients } from './live-client-fixtures';
import { notify } from './notify';

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
let live: Awaited<ReturnType<typeof liveClients>>;

beforeAll(async () => {
  t = await createTestApp();
  tenants = await seedTenants(t);
  http = jsonRequest(t.app);
  live = await liveClients(t.app);
});
afterAll(async () => {
  live.closeAll();
  await t.close();
});

const listOf = async (headers: Record<string, string>, query = '') =>
  ZNotificationList.parse((await http.get(`/api/v1/notifications${query}`, headers)).json());
const unread = async (headers: Record<string, string>) =>
  ZNotificationUnread.parse((await http.get('/api/v1/notifications/unread-count', headers)).json()).data.count;
/** One notification per distinct person, as publishing a changelog sends them. */
const send = (userIds: string[], subject: string) =>
  notify({ db: t.db, userIds, kind: 'roadmap_shipped', subject, detail: 'Spring release', link: '/roadmap/x' });

describe('notifications', () => {
  it("are a person's own: listed newest first, counted, marked read one by one or all at once", async () => {
    const { staffA1, staffA2 } = tenants;
    await send([staffA1._id, staffA2._id, staffA1._id], 'First');
    await send([staffA1._id], 'Second');
    const mine = await listOf(staffA1.headers);
    expect(mine.data.map((n) => n.subject)).toEqual(['Second', 'First']);
    expect(mine.meta.total).toBe(2);
    expect(await unread(staffA1.headers)).toBe(2);

    const res = await http.put(`/api/v1/notifications/${mine.data[0]!._id}/read`, {}, staffA1.headers);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect(await unread(staffA1.headers)).toBe(1);
    expect((await listOf(staffA1.headers, '?unread=true')).data.map((n) => n.subject)).toEqual(['First']);
    expect((await listOf(staffA1.headers)).data[0]!.readAt).not.toBeNull();

    // Another person's is a 404 and never listed or changed.
    const theirs = (await listOf(staffA2.headers)).data[0]!;
    expectError(await http.put(`/api/v1/notifications/${theirs._id}/read`, {}, staffA1.headers), 404, 'not_found');
    expect((await listOf(staffA1.headers)).data.map((n) => n._id)).not.toContain(theirs._id);
    expect(await unread(staffA2.headers)).toBe(1);

    expect((await http.put('/api/v1/notifications/read-all', {}, staffA1.headers)).json()).toEqual({ data: { ok: true } });
    expect(await unread(staffA1.headers)).toBe(0);
    expect(await unread(staffA2.headers)).toBe(1);
  });

  it('pages with a cursor and refuses visitors (401) and bad input (400)', async () => {
    const { adminB } = tenants;
    for (const subject of ['a', 'b', 'c']) await send([adminB._id], subject);
    const page1 = await listOf(adminB.headers, '?limit=2');
    const page2 = await listOf(adminB.headers, `?limit=2&cursor=${page1.meta.nextCursor}`);
    expect([...page1.data, ...page2.data].map((n) => n.subject)).toEqual(['c', 'b', 'a']);
    expect(page2.meta.nextCursor).toBeNull();
    expectError(await http.get('/api/v1/notifications'), 401, 'unauthorized');
    expectError(await http.get('/api/v1/notifications/unread-count'), 401);
    expectError(await http.put('/api/v1/notifications/read-all', {}), 401);
    expectValidationError(await http.get('/api/v1/notifications?unread=maybe', adminB.headers));
    expectValidationError(await http.put('/api/v1/notifications/nope/read', {}, adminB.headers));
    expectError(await http.put('/api/v1/notifications/01900000-0000-7000-8000-000000000000/read', {}, adminB.headers), 404);
  });

  it("reach the person's open tabs live, and nobody else's", async () => {
    const { locationAdminA1, locationAdminB1 } = tenants;
    const mine = live.heard(await live.connect(locationAdminA1.token));
    const other = live.heard(await live.connect(locationAdminB1.token));
    await send([locationAdminA1._id], 'Live one');
    await expect.poll(() => mine.length, { timeout: 5000 }).toBe(1);
    const event = mine[0]!;
    expect(event.notification).toMatchObject({ subject: 'Live one', detail: 'Spring release', link: '/roadmap/x', readAt: null });
    expect((await listOf(locationAdminA1.headers)).data[0]!._id).toBe(event.notification._id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(other).toEqual([]);
    expect(mine).toHaveLength(1);
  });
});
