import { zData } from '@atrium/contracts/common';
import { ZTicketComment, ZTicketList, ZUnreadComments } from '@atrium/contracts/support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp } from '../../test/demo-app';
import { TEST_SUPER_ADMIN } from '../../test/test-app';

const ZComments = zData(ZTicketComment.array());

let demo: Awaited<ReturnType<typeof createDemoApp>>;

beforeAll(async () => {
  demo = await createDemoApp();
});
afterAll(() => demo.t.close());

const tickets = async (headers: Record<string, string>, query = '') =>
  ZTicketList.parse((await demo.http.get(`/api/v1/support/filter?limit=100${query}`, headers)).json()).data;

describe('the demo help desk', () => {
  it("fills Summit's queues, leaves Emma unread answers, and keeps Harbor's people out", async () => {
    const olivia = await demo.signIn('olivia@summitgrowth.test');
    const all = await tickets(olivia);
    expect(all.length).toBe(15);
    expect(new Set(all.map((t) => t.status))).toEqual(new Set(['open', 'pending', 'on_hold', 'solved', 'closed']));
    const unassigned = await tickets(olivia, '&queue=unassigned');
    expect(unassigned.map((t) => t.priority)).toContain('urgent');
    expect(all.filter((t) => t.rating !== null).length).toBeGreaterThanOrEqual(2);
    expect(await tickets(olivia, '&queue=submitted')).toHaveLength(3);

    const emma = await demo.signIn('emma@summitdental.test', 'user');
    const unread = zData(ZUnreadComments).parse((await demo.http.get('/api/v1/support/GetUnreadComments', emma)).json()).data;
    expect(unread.total).toBeGreaterThan(0);
    const dental = await tickets(emma);
    expect(dental.every((t) => t.location?.name === 'Summit Dental Downtown')).toBe(true);
    for (const ticket of dental) {
      const res = await demo.http.get(`/api/v1/support/getcomments?ticketId=${ticket._id}`, emma);
      expect(ZComments.parse(res.json()).data.some((c) => c.internal)).toBe(false);
    }

    const admin = await demo.signIn(TEST_SUPER_ADMIN);
    const platform = await tickets(admin);
    expect(platform.map((t) => t.team.name)).toEqual(Array(3).fill('Atrium support'));
    expect(await tickets(await demo.signIn('mia@harbordigital.test'))).toEqual([]);
  });
});
