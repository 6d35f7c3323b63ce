import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiSession, DEMO_PASSWORD, SUPER_ADMIN, signIn, unique } from './helpers';

/**
 * The roadmap (issue 5): the board, voting and commenting, the Request page, merging a duplicate and the calendar.
 * Every flow makes its own items through the API (as the super admin), with unique titles, so flows never collide.
 */
const EMMA = 'emma@summitdental.test';
const LIAM = 'liam@summitdental.test';

interface NewItem {
  title: string;
  status?: string;
  category?: string;
  targetDate?: string;
  description?: string;
}

async function createItem(request: APIRequestContext, item: NewItem): Promise<string> {
  const { headers } = await apiSession(request, SUPER_ADMIN);
  const res = await request.post('/api/v1/roadmap', { headers, data: { status: 'planned', ...item } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data._id as string;
}

/** A location person acting through the API (they sign in through the user portal, POST /user/login). */
async function asLocationUser(request: APIRequestContext, email: string, path: string, data?: unknown) {
  const login = await request.post('/api/v1/user/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${(await login.json()).data.token}` };
  const res = await request.post(`/api/v1${path}`, { headers, data });
  expect(res.ok(), await res.text()).toBe(true);
}

async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

const column = (page: Page, status: string) => page.getByRole('region', { name: new RegExp(`^${status}`) });

test.describe('Road map', () => {
  test('a visitor browses the board, filters it through the address and is asked to sign in to vote', async ({
    page,
    request,
  }) => {
    const u = unique();
    const category = `Reports ${u}`;
    const planned = await createItem(request, { title: `Export to PDF ${u}`, category });
    await createItem(request, { title: `Dark mode ${u}`, status: 'in_progress', category: `Design ${u}` });

    await page.goto('/roadmap');
    await expect(page.getByRole('heading', { level: 1, name: 'Road map' })).toBeVisible();
    for (const status of ['Under review', 'Planned', 'In progress', 'Shipped', 'Declined'])
      await expect(column(page, status)).toBeVisible();
    await expect(column(page, 'Planned').getByRole('link', { name: `Export to PDF ${u}` })).toHaveAttribute(
      'href',
      `/roadmap/${planned}`,
    );
    await expect(page.getByRole('link', { name: 'Submit an idea' })).toHaveAttribute('href', '/request');
    await expect(page.getByRole('link', { name: 'New item' })).toHaveCount(0);

    await page.getByRole('button', { name: new RegExp(`^${category}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/roadmap\\?category=Reports(\\+|%20)${u}$`));
    await expect(page.getByRole('link', { name: `Export to PDF ${u}` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Dark mode ${u}` })).toHaveCount(0);

    await page.getByRole('button', { name: 'All categories' }).click();
    await page.getByRole('searchbox', { name: 'Search ideas' }).fill(`Dark mode ${u}`);
    await expect(page).toHaveURL(/[?&]q=Dark/);
    await expect(column(page, 'In progress').getByRole('link', { name: `Dark mode ${u}` })).toBeVisible();
    // The board has answered the search (so it has rendered with it) before the next filter changes the address.
    await expect(page.getByRole('link', { name: `Export to PDF ${u}` })).toHaveCount(0);
    await page.getByLabel('Sort by').selectOption({ label: 'Newest' });
    await expect(page).toHaveURL(/sort=newest/);
    // The filters survive a reload (they live in the address).
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search ideas' })).toHaveValue(`Dark mode ${u}`);
    await expect(page.getByRole('link', { name: `Export to PDF ${u}` })).toHaveCount(0);

    await page.getByRole('button', { name: `Vote for “Dark mode ${u}”` }).click();
    const prompt = page.getByRole('dialog', { name: 'Sign in to vote' });
    await expect(prompt.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', /^\/login\?redirectTo=%2Froadmap/);
  });

  test('a signed-in person votes (it persists) and comments', async ({ page, request }) => {
    const u = unique();
    const id = await createItem(request, { title: `Bulk edit ${u}`, description: '<p>Edit <b>many</b> at once.</p>' });
    await signIn(page, EMMA, 'Location or user account');
    await page.goto(`/roadmap/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Bulk edit ${u}` })).toBeVisible();
    await expect(page.getByText('many', { exact: true })).toHaveJSProperty('tagName', 'B');

    const vote = page.getByRole('button', { name: `Vote for “Bulk edit ${u}”` });
    await expect(vote).toHaveAttribute('aria-pressed', 'false');
    await expect(vote).toContainText('0');
    await vote.click();
    await expect(vote).toHaveAttribute('aria-pressed', 'true');
    await expect(vote).toContainText('1');
    await page.reload();
    await expect(vote).toHaveAttribute('aria-pressed', 'true');
    await expect(vote).toContainText('1');

    await page.getByLabel('Your comment').fill('This would save me an hour a week.');
    await page.getByRole('button', { name: 'Post comment' }).click();
    const comments = page.getByRole('list', { name: 'Comments' });
    await expect(comments).toContainText('This would save me an hour a week.');
    await expect(comments).toContainText('Emma Diaz');
    await expect(page.getByRole('heading', { name: '1 comment' })).toBeVisible();

    // The board shows the vote too.
    await page.goto(`/roadmap?q=${encodeURIComponent(`Bulk edit ${u}`)}`);
    await expect(column(page, 'Planned').getByRole('button', { name: `Vote for “Bulk edit ${u}”` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('a signed-in person submits a request that appears under review', async ({ page }) => {
    const u = unique();
    await signIn(page, EMMA, 'Location or user account');
    await page.goto('/request');
    await expect(page.getByRole('heading', { level: 1, name: 'Submit an idea' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit idea' }).click();
    await expect(page.getByLabel('Title')).toHaveAccessibleDescription('This field is required.');

    await page.getByLabel('Title').fill(`Recurring invoices ${u}`);
    await page.getByLabel('Description').fill('Bill the same clients every month.');
    await page.getByLabel('Which roadmap').selectOption({ label: 'Platform' });
    await page.getByLabel('Category').fill(`Billing ${u}`);
    await page.getByRole('button', { name: 'Submit idea' }).click();
    await expect(page.getByRole('heading', { name: 'Your idea is under review' })).toBeVisible();
    await page.getByRole('link', { name: 'View your idea' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Recurring invoices ${u}` })).toBeVisible();
    // The submitter's vote is counted.
    await expect(page.getByRole('button', { name: `Vote for “Recurring invoices ${u}”` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto('/roadmap');
    await expect(column(page, 'Under review').getByRole('link', { name: `Recurring invoices ${u}` })).toBeVisible();
  });

  test('the super admin merges a duplicate into its original; votes and comments move', async ({ page, request }) => {
    const u = unique();
    const original = await createItem(request, { title: `Calendar sync ${u}` });
    const duplicate = await createItem(request, { title: `Sync my calendar ${u}` });
    // Emma voted for both (counted once after the merge); Liam only for the duplicate and commented there.
    await asLocationUser(request, EMMA, `/roadmap/${original}/vote`);
    await asLocationUser(request, EMMA, `/roadmap/${duplicate}/vote`);
    await asLocationUser(request, LIAM, `/roadmap/${duplicate}/vote`);
    await asLocationUser(request, LIAM, `/roadmap/${duplicate}/comments`, { body: 'Google Calendar please' });

    await signIn(page, SUPER_ADMIN);
    await page.goto(`/roadmap/${duplicate}`);
    await page.getByRole('button', { name: 'Merge into…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge into another idea' });
    await dialog.getByRole('searchbox', { name: 'Search ideas on this roadmap' }).fill(`Calendar sync ${u}`);
    await dialog.getByRole('radio', { name: new RegExp(`Calendar sync ${u}`) }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toContainText('Votes and comments move to the original; this idea will point to it.');
    await dialog.getByRole('button', { name: 'Merge ideas' }).click();

    await expect(page).toHaveURL(new RegExp(`/roadmap/${original}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Calendar sync ${u}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Vote for “Calendar sync ${u}”` })).toContainText('2');
    const comments = page.getByRole('list', { name: 'Comments' });
    await expect(comments).toContainText(`Moved from “Sync my calendar ${u}”`);
    await expect(comments).toContainText('Google Calendar please');

    await page.goto(`/roadmap/${duplicate}`);
    await expect(page.getByText('This idea was merged into')).toBeVisible();
    await page.getByRole('link', { name: `Calendar sync ${u}` }).click();
    await expect(page).toHaveURL(new RegExp(`/roadmap/${original}$`));
  });

  test('the calendar shows an item in its month and in the quarter view', async ({ page, request }) => {
    const u = unique();
    const id = await createItem(request, { title: `Offline mode ${u}`, targetDate: '2027-03-15' });
    await page.goto('/roadmap-calendar/month/platform?month=2027-03');
    await expect(page.getByRole('heading', { level: 2, name: 'March 2027' })).toBeVisible();
    const grid = page.getByRole('table', { name: 'Items by target date' });
    const cell = grid.getByRole('cell').filter({ hasText: 'Mar 15, 2027' });
    await expect(cell.getByRole('link', { name: new RegExp(`Offline mode ${u}`) })).toHaveAttribute('href', `/roadmap/${id}`);

    await page.getByRole('button', { name: 'Quarter' }).click();
    await expect(page).toHaveURL(/\/roadmap-calendar\/quarter\/platform\?month=2027-03$/);
    await expect(
      page.getByRole('region', { name: /March 2027/ }).getByRole('link', { name: new RegExp(`Offline mode ${u}`) }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Next quarter' }).click();
    await expect(page).toHaveURL(/month=2027-04$/);
    await page.getByRole('button', { name: 'Previous quarter' }).click();
    await page
      .getByRole('region', { name: /March 2027/ })
      .getByRole('link', { name: new RegExp(`Offline mode ${u}`) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `Offline mode ${u}` })).toBeVisible();
  });

  test('screens in English and Arabic at 1280 and 390 wide', async ({ page, request }) => {
    test.skip(!process.env.SHOTS_DIR, 'screenshots only when SHOTS_DIR is set');
    test.setTimeout(120_000);
    const u = unique();
    const id = await createItem(request, {
      title: `Shared team inbox ${u}`,
      category: 'Messaging',
      targetDate: '2027-05-12',
      description: '<p>One inbox for the whole team, with assignment and notes.</p><p>Replies keep the thread together.</p>',
    });
    await createItem(request, {
      title: `Two-factor sign-in ${u}`,
      status: 'in_progress',
      category: 'Security',
      targetDate: '2027-05-20',
    });
    await createItem(request, { title: `Custom domains ${u}`, status: 'shipped', category: 'Sites', targetDate: '2027-04-02' });
    await createItem(request, { title: `Fax integration ${u}`, status: 'declined', category: 'Messaging' });
    await createItem(request, { title: `Zapier triggers ${u}`, status: 'under_review', category: 'Integrations' });
    await asLocationUser(request, EMMA, `/roadmap/${id}/comments`, { body: 'We would use this every day.' });
    await signIn(page, EMMA, 'Location or user account');
    for (const lng of ['en', 'ae'])
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        const tag = `${lng}-${width}`;
        await page.goto(`/roadmap?lng=${lng}`);
        await page.getByRole('article').first().waitFor();
        await shot(page, `board-${tag}`);
        await page.goto(`/roadmap/${id}?lng=${lng}`);
        await page.getByRole('list').filter({ hasText: 'We would use this every day.' }).waitFor();
        await shot(page, `item-${tag}`);
        await page.goto(`/roadmap-calendar/month/all?month=2027-05&lng=${lng}`);
        await page
          .getByRole('link', { name: new RegExp(`Shared team inbox ${u}`) })
          .first()
          .waitFor();
        await shot(page, `calendar-month-${tag}`);
        await page.goto(`/roadmap-calendar/quarter/all?month=2027-05&lng=${lng}`);
        await page
          .getByRole('link', { name: new RegExp(`Shared team inbox ${u}`) })
          .first()
          .waitFor();
        await shot(page, `calendar-quarter-${tag}`);
        await page.goto(`/request?lng=${lng}`);
        await page.locator('form').waitFor();
        await shot(page, `request-${tag}`);
      }
  });
});

test('manager screens: tools, edit, merge and new item (screenshots)', async ({ page, request }) => {
  test.skip(!process.env.SHOTS_DIR, 'screenshots only when SHOTS_DIR is set');
  test.setTimeout(120_000);
  const u = unique();
  const id = await createItem(request, { title: `Saved filters ${u}`, category: 'Reports', targetDate: '2027-02-10' });
  await createItem(request, { title: `Save my filters ${u}`, category: 'Reports' });
  await signIn(page, SUPER_ADMIN);
  for (const [lng, width] of [
    ['en', 1280],
    ['ae', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    const tag = `${lng}-${width}`;
    await page.goto(`/roadmap/${id}?lng=${lng}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot(page, `manager-item-${tag}`);
    await page.locator('#roadmap-manage').locator('..').getByRole('button').first().click();
    await page.getByRole('dialog').waitFor();
    await shot(page, `manager-edit-${tag}`);
    await page.keyboard.press('Escape');
    await page.locator('#roadmap-manage').locator('..').getByRole('button').nth(1).click();
    await page.getByRole('dialog').getByRole('searchbox').fill(`filters ${u}`);
    await page.getByRole('dialog').getByRole('radio').first().check();
    await shot(page, `manager-merge-${tag}`);
    await page.getByRole('dialog').getByRole('button').last().click();
    await shot(page, `manager-merge-confirm-${tag}`);
    await page.keyboard.press('Escape');
    await page.goto(`/roadmap/new?lng=${lng}`);
    await page.locator('form').waitFor();
    await page.locator('form button[type="submit"]').click();
    await shot(page, `manager-new-${tag}`);
    await page.goto(`/roadmap-calendar/month/platform?month=2031-01&lng=${lng}`);
    await page.getByRole('heading', { level: 2 }).last().waitFor();
    await shot(page, `calendar-empty-${tag}`);
  }
});
