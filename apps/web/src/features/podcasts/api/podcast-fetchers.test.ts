import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FetchCall, stubFetch } from '@/test/app-harness';
import { createPodcast } from './create-podcast';
import { deletePodcast } from './delete-podcast';
import { getExchangePodcasts, PodcastsFetchError } from './get-exchange-podcasts';
import { getPodcasts } from './get-podcasts';
import { publishPodcast } from './publish-podcast';
import { unpublishPodcast } from './unpublish-podcast';
import { updatePodcast } from './update-podcast';

/**
 * The podcast fetchers on the wire: the method, URL and body each sends (the SPEC's paths, now taken from the
 * contracts' resource group) and the plain value each hands back, the `{ data }` envelope removed.
 */

let answer: { status: number; body: unknown };
let calls: FetchCall[];

beforeEach(() => {
  answer = { status: 200, body: { data: null } };
  calls = stubFetch(() => answer).calls;
});
afterEach(() => vi.unstubAllGlobals());

const podcast = {
  _id: 'p 1',
  title: 'Episode',
  description: null,
  date: '2026-01-02',
  video: 'dQw4w9WgXcQ',
  status: 'draft',
  hidden: false,
  publishedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
} as const;
/** The last call, as the assertions below compare it. */
const last = () => {
  const call = calls.at(-1);
  return call && { method: call.method, url: call.url, body: call.body, authorization: call.headers.Authorization ?? null };
};

describe('the podcast writes', () => {
  it('create, update, publish, unpublish and delete call the group with the token and return the podcast', async () => {
    answer.body = { data: podcast };
    const body = { title: 'Episode', date: '2026-01-02', video: 'dQw4w9WgXcQ' };
    expect(await createPodcast(body, 'tok')).toEqual(podcast);
    expect(last()).toEqual({ method: 'POST', url: '/api/v1/podcasts', body, authorization: 'Bearer tok' });

    expect(await updatePodcast({ id: 'p 1', body: { title: 'New' } }, 'tok')).toEqual(podcast);
    expect(last()).toEqual({ method: 'PUT', url: '/api/v1/podcasts/p%201', body: { title: 'New' }, authorization: 'Bearer tok' });

    expect(await publishPodcast('p 1', 'tok')).toEqual(podcast);
    expect(last()).toMatchObject({ method: 'POST', url: '/api/v1/podcasts/p%201/publish', body: undefined });
    expect(await unpublishPodcast('p 1', 'tok')).toEqual(podcast);
    expect(last()).toMatchObject({ method: 'POST', url: '/api/v1/podcasts/p%201/unpublish', body: undefined });

    answer.body = { data: { ok: true } };
    await expect(deletePodcast('p 1', 'tok')).resolves.toBeUndefined();
    expect(last()).toMatchObject({ method: 'DELETE', url: '/api/v1/podcasts/p%201', authorization: 'Bearer tok' });
  });
});

describe('the podcast reads', () => {
  it('the admin list asks for one page of the filter and returns the page as it is', async () => {
    const page = { data: [podcast], meta: { total: 1, nextCursor: 'c2' } };
    answer.body = page;
    expect(await getPodcasts({ q: 'ep', status: 'draft', token: 'tok', cursor: 'c1' })).toEqual(page);
    expect(last()?.url).toBe('/api/v1/podcasts?limit=20&cursor=c1&q=ep&status=draft');
    await getPodcasts({ q: '', status: '', token: 'tok' });
    expect(last()?.url).toBe('/api/v1/podcasts?limit=20');
  });

  it('the public listing returns the array, counts anything else as no podcasts, and names a refusal', async () => {
    const listed = [{ id: 'p1', title: 'A', description: null, date: null, video: 'dQw4w9WgXcQ' }];
    answer.body = { data: listed };
    expect(await getExchangePodcasts()).toEqual(listed);
    expect(last()).toEqual({ method: 'GET', url: '/api/v1/exchangepodcast', body: undefined, authorization: null });

    for (const body of [{ data: 'nope' }, { data: null }, {}, null]) {
      answer.body = body;
      expect(await getExchangePodcasts(), JSON.stringify(body)).toEqual([]);
    }

    answer = { status: 500, body: { error: { code: 'internal_error', message: 'x' } } };
    await expect(getExchangePodcasts()).rejects.toBeInstanceOf(PodcastsFetchError);
  });
});
