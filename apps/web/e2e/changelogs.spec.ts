import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { apiSession, SUPER_ADMIN, signIn, unique } from './helpers';

/** A platform roadmap item made by the super admin through the API (the flows' starting point). */
async function createItem(request: APIRequestContext, title: string, status = 'planned'): Promise<string> {
  const { headers } = await apiSession(request, SUPER_ADMIN);
  const res = await request.post('/api/v1/roadmap', { headers, data: { title, status, description: '<p>An idea.</p>' } });
  expect(res.status()).toBe(201);
  return (await res.json()).data._id as string;
}

/** A published platform entry shipping `itemIds`, made through the API. */
async function publishEntry(request: APIRequestContext, title: string, itemIds: string[]): Promise<string> {
  const { headers } = await apiSession(request, SUPER_ADMIN);
  const created = await request.post('/api/v1/changelogs', {
    headers,
    data: { title, body: '<p>Reports load <strong>twice as fast</strong>.</p>', appId: null, itemIds },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data._id as string;
  expect((await request.post(`/api/v1/changelogs/${id}/publish`, { headers })).ok()).toBe(true);
  return id;
}

/** The super admin writes an entry in the editor, ticks `itemTitle` to ship, and publishes it. */
async function writeAndPublish(page: Page, title: string, itemTitle: string) {
  await page.goto('/change_logs');
  await page.getByRole('link', { name: 'New entry' }).click();
  await expect(page).toHaveURL(/\/change_logs\/new$/);
  // Saving empty flags both fields; each message goes as its field is filled in.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(2);
  await page.getByLabel('Title').fill(title);
  await expect(page.getByText('This field is required')).toHaveCount(1);
  await page.getByLabel('Body').fill('<p>This release ships <b>your idea</b>.</p>');
  await expect(page.getByText('your idea', { exact: true })).toBeVisible();
  await expect(page.getByText('This field is required')).toHaveCount(0);
  await page.getByPlaceholder("Search this roadmap's items").fill(itemTitle);
  await page.getByRole('checkbox', { name: new RegExp(itemTitle) }).check();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish this entry?' });
  await expect(dialog).toContainText('1 roadmap item becomes shipped, and everyone who voted for it is notified.');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/change_logs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('a visitor reads the change log timeline and opens an entry', async ({ page, request }) => {
  const itemTitle = `Faster reports ${unique()}`;
  const title = `Speed release ${unique()}`;
  const itemId = await createItem(request, itemTitle);
  const entryId = await publishEntry(request, title, [itemId]);

  await page.goto('/change_logs');
  await expect(page.getByRole('heading', { level: 1, name: "What's new" })).toBeVisible();
  const entry = page.getByRole('article', { name: title });
  await expect(entry).toContainText('twice as fast');
  await expect(entry.getByRole('link', { name: itemTitle })).toHaveAttribute('href', `/roadmap/${itemId}`);
  await expect(page.getByRole('link', { name: 'New entry' })).toHaveCount(0);
  await entry.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/change_logs/${entryId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: itemTitle })).toBeVisible();
});

test('the super admin writes an entry shipping a roadmap item, publishes it, and it heads the timeline', async ({
  page,
  request,
}) => {
  const itemTitle = `Bulk tagging ${unique()}`;
  const title = `Tagging release ${unique()}`;
  const itemId = await createItem(request, itemTitle);
  await signIn(page, SUPER_ADMIN);
  await writeAndPublish(page, title, itemTitle);

  await page.getByRole('link', { name: 'All updates' }).click();
  await expect(page).toHaveURL(/\/change_logs$/);
  const first = page.getByRole('article').first();
  await expect(first).toHaveAttribute('aria-labelledby', /changelog-/);
  await expect(first.getByRole('heading', { name: title })).toBeVisible();
  await expect(first.getByRole('link', { name: itemTitle })).toHaveAttribute('href', `/roadmap/${itemId}`);

  const { headers } = await apiSession(request, SUPER_ADMIN);
  const item = (await (await request.get(`/api/v1/roadmap/${itemId}`, { headers })).json()).data;
  expect(item.status).toBe('shipped');
});

test('the plans page shows the Free plan and marks it current for a demo agency admin', async ({ page }) => {
  await page.goto('/app_billings');
  const card = page.getByRole('article', { name: 'Free' });
  await expect(card).toContainText('$0');
  await expect(page.getByText('Sign in to see which plan your agency is on.')).toBeVisible();
  await expect(card.getByText('Current plan')).toHaveCount(0);

  await signIn(page, 'olivia@summitgrowth.test');
  await page.goto('/app_billings');
  await expect(card.getByText('Current plan')).toBeVisible();
  await expect(card.getByRole('region', { name: 'Help' })).toContainText('Change Logs');
  await expect(page.getByText('Summit Growth')).toBeVisible();
});

async function signedInPage(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return { context, page };
}

test('a user votes an idea, it ships in a changelog, and the voter is notified live', async ({ browser, request }) => {
  const itemTitle = `Calendar sync ${unique()}`;
  const itemId = await createItem(request, itemTitle, 'under_review');

  const voter = await signedInPage(browser, 'noah@summitgrowth.test');
  await voter.page.goto(`/roadmap/${itemId}`);
  await voter.page.getByRole('button', { name: `Vote for “${itemTitle}”` }).click();
  await expect(voter.page.getByRole('button', { name: `Vote for “${itemTitle}”` })).toHaveAttribute('aria-pressed', 'true');
  const bell = voter.page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  const before = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);

  const admin = await signedInPage(browser, SUPER_ADMIN);
  const title = `Sync release ${unique()}`;
  await writeAndPublish(admin.page, title, itemTitle);

  // Live: the voter's bell and a toast, without reloading.
  await expect(voter.page.getByText(`“${itemTitle}” has shipped — in ${title}`)).toBeVisible();
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${before + 1} unread`);
  await bell.click();
  const panel = voter.page.getByRole('dialog', { name: 'Notifications' });
  await panel.getByRole('link', { name: new RegExp(itemTitle) }).click();
  await expect(voter.page).toHaveURL(`/roadmap/${itemId}`);
  await expect(bell).toHaveAttribute('aria-label', before === 0 ? 'Notifications' : `Notifications, ${before} unread`);
  await voter.context.close();
  await admin.context.close();
});
