import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_ID, appReview, consoleApp, consoleRow, PARTNER, points } from '@/features/console/test-fixtures';
import { type FetchCall, stubFetch } from '@/test/app-harness';
import { addConsoleVersion } from './add-console-version';
import { moveApp } from './app-lifecycle';
import { createConsoleApp } from './create-console-app';
import { getAppInstalls } from './get-app-installs';
import { getAppReviews } from './get-app-reviews';
import { getConsoleApp } from './get-console-app';
import { getConsoleApps } from './get-console-apps';
import { getConsolePartners } from './get-console-partners';
import { replyToReview } from './reply-to-review';
import { updateConsoleApp } from './update-console-app';
import { updateConsolePlans } from './update-console-plans';

/**
 * The console fetchers on the wire: the method, URL and body each sends (SPEC paths, unchanged by calling the
 * contracts' endpoints) and the plain value each hands back, the `{ data }` envelope removed (a page keeps its shape).
 */

let answer: unknown;
let calls: FetchCall[];

beforeEach(() => {
  answer = { data: null };
  calls = stubFetch(() => ({ body: answer })).calls;
});
afterEach(() => vi.unstubAllGlobals());

/** What the tests compare: the call without its other headers. */
const sent = () =>
  calls.map(({ method, url, body, headers }) => ({ method, url, body, authorization: headers.Authorization ?? null }));

const TOKEN = 'test-token';
const bearer = `Bearer ${TOKEN}`;
const meta = { total: 3, nextCursor: 'next-page' };

describe('the console fetchers', () => {
  it('lists apps as a page, naming only the filters that are set', async () => {
    answer = { data: [consoleRow(1)], meta };
    const page = await getConsoleApps({ token: TOKEN, q: '', status: '' });
    expect(page).toEqual({ data: [consoleRow(1)], meta });
    await getConsoleApps({ token: TOKEN, q: 'beacon chat', status: 'in_review', cursor: 'c1', limit: 1 });

    expect(sent().map(({ method, url, authorization }) => [method, url, authorization])).toEqual([
      ['GET', '/api/v1/console/apps?limit=20', bearer],
      ['GET', '/api/v1/console/apps?limit=1&cursor=c1&q=beacon+chat&status=in_review', bearer],
    ]);
  });

  it('reads one app, its install chart and the partners as plain values', async () => {
    answer = { data: consoleApp() };
    expect((await getConsoleApp(APP_ID, TOKEN))._id).toBe(APP_ID);
    answer = { data: { points: points([1, 2]), totalActive: 2 } };
    expect((await getAppInstalls(APP_ID, 90, TOKEN)).totalActive).toBe(2);
    answer = { data: [PARTNER] };
    expect(await getConsolePartners(TOKEN)).toEqual([PARTNER]);

    expect(sent().map(({ method, url }) => [method, url])).toEqual([
      ['GET', `/api/v1/console/apps/${APP_ID}`],
      ['GET', `/api/v1/console/apps/${APP_ID}/installs?days=90`],
      ['GET', '/api/v1/console/partners'],
    ]);
  });

  it('writes the listing, plans and versions, each answered with the whole app', async () => {
    answer = { data: consoleApp({ name: 'Written' }) };
    const listing = { name: 'Written' } as never;
    const plans = { plans: [{ name: 'Free', model: 'free' as const, priceCents: 0 }] };
    const release = { version: '1.2.0', notes: 'Faster sync' };

    expect((await createConsoleApp(listing, TOKEN)).name).toBe('Written');
    expect((await updateConsoleApp({ id: APP_ID, body: listing }, TOKEN)).name).toBe('Written');
    expect((await updateConsolePlans({ id: APP_ID, body: plans }, TOKEN)).name).toBe('Written');
    expect((await addConsoleVersion({ id: APP_ID, body: release }, TOKEN)).name).toBe('Written');

    expect(sent()).toEqual([
      { method: 'POST', url: '/api/v1/console/apps', body: listing, authorization: bearer },
      { method: 'PUT', url: `/api/v1/console/apps/${APP_ID}`, body: listing, authorization: bearer },
      { method: 'PUT', url: `/api/v1/console/apps/${APP_ID}/plans`, body: plans, authorization: bearer },
      { method: 'POST', url: `/api/v1/console/apps/${APP_ID}/versions`, body: release, authorization: bearer },
    ]);
  });

  it('moves an app through the review steps; only a rejection carries a body', async () => {
    answer = { data: consoleApp({ status: 'in_review' }) };
    for (const step of ['submit', 'approve', 'deprecate'] as const) {
      expect((await moveApp({ id: APP_ID, step }, TOKEN)).status).toBe('in_review');
    }
    await moveApp({ id: APP_ID, step: 'reject', reason: 'Screenshots are missing' }, TOKEN);

    expect(sent().map(({ method, url, body }) => [method, url, body])).toEqual([
      ['POST', `/api/v1/console/apps/${APP_ID}/submit`, undefined],
      ['POST', `/api/v1/console/apps/${APP_ID}/approve`, undefined],
      ['POST', `/api/v1/console/apps/${APP_ID}/deprecate`, undefined],
      ['POST', `/api/v1/console/apps/${APP_ID}/reject`, { reason: 'Screenshots are missing' }],
    ]);
  });

  it('pages reviews (a star filter only when chosen) and replies to one by its encoded id', async () => {
    answer = { data: [appReview(1)], meta };
    expect(await getAppReviews({ appId: APP_ID, stars: null, token: TOKEN })).toEqual({ data: [appReview(1)], meta });
    await getAppReviews({ appId: APP_ID, stars: 4, token: TOKEN, cursor: 'c2' });
    answer = { data: appReview(1, { developerReply: 'Thanks!' }) };
    expect((await replyToReview({ reviewId: 'a/b', body: 'Thanks!' }, TOKEN)).developerReply).toBe('Thanks!');

    expect(sent().map(({ method, url, body }) => [method, url, body])).toEqual([
      ['GET', `/api/v1/app/reviews?app_id=${APP_ID}&limit=10`, undefined],
      ['GET', `/api/v1/app/reviews?app_id=${APP_ID}&stars=4&limit=10&cursor=c2`, undefined],
      ['POST', '/api/v1/app/reviews/a%2Fb/reply', { body: 'Thanks!' }],
    ]);
  });

  it('hands a failed write back as an error with the server code', async () => {
    stubFetch(() => ({ status: 409, body: { error: { code: 'invalid_state', message: 'The app is live' } } }));
    await expect(moveApp({ id: APP_ID, step: 'submit' }, TOKEN)).rejects.toMatchObject({ status: 409, code: 'invalid_state' });
  });
});
