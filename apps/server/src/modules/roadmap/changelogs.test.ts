import { ZChangelogList, ZChangelogResponse } from '@atrium/contracts/changelogs';
import { ZNotificationList } from '@atrium/contracts/notifications';
import { ZRoadmapItemResponse } from '@atrium/contracts/roadmap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectValidationError } from '../../test/http';
import { addItem, createRoadmapApp, type RoadmapApp } from './roadmap-fixtures';

let r: RoadmapApp;
beforeAll(async () => {
  r = await createRoadmapApp();
});
afterAll(() => r.t.close());

const admin = () => r.tenants.superAdmin.headers;
const entry = (res: { json: () => unknown }) => ZChangelogResponse.parse(res.json()).data;
const listed = async (query = '', headers: Record<string, string> = {}) => {
  const res = await r.http.get(`/api/v1/changelogs${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return ZChangelogList.parse(res.json());
};

describe('changelog drafts', () => {
  it('are written by managers with sanitised bodies and linked items, and seen by nobody else', async () => {
    const item = await addItem(r, { title: 'Bulk edit' });
    const res = await r.http.post(
      '/api/v1/changelogs',
      { title: 'March release', body: '<p>Bulk <strong>edit</strong> is here</p><script>x()</script>', itemIds: [item, item] },
      admin(),
    );
    expect(res.statusCode, res.body).toBe(201);
    const draft = entry(res);
    expect(draft).toMatchObject({
      status: 'draft',
      body: '<p>Bulk <strong>edit</strong> is here</p>',
      app: null,
      items: [{ _id: item, title: 'Bulk edit', status: 'planned' }],
      publishedAt: null,
      viewerCanManage: true,
    });
    for (const headers of [{}, r.tenants.staffA1.headers, r.creatorP.headers]) {
      expectError(await r.http.get(`/api/v1/changelogs/${draft._id}`, headers), 404, 'not_found');
      expect((await listed()).data.map((c) => c._id)).not.toContain(draft._id);
    }
    expectError(await r.http.get('/api/v1/changelogs?status=draft'), 401);
    expect((await listed('?status=draft', r.tenants.staffA1.headers)).data).toEqual([]);
    expect((await listed('?status=draft', admin())).data.map((c) => c._id)).toContain(draft._id);
    // Someone who cannot see the draft cannot learn it exists by writing to it.
    expectError(await r.http.put(`/api/v1/changelogs/${draft._id}`, { title: 'x' }, r.creatorP.headers), 404);
    expectError(await r.http.del(`/api/v1/changelogs/${draft._id}`, r.tenants.adminA.headers), 404);
    expectError(await r.http.post(`/api/v1/changelogs/${draft._id}/publish`, {}, r.creatorP.headers), 404);
  });

  it("keeps an app's changelog to its partner's team and the super admin", async () => {
    const { appP, appQ, creatorP, creatorQ } = r;
    const item = await addItem(r, { title: 'Waitlist', appId: appP._id }, creatorP.headers);
    const draft = entry(
      await r.http.post(
        '/api/v1/changelogs',
        { title: 'Pine 2.0', body: 'New', appId: appP._id, itemIds: [item] },
        creatorP.headers,
      ),
    );
    expect(draft.app).toEqual({ _id: appP._id, name: 'Pine Scheduler' });
    expect((await listed('?status=draft', creatorP.headers)).data.map((c) => c._id)).toEqual([draft._id]);
    expect((await listed('?status=draft', creatorQ.headers)).data).toEqual([]);
    expectError(await r.http.get(`/api/v1/changelogs/${draft._id}`, creatorQ.headers), 404);
    expectError(
      await r.http.post('/api/v1/changelogs', { title: 'Not mine', body: 'x', appId: appP._id }, creatorQ.headers),
      403,
    );
    expectError(await r.http.post('/api/v1/changelogs', { title: 'Platform', body: 'x' }, creatorP.headers), 403);
    expect(entry(await r.http.get(`/api/v1/changelogs/${draft._id}`, admin())).viewerCanManage).toBe(true);
    // Once public, the other team reads it but may not change it.
    await r.http.post(`/api/v1/changelogs/${draft._id}/publish`, {}, creatorP.headers);
    expect(entry(await r.http.get(`/api/v1/changelogs/${draft._id}`, creatorQ.headers)).viewerCanManage).toBe(false);
    expectError(await r.http.put(`/api/v1/changelogs/${draft._id}`, { title: 'x' }, creatorQ.headers), 403, 'forbidden');
    expectError(await r.http.del(`/api/v1/changelogs/${draft._id}`, creatorQ.headers), 403, 'forbidden');
    expectError(
      await r.http.post('/api/v1/changelogs', { title: 'x', body: 'x', appId: appQ._id, itemIds: [item] }, creatorQ.headers),
      400,
    );
  });

  it('refuses items of another roadmap, merged items and bad input (400)', async () => {
    const platformItem = await addItem(r, { title: 'Platform thing' });
    const appItem = await addItem(r, { title: 'App thing', appId: r.appP._id });
    const merged = await addItem(r, { title: 'Merged thing' });
    await r.http.post(`/api/v1/roadmap/${merged}/merge`, { intoId: platformItem }, admin());
    expect(
      expectError(await r.http.post('/api/v1/changelogs', { title: 'x', body: 'x', itemIds: [appItem] }, admin()), 400).message,
    ).toBe('Link only ideas from the same roadmap as this entry');
    expect(
      expectError(await r.http.post('/api/v1/changelogs', { title: 'x', body: 'x', itemIds: [merged] }, admin()), 400).message,
    ).toBe('“Merged thing” was merged into another idea: link the original instead');
    expect(
      expectError(await r.http.post('/api/v1/changelogs', { title: 'x', body: '<script>x</script>' }, admin()), 400).message,
    ).toBe('Body is required');
    expect(expectValidationError(await r.http.post('/api/v1/changelogs', { title: '', body: '' }, admin()))).toEqual([
      'title',
      'body',
    ]);
    expectValidationError(await r.http.post('/api/v1/changelogs', { title: 'x', body: 'x', itemIds: ['nope'] }, admin()));
    expectValidationError(await r.http.get('/api/v1/changelogs?status=archived'));
    expectError(await r.http.post('/api/v1/changelogs', { title: 'x', body: 'x' }), 401);
  });

  it('changes only what is sent, relinks drafts, and deletes (204)', async () => {
    const a = await addItem(r, { title: 'Item a' });
    const b = await addItem(r, { title: 'Item b' });
    const draft = entry(await r.http.post('/api/v1/changelogs', { title: 'Draft', body: '<p>Body</p>', itemIds: [a] }, admin()));
    const changed = entry(await r.http.put(`/api/v1/changelogs/${draft._id}`, { title: 'Better title' }, admin()));
    expect(changed).toMatchObject({ title: 'Better title', body: '<p>Body</p>', items: [{ _id: a }] });
    expect(entry(await r.http.put(`/api/v1/changelogs/${draft._id}`, { itemIds: [b] }, admin())).items.map((i) => i._id)).toEqual(
      [b],
    );
    expect((await r.http.del(`/api/v1/changelogs/${draft._id}`, admin())).statusCode).toBe(204);
    expectError(await r.http.get(`/api/v1/changelogs/${draft._id}`, admin()), 404);
  });
});

describe('publishing a changelog', () => {
  it('ships the linked items, notifies each voter once per item, and refuses a second publish (409)', async () => {
    const { staffA1, staffA2, adminB } = r.tenants;
    const first = await addItem(r, { title: 'Invoices in PDF' });
    const second = await addItem(r, { title: 'Invoice reminders' });
    const already = await addItem(r, { title: 'Already out' });
    for (const p of [staffA1, staffA2]) await r.http.post(`/api/v1/roadmap/${first}/vote`, {}, p.headers);
    for (const p of [staffA1, adminB]) await r.http.post(`/api/v1/roadmap/${second}/vote`, {}, p.headers);
    await r.http.post(`/api/v1/roadmap/${already}/vote`, {}, staffA2.headers);
    await r.http.put(`/api/v1/roadmap/${already}`, { status: 'shipped' }, admin());
    const draft = entry(
      await r.http.post(
        '/api/v1/changelogs',
        { title: 'Billing, April', body: '<p>Invoices</p>', itemIds: [first, second, already] },
        admin(),
      ),
    );

    const res = await r.http.post(`/api/v1/changelogs/${draft._id}/publish`, {}, admin());
    expect(res.statusCode, res.body).toBe(200);
    const published = entry(res);
    expect(published.status).toBe('published');
    expect(published.publishedAt).not.toBeNull();
    expect(published.items.map((i) => i.status)).toEqual(['shipped', 'shipped', 'shipped']);
    const shipped = ZRoadmapItemResponse.parse((await r.http.get(`/api/v1/roadmap/${first}`)).json()).data;
    expect(shipped).toMatchObject({ status: 'shipped', shippedIn: { _id: draft._id, title: 'Billing, April' } });
    expect(ZRoadmapItemResponse.parse((await r.http.get(`/api/v1/roadmap/${already}`)).json()).data.shippedIn).toBeNull();

    const notes = async (headers: Record<string, string>) =>
      ZNotificationList.parse((await r.http.get('/api/v1/notifications', headers)).json()).data.map((n) => [
        n.subject,
        n.detail,
        n.link,
      ]);
    expect((await notes(staffA1.headers)).sort()).toEqual(
      [
        ['Invoices in PDF', 'Billing, April', `/roadmap/${first}`],
        ['Invoice reminders', 'Billing, April', `/roadmap/${second}`],
      ].sort(),
    );
    // The item that had shipped before tells nobody again.
    expect(await notes(staffA2.headers)).toEqual([['Invoices in PDF', 'Billing, April', `/roadmap/${first}`]]);
    expect(await notes(adminB.headers)).toEqual([['Invoice reminders', 'Billing, April', `/roadmap/${second}`]]);

    expect(expectError(await r.http.post(`/api/v1/changelogs/${draft._id}/publish`, {}, admin()), 409).message).toBe(
      'This entry is already published',
    );
    expect((await notes(staffA1.headers)).length).toBe(2);
    expect((await listed('', staffA1.headers)).data[0]!._id).toBe(draft._id);
    expectError(await r.http.post(`/api/v1/changelogs/${draft._id}/publish`, {}), 401);
  });

  it('keeps a published entry’s links (409) and its items shipped after it is deleted', async () => {
    const item = await addItem(r, { title: 'Stays shipped' });
    const other = await addItem(r, { title: 'Not in it' });
    const draft = entry(await r.http.post('/api/v1/changelogs', { title: 'Kept', body: 'x', itemIds: [item] }, admin()));
    await r.http.post(`/api/v1/changelogs/${draft._id}/publish`, {}, admin());
    expect(
      expectError(await r.http.put(`/api/v1/changelogs/${draft._id}`, { itemIds: [item, other] }, admin()), 409).message,
    ).toBe('The ideas of a published entry cannot change: shipping cannot be taken back');
    expect(entry(await r.http.put(`/api/v1/changelogs/${draft._id}`, { itemIds: [item], title: 'Kept!' }, admin())).title).toBe(
      'Kept!',
    );
    expect((await r.http.del(`/api/v1/changelogs/${draft._id}`, admin())).statusCode).toBe(204);
    expect(ZRoadmapItemResponse.parse((await r.http.get(`/api/v1/roadmap/${item}`)).json()).data).toMatchObject({
      status: 'shipped',
      shippedIn: null,
    });
  });

  it('lists published entries newest first, by roadmap and words, with a cursor', async () => {
    const ids: string[] = [];
    for (const title of ['Paging one', 'Paging two', 'Paging three']) {
      const id = entry(await r.http.post('/api/v1/changelogs', { title, body: 'Paging body' }, admin()))._id;
      await r.http.post(`/api/v1/changelogs/${id}/publish`, {}, admin());
      ids.push(id);
    }
    const page1 = await listed('?q=paging&limit=2&appId=platform');
    expect(page1.meta.total).toBe(3);
    const page2 = await listed(`?q=paging&limit=2&appId=platform&cursor=${page1.meta.nextCursor}`);
    expect([...page1.data, ...page2.data].map((c) => c._id)).toEqual([...ids].reverse());
    expect((await listed(`?appId=${r.appQ._id}`)).data).toEqual([]);
  });
});
