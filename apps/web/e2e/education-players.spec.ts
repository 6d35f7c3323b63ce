import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './helpers';

const LIAM = 'liam@summitdental.test';
const EMMA = 'emma@summitdental.test';
const OLIVIA = 'olivia@summitgrowth.test';

/** A location person's API session (the user portal, POST /user/login), for setting up and checking. */
async function userHeaders(request: APIRequestContext, email: string) {
  const res = await request.post('/api/v1/user/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  const { token } = (await res.json()).data as { token: string };
  return { Authorization: `Bearer ${token}` };
}

/** Liam's opt-out as the server has it. */
async function liamOptOut(request: APIRequestContext) {
  const headers = await userHeaders(request, LIAM);
  const res = await request.get('/api/v1/staff_players', { headers });
  expect(res.ok()).toBe(true);
  const players = (await res.json()).data as { name: string; leaderboardOptOut?: boolean }[];
  return { headers, optOut: players.find((p) => p.name === 'Liam Evans')?.leaderboardOptOut === true };
}

/** The names on Emma's all-time board: whom Liam's colleagues see. */
async function namesEmmaSees(request: APIRequestContext) {
  const res = await request.get('/api/v1/ranking', { headers: await userHeaders(request, EMMA) });
  expect(res.ok()).toBe(true);
  return ((await res.json()).data.rows as { name: string }[]).map((r) => r.name);
}

async function expectTab(page: Page, name: string) {
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test.describe('Players as a location staff member', () => {
  // Only this flow changes Liam's opt-out; it puts back what it found, even when it fails.
  let found = false;
  test.beforeEach(async ({ request }) => {
    found = (await liamOptOut(request)).optOut;
  });
  test.afterEach(async ({ request }) => {
    const { headers } = await liamOptOut(request);
    const res = await request.put('/api/v1/staff_players/me', { headers, data: { leaderboardOptOut: found } });
    expect(res.ok()).toBe(true);
  });

  test('Liam switches periods, finds himself, opts out and back in, and opens a competition', async ({ page, request }) => {
    await signIn(page, LIAM, 'Location or user account');
    await page.goto('/players');
    await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();

    const tabs = page.getByRole('tablist', { name: 'Leaderboard period' });
    await expectTab(page, '7 days');
    await tabs.getByRole('tab', { name: '30 days' }).click();
    await expect(page).toHaveURL(/\?period=30d$/);
    await expectTab(page, '30 days');
    await expect(page.getByText('Points earned in the last 30 days')).toBeVisible();
    // Arrow keys move along the tabs, as in any tablist.
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\?period=all$/);
    await expectTab(page, 'All time');
    await page.reload();
    await expectTab(page, 'All time');

    const board = page.getByRole('list', { name: 'Ranking' });
    const mine = board.locator('li[aria-current="true"]');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('Liam Evans');
    await expect(mine).toContainText('You');
    await expect(mine).toContainText(/\d+ points?/);

    // Opting out: the switch turns off at once, the server leaves him off Emma's board, and he still sees himself.
    const show = page.getByRole('switch', { name: 'Show me on leaderboards' });
    if (!(await show.isChecked())) {
      await show.click();
      await expect(show).toBeChecked();
    }
    await show.click();
    await expect(show).not.toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: 'You are now hidden' })).toBeVisible();
    await expect(mine).toContainText('Hidden from others');
    expect(await namesEmmaSees(request)).not.toContain('Liam Evans');

    await show.click();
    await expect(show).toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: 'You are back' })).toBeVisible();
    await expect(mine).not.toContainText('Hidden from others');
    expect(await namesEmmaSees(request)).toContain('Liam Evans');

    await page
      .getByRole('list', { name: 'Competitions' })
      .getByRole('link', { name: /Fall learning sprint/ })
      .click();
    await expect(page).toHaveURL(/\?competition=[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Fall learning sprint' })).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(board.locator('li[aria-current="true"]')).toContainText('Liam Evans');
    await expect(page.getByText(/Ends in \d+ days?/).first()).toBeVisible();
    await page.getByRole('link', { name: 'Back to leaderboards' }).click();
    await expect(page).toHaveURL(/\/players$/);
    await expectTab(page, '7 days');
  });
});

test.describe('Staff as an agency admin', () => {
  test("Olivia sees her agency's people with their points, searches and sorts them", async ({ page }) => {
    await signIn(page, OLIVIA);
    await page.goto('/staff_players');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    const people = page.getByRole('list', { name: 'People' });
    const cards = people.getByRole('listitem');
    await expect(cards.filter({ hasText: 'Liam Evans' })).toContainText(/\d+ points?/);
    await expect(cards.filter({ hasText: 'Emma Diaz' })).toContainText(/\d+ items? completed/);
    expect(await cards.count()).toBeGreaterThan(3);

    await page.getByLabel('Sort by').selectOption('name');
    const names = await people.locator('h3 bdi').allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    await page.getByRole('searchbox', { name: 'Search people' }).fill('dental');
    await expect(cards.filter({ hasText: 'Emma Diaz' })).toBeVisible();
    await expect(cards.filter({ hasText: 'Olivia Bennett' })).toHaveCount(0);
  });
});

test.describe('Players for visitors', () => {
  test('a visitor is asked to sign in', async ({ page }) => {
    await page.goto('/players');
    await expect(page.getByRole('heading', { name: 'Sign in to see the leaderboards' })).toBeVisible();
    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fplayers/);
  });
});
