import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn, unique } from './helpers';

const CREATOR = 'creator@atrium.test';

interface Review {
  _id: string;
  authorName: string;
  developerReply: string | null;
}

/** One of the creator's live apps with reviews, and its newest review (first on the public page too). */
async function liveAppWithReview(request: APIRequestContext) {
  const login = await request.post('/api/v1/auth/login', { data: { email: CREATOR, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${(await login.json()).data.token}` };
  const list = await request.get('/api/v1/console/apps?status=live&limit=100', { headers });
  expect(list.ok()).toBe(true);
  const apps = (await list.json()).data as { _id: string; name: string; rating: { count: number } }[];
  for (const app of apps.filter((a) => a.rating.count > 0)) {
    const res = await request.get(`/api/v1/app/reviews?app_id=${app._id}&limit=1`);
    const [review] = (await res.json()).data as Review[];
    if (review) return { app, review };
  }
  throw new Error(`${CREATOR} has no live app with reviews`);
}

test('a creator answers a review in the console, visitors see the reply on the app page', async ({ page, browser, request }) => {
  const { app, review } = await liveAppWithReview(request);
  const reply = `Thanks for the feedback! We are on it. (${unique()})`;

  await signIn(page, CREATOR);
  await page.goto(`/console/apps/${app._id}`);
  await expect(page.getByRole('heading', { level: 1, name: app.name })).toBeVisible();
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/\?tab=reviews$/);
  const panel = page.getByRole('tabpanel', { name: 'Reviews' });
  await expect(panel.getByRole('list', { name: 'Reviews by rating' })).toBeVisible();
  const item = panel.getByRole('article', { name: `Review by ${review.authorName}` }).first();
  const action = review.developerReply ? 'Edit reply' : 'Reply';
  await item.getByRole('button', { name: `${action} to ${review.authorName}` }).click();
  const field = item.getByLabel('Your reply');
  await expect(field).toBeFocused();
  await field.fill(reply);
  await item.getByRole('button', { name: review.developerReply ? 'Save reply' : 'Post reply' }).click();
  await expect(page.getByText(review.developerReply ? 'Reply updated' : 'Reply posted')).toBeVisible();
  await expect(item.getByText(reply)).toBeVisible();
  await expect(item.getByText('Reply from the developer')).toBeVisible();
  await expect(item.getByRole('button', { name: `Edit reply to ${review.authorName}` })).toBeFocused();

  // A visitor (no session) reads the reply under the review on the public app page.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/app/${app._id}`);
  await expect(visitorPage.getByRole('heading', { level: 1, name: app.name })).toBeVisible();
  const reviews = visitorPage.getByRole('region', { name: 'Ratings and reviews' });
  await expect(reviews.getByText(reply)).toBeVisible();
  await expect(reviews.getByText('Reply from the developer').first()).toBeVisible();
  await visitor.close();
});
