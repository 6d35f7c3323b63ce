import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './helpers';

const LIAM = 'liam@summitdental.test';
/** The demo video Liam marks watched (seed/demo-media.ts). */
const VIDEO = 'Birthday campaigns';

/** Liam's API session: location people sign in through the user portal (POST /user/login). */
async function liamHeaders(request: APIRequestContext) {
  const res = await request.post('/api/v1/user/login', { data: { email: LIAM, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  const { token } = (await res.json()).data as { token: string };
  return { Authorization: `Bearer ${token}` };
}

/** The demo video's id and whether Liam has watched it. */
async function liamWatched(request: APIRequestContext) {
  const headers = await liamHeaders(request);
  const items = await request.get('/api/v1/medialibrary', { headers, params: { limit: 200, kind: 'video' } });
  expect(items.ok()).toBe(true);
  const item = ((await items.json()).data as { _id: string; title: string }[]).find((i) => i.title === VIDEO);
  expect(item, `${VIDEO} is in the demo data`).toBeDefined();
  const progress = await request.get('/api/v1/medialibrary/progress', { headers });
  expect(progress.ok()).toBe(true);
  const rows = (await progress.json()).data as { itemId: string; status: string }[];
  return { headers, id: item!._id, watched: rows.some((r) => r.itemId === item!._id && r.status === 'completed') };
}

async function setWatched(request: APIRequestContext, completed: boolean) {
  const { headers, id } = await liamWatched(request);
  const res = await request.put(`/api/v1/medialibrary/${id}/complete`, { headers, data: { completed } });
  expect(res.ok()).toBe(true);
}

const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title }) });

test.describe('Education media library for visitors', () => {
  test('a visitor filters videos by category, searches, and plays a video', async ({ page }) => {
    await page.goto('/media-library');
    await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
    const videos = page.getByRole('list', { name: 'Videos', exact: true }).getByRole('listitem');
    await expect(videos.first()).toBeVisible();
    // Videos only: the demo's documents belong to the Media Library screen.
    await expect(card(page, 'Quick-start checklist (PDF)')).toHaveCount(0);

    const categories = page.getByRole('navigation', { name: 'Categories' });
    await categories.getByRole('button', { name: /Marketing automation/ }).click();
    await expect(page).toHaveURL(/category=/);
    await expect(videos).toHaveCount(4);
    await expect(card(page, 'Lead scoring explained')).toBeVisible();
    await expect(card(page, 'A tour of Atrium')).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Search titles and descriptions' }).fill('REVIEW');
    await expect(page).toHaveURL(/[?&]q=REVIEW/);
    await expect(videos).toHaveCount(1);
    await expect(page.getByText('1 result for “REVIEW”')).toBeVisible();

    await card(page, 'Review requests that get answered').getByRole('button', { name: 'Watch', exact: true }).click();
    const player = page.getByRole('dialog', { name: 'Review requests that get answered' });
    await expect(player.locator('iframe[title="Video player: Review requests that get answered"]')).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(player).toBeHidden();

    // The search survives a reload: it lives in the address.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search titles and descriptions' })).toHaveValue('REVIEW');
    await expect(videos).toHaveCount(1);
  });

  test('the Media Library shows documents too, opened by their link', async ({ page }) => {
    await page.goto('/medialibraries');
    await expect(page.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible();
    const document = card(page, 'Quick-start checklist (PDF)');
    await expect(document.getByRole('link', { name: /Open document/ })).toHaveAttribute(
      'href',
      'https://atrium.example/docs/quick-start.pdf',
    );
    await expect(card(page, 'A tour of Atrium').getByRole('button', { name: 'Watch', exact: true })).toBeVisible();
    // Visitors are invited to sign in to keep track.
    await card(page, 'A tour of Atrium').getByRole('button', { name: 'Mark as watched' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in to track your progress' })).toBeVisible();
  });
});

test.describe('Education media library as a location user', () => {
  // Only this flow touches Liam's progress on this video: the hooks start from not watched and put back what they found.
  let found = false;
  test.beforeEach(async ({ request }) => {
    found = (await liamWatched(request)).watched;
    await setWatched(request, false);
  });
  test.afterEach(async ({ request }) => {
    await setWatched(request, found);
  });

  test('a location user marks a video watched and still sees it watched after a reload', async ({ page }) => {
    await signIn(page, LIAM, 'Location or user account');
    await page.goto('/media-library');
    const video = card(page, VIDEO);
    await video.getByRole('button', { name: 'Mark as watched' }).click();
    await expect(video.getByText('Watched', { exact: true })).toBeVisible();

    await page.reload();
    await expect(video.getByText('Watched', { exact: true })).toBeVisible();
    await expect(video.getByRole('button', { name: 'Mark as not watched' })).toBeVisible();
  });
});

test.describe('Education home', () => {
  test('shows the banners, the news feed and tiles to every area', async ({ page }) => {
    await page.goto('/education');
    await expect(page.getByRole('heading', { level: 1, name: 'Learn and grow with Atrium' })).toBeVisible();
    const banners = page.getByRole('region', { name: 'Highlights' });
    await expect(banners.getByRole('heading', { name: 'New: checklists for your whole team' })).toBeVisible();
    await banners.getByRole('button', { name: 'Pause the highlights' }).click();
    await banners.getByRole('button', { name: 'Next highlight' }).click();
    await expect(banners.getByRole('heading', { name: 'Snapshots masterclass this week' })).toBeVisible();

    const news = page.getByRole('list', { name: 'News' });
    await expect(news.getByRole('heading', { name: 'Checklists are here' })).toBeVisible();
    await expect(news.getByRole('listitem')).toHaveCount(5);

    // The platform's published tools, by category (the draft one stays out).
    const tools = page.getByRole('region', { name: 'Tools' });
    await expect(
      tools.getByRole('region', { name: 'Sales' }).getByRole('link', { name: 'Open ROI calculator in a new tab' }),
    ).toBeVisible();
    await expect(tools.getByText('Pricing simulator')).toHaveCount(0);

    await page
      .getByRole('region', { name: 'Explore the education area' })
      .getByRole('link', { name: /^Videos/ })
      .click();
    await expect(page).toHaveURL(/\/media-library$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
  });
});
