import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/app-harness';
import { getRoadmapItems, roadmapItemsKeys } from './roadmap-items';

afterEach(() => vi.unstubAllGlobals());

const item = (id: string) => ({ _id: id, title: `Item ${id}` });

describe('getRoadmapItems', () => {
  it('reads every page of the filter, following nextCursor, and returns the items in order', async () => {
    const { calls } = stubFetch(({ url }) =>
      url.includes('cursor=c2')
        ? { body: { data: [item('3')], meta: { total: 3, nextCursor: null } } }
        : { body: { data: [item('1'), item('2')], meta: { total: 3, nextCursor: 'c2' } } },
    );

    const items = await getRoadmapItems({ appId: 'platform', sort: 'votes', q: 'dark' }, 'tok');
    expect(items.map((i) => i._id)).toEqual(['1', '2', '3']);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/roadmap?appId=platform&sort=votes&q=dark&limit=200',
      '/api/v1/roadmap?appId=platform&sort=votes&q=dark&limit=200&cursor=c2',
    ]);
    expect(calls[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it("keys its lists under the roadmap's key, so the roadmap's writes and vote patches reach every reader", () => {
    expect(roadmapItemsKeys.list('u1', { sort: 'votes' }).slice(0, 2)).toEqual(['roadmap', 'items']);
    expect(roadmapItemsKeys.all).toEqual(['roadmap', 'items']);
  });
});
