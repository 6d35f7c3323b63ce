import { ZChangelogList } from '@atrium/contracts/changelogs';
import { ZNotificationList } from '@atrium/contracts/notifications';
import { ZRoadmapCalendar, ZRoadmapCommentList, ZRoadmapItemList, ZRoadmapItemResponse } from '@atrium/contracts/roadmap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp } from '../test/demo-app';

let demo: Awaited<ReturnType<typeof createDemoApp>>;

beforeAll(async () => {
  demo = await createDemoApp();
});
afterAll(() => demo.t.close());

const items = async (query: string, headers: Record<string, string> = {}) =>
  ZRoadmapItemList.parse((await demo.http.get(`/api/v1/roadmap?limit=200&${query}`, headers)).json()).data;

describe('the demo roadmap', () => {
  it('has a living platform roadmap in every status and six categories, with votes and comments', async () => {
    const platform = await items('appId=platform');
    expect(platform.length).toBe(24);
    expect(new Set(platform.map((i) => i.status))).toEqual(
      new Set(['under_review', 'planned', 'in_progress', 'shipped', 'declined']),
    );
    expect(new Set(platform.map((i) => i.category)).size).toBe(6);
    expect(platform.every((i) => i.voteCount > 0)).toBe(true);
    expect(platform[0]!.voteCount).toBeGreaterThanOrEqual(platform[1]!.voteCount);
    const shipped = platform.filter((i) => i.status === 'shipped');
    expect(shipped.every((i) => i.shippedAt && i.shippedIn)).toBe(true);
  });

  it('has a merged duplicate whose votes and comment moved to the original', async () => {
    const [dark] = (await items('appId=platform&q=dark mode')).filter((i) => i.title === 'Dark mode for the whole dashboard');
    // Six voters on the original, three on the duplicate, two of them on both: seven.
    expect(dark!.voteCount).toBe(7);
    const comments = ZRoadmapCommentList.parse((await demo.http.get(`/api/v1/roadmap/${dark!._id}/comments`)).json()).data;
    const moved = comments.find((c) => c.movedFrom);
    expect(moved!.movedFrom!.title).toBe('Night theme please');
    const duplicate = ZRoadmapItemResponse.parse((await demo.http.get(`/api/v1/roadmap/${moved!.movedFrom!._id}`)).json()).data;
    expect(duplicate.mergedInto).toEqual({ _id: dark!._id, title: dark!.title });
  });

  it('has two app roadmaps, one managed by the demo app creator', async () => {
    const all = await items('', await demo.signIn('creator@atrium.test'));
    const appItems = all.filter((i) => i.app);
    expect(new Set(appItems.map((i) => i.app!._id)).size).toBe(2);
    expect(new Set(appItems.filter((i) => i.viewerCanManage).map((i) => i.app!._id)).size).toBe(1);
    expect(all.filter((i) => !i.app).every((i) => !i.viewerCanManage)).toBe(true);
  });

  it('places items on the calendar over the coming months', async () => {
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const res = await demo.http.get(`/api/v1/roadmap/calendar?from=${day(-62)}&to=${day(185)}`);
    expect(ZRoadmapCalendar.parse(res.json()).data.length).toBeGreaterThanOrEqual(15);
  });

  it('has published changelog entries, a draft for the super admin, and notifications for voters', async () => {
    const published = ZChangelogList.parse((await demo.http.get('/api/v1/changelogs')).json());
    expect(published.meta.total).toBe(7);
    expect(published.data.every((c) => c.items.length > 0 && c.items.every((i) => i.status === 'shipped'))).toBe(true);
    const admin = await demo.signIn('root@atrium.test');
    const drafts = ZChangelogList.parse((await demo.http.get('/api/v1/changelogs?status=draft', admin)).json()).data;
    expect(drafts.map((c) => c.title)).toEqual(['Two-way QuickBooks sync']);
    const liam = await demo.signIn('liam@summitdental.test', 'user');
    const notes = ZNotificationList.parse((await demo.http.get('/api/v1/notifications', liam)).json()).data;
    expect(notes[0]).toMatchObject({ subject: 'Sign in with Face ID and fingerprint', readAt: null });
    expect(notes.some((n) => n.readAt !== null)).toBe(true);
  });
});
