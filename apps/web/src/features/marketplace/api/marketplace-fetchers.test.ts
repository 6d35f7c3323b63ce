import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_ID, appCard, appDetail, review } from '@/features/marketplace/test-fixtures';
import { SESSION_KEYS } from '@/lib/session-store';
import { type FetchCall, stubFetch } from '@/test/app-harness';
import { getApp } from './get-app';
import { CATALOGUE_PAGE_SIZE, getCatalogue } from './get-catalogue';
import { getCollections } from './get-collections';
import { getNestedStore } from './get-nested-store';
import { getPartner } from './get-partner';
import { getPartners } from './get-partners';
import { getReviews, REVIEWS_PAGE_SIZE } from './get-reviews';
import { getSuggestions } from './get-suggestions';

/**
 * The marketplace fetchers on the wire: the URL each asks for (SPEC paths, unchanged by calling the contracts'
 * endpoints) and the plain value each hands back, the `{ data }` envelope removed and a page kept whole.
 */

const PARTNER = {
  _id: '0190f5a0-0000-7000-8000-00000000b001',
  slug: 'beacon-labs',
  name: 'Beacon Labs',
  tagline: 'Chat for agencies',
  logoUrl: null,
  website: null,
  appCount: 1,
  totalInstalls: 10,
};

function serve(body: unknown) {
  return stubFetch(() => ({ body }));
}

const urls = (calls: FetchCall[]) => calls.map((c) => c.url);

afterEach(() => vi.unstubAllGlobals());

describe('the marketplace fetchers', () => {
  it('asks for a catalogue page with the filters, the page size and the cursor, and keeps the page', async () => {
    const page = { data: [appCard()], meta: { total: 30, nextCursor: 'abc' } };
    const { calls } = serve(page);
    expect(await getCatalogue({ q: 'chat', price: 'free', minRating: 4 })).toEqual(page);
    await getCatalogue({ sort: 'newest' }, 'abc');
    expect(urls(calls)).toEqual([
      `/api/v1/app/filter?q=chat&price=free&minRating=4&limit=${CATALOGUE_PAGE_SIZE}`,
      `/api/v1/app/filter?sort=newest&limit=${CATALOGUE_PAGE_SIZE}&cursor=abc`,
    ]);
  });

  it('reads the app page without its envelope', async () => {
    const detail = appDetail();
    const { calls } = serve({ data: detail });
    expect(await getApp(APP_ID)).toEqual(detail);
    expect(urls(calls)).toEqual([`/api/v1/app/get_single_app?app_id=${APP_ID}`]);
  });

  it('asks for suggestions with the text encoded', async () => {
    const suggestion = { _id: APP_ID, name: 'Beacon Chat', tagline: 'Chat', iconUrl: null, type: 'integration' };
    const { calls } = serve({ data: [suggestion] });
    expect(await getSuggestions('bea con&')).toEqual([suggestion]);
    expect(urls(calls)).toEqual(['/api/v1/app/get_search_apps?q=bea+con%26']);
  });

  it('asks for the collections exactly as the page of / preloads them: no token, no custom headers', async () => {
    localStorage.setItem(SESSION_KEYS.token, 'a-token');
    const collections = { topInstalled: [appCard()], topFree: [], newlyAdded: [], topRated: [], categories: [] };
    const { calls } = serve({ data: collections });
    expect(await getCollections()).toEqual(collections);
    await getPartners();
    localStorage.removeItem(SESSION_KEYS.token);
    expect(calls[0]).toEqual({ url: '/api/v1/app/default_apps', method: 'GET', headers: {}, body: undefined });
    // The other reads carry the session as usual: it is the preload that must go without.
    expect(calls[1]?.headers.Authorization).toBe('Bearer a-token');
  });

  it('puts the nested store and partner keys in the path, encoded', async () => {
    const store = { _id: APP_ID, name: 'CRM', description: '', appType: 'crm', apps: [] };
    const { calls } = serve({ data: store });
    expect(await getNestedStore('CRM tools/x')).toEqual(store);
    const partner = serve({ data: { ...PARTNER, description: 'About', apps: [] } });
    expect((await getPartner('beacon labs')).slug).toBe('beacon-labs');
    expect(urls(calls)).toEqual(['/api/v1/nested_store/CRM%20tools%2Fx']);
    expect(urls(partner.calls)).toEqual(['/api/v1/partners/beacon%20labs']);
  });

  it('lists the partners without their envelope', async () => {
    const { calls } = serve({ data: [PARTNER] });
    expect(await getPartners()).toEqual([PARTNER]);
    expect(urls(calls)).toEqual(['/api/v1/partners']);
  });

  it("pages an app's reviews, with the star filter only when one is chosen", async () => {
    const page = { data: [review(1)], meta: { total: 1, nextCursor: null } };
    const { calls } = serve(page);
    expect(await getReviews(APP_ID, null)).toEqual(page);
    await getReviews(APP_ID, 4, 'next');
    expect(urls(calls)).toEqual([
      `/api/v1/app/reviews?app_id=${APP_ID}&limit=${REVIEWS_PAGE_SIZE}`,
      `/api/v1/app/reviews?app_id=${APP_ID}&stars=4&limit=${REVIEWS_PAGE_SIZE}&cursor=next`,
    ]);
  });
});
