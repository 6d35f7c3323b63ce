import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveClients } from '../notifications/live-client-fixtures';
import { addItem, createRoadmapApp, type RoadmapApp } from './roadmap-fixtures';

let r: RoadmapApp;
let live: Awaited<ReturnType<typeof liveClients>>;

beforeAll(async () => {
  r = await createRoadmapApp();
  live = await liveClients(r.t.app);
});
afterAll(async () => {
  live.closeAll();
  await r.t.close();
});

describe('publishing a changelog, live', () => {
  it("tells a voter's open tab that their idea shipped, and nobody who did not vote", async () => {
    const { staffA1, staffA2 } = r.tenants;
    const item = await addItem(r, { title: 'Stripe payouts' });
    await r.http.post(`/api/v1/roadmap/${item}/vote`, {}, staffA1.headers);
    const entry = (
      await r.http.post(
        '/api/v1/changelogs',
        { title: 'Payments, May', body: 'Payouts', itemIds: [item] },
        r.tenants.superAdmin.headers,
      )
    ).json().data;

    const heard = live.heard(await live.connect(staffA1.token));
    const bystander = live.heard(await live.connect(staffA2.token));

    const res = await r.http.post(`/api/v1/changelogs/${entry._id}/publish`, {}, r.tenants.superAdmin.headers);
    expect(res.statusCode, res.body).toBe(200);
    await expect.poll(() => heard.length, { timeout: 5000 }).toBe(1);
    expect(heard[0]!.notification).toMatchObject({
      kind: 'roadmap_shipped',
      subject: 'Stripe payouts',
      detail: 'Payments, May',
      link: `/roadmap/${item}`,
      readAt: null,
    });
    const unread = await r.http.get('/api/v1/notifications/unread-count', staffA1.headers);
    expect(unread.json()).toEqual({ data: { count: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bystander).toEqual([]);
    expect(heard).toHaveLength(1);
  });
});
