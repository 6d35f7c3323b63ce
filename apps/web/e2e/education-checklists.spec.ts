import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './helpers';

const LIAM = 'liam@summitdental.test';
const CHECKLIST = 'Launch a new location';
const ONBOARDING = 'Welcome to Atrium';

/** Liam's API session: location people sign in through the user portal (POST /user/login). */
async function liamHeaders(request: APIRequestContext) {
  const res = await request.post('/api/v1/user/login', { data: { email: LIAM, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  const { token } = (await res.json()).data as { token: string };
  return { Authorization: `Bearer ${token}` };
}

const GROUPS = {
  checklist: { lists: 'checklists', steps: 'checklist-items', title: CHECKLIST },
  onboarding: { lists: 'onboarding-lists', steps: 'onboarding-steps', title: ONBOARDING },
} as const;
type Group = (typeof GROUPS)[keyof typeof GROUPS];

/** The demo list's id and the steps of it that Liam has completed (the demo data ticks some). */
async function liamProgress(request: APIRequestContext, group: Group) {
  const headers = await liamHeaders(request);
  const lists = await request.get(`/api/v1/${group.lists}`, { headers, params: { limit: 200 } });
  expect(lists.ok()).toBe(true);
  const list = ((await lists.json()).data as { _id: string; title: string }[]).find((l) => l.title === group.title);
  expect(list, `${group.title} is in the demo data`).toBeDefined();
  const steps = await request.get(`/api/v1/${group.steps}`, { headers, params: { listId: list!._id, limit: 200 } });
  const progress = await request.get(`/api/v1/${group.steps}/progress`, { headers });
  expect(steps.ok() && progress.ok()).toBe(true);
  const ids = new Set(((await steps.json()).data as { _id: string }[]).map((s) => s._id));
  const rows = (await progress.json()).data as { itemId: string; status: string }[];
  const done = rows.filter((r) => r.status === 'completed' && ids.has(r.itemId)).map((r) => r.itemId);
  return { headers, listId: list!._id, done };
}

/** Clears Liam's progress on a list, then ticks `restore` again: the flow starts from zero and puts back what it found. */
async function resetList(request: APIRequestContext, group: Group, restore: string[] = []) {
  const { headers, listId } = await liamProgress(request, group);
  expect((await request.post(`/api/v1/${group.lists}/${listId}/reset`, { headers })).ok()).toBe(true);
  for (const id of restore) {
    const res = await request.put(`/api/v1/${group.steps}/${id}/complete`, { headers, data: { completed: true } });
    expect(res.ok()).toBe(true);
  }
}

async function openFromEducationMenu(page: Page, item: 'Checklist' | 'OnBoarding') {
  await page.getByRole('banner').getByRole('button', { name: 'Education' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test.describe('Education checklists and onboarding as a location user', () => {
  // Only this flow touches Liam's progress: it starts from none, and the hooks put back what it found, even when it fails.
  const found = new Map<Group, string[]>();
  test.beforeEach(async ({ request }) => {
    for (const group of Object.values(GROUPS)) {
      found.set(group, (await liamProgress(request, group)).done);
      await resetList(request, group);
    }
  });
  test.afterEach(async ({ request }) => {
    for (const group of Object.values(GROUPS)) await resetList(request, group, found.get(group));
  });

  test('a location user ticks checklist items, keeps them after a reload, resets, and completes an onboarding step', async ({
    page,
  }) => {
    await signIn(page, LIAM, 'Location or user account');
    await openFromEducationMenu(page, 'Checklist');
    await expect(page).toHaveURL(/\/checklist$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Checklists' })).toBeVisible();

    await page.getByRole('link', { name: CHECKLIST }).click();
    await expect(page.getByRole('heading', { level: 2, name: CHECKLIST })).toBeVisible();
    const bar = page.getByRole('progressbar', { name: CHECKLIST });
    await expect(bar).toHaveAttribute('aria-valuetext', '0 of 6 done');

    const boxes = page.getByRole('list', { name: 'Steps' }).getByRole('checkbox');
    await expect(boxes).toHaveCount(6);
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await expect(bar).toHaveAttribute('aria-valuetext', '2 of 6 done');
    await expect(page.getByText('2 of 6 done')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: CHECKLIST })).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuetext', '2 of 6 done');
    await expect(boxes.nth(0)).toBeChecked();
    await expect(boxes.nth(1)).toBeChecked();
    await expect(boxes.nth(2)).not.toBeChecked();

    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your progress?' });
    await dialog.getByRole('button', { name: 'Reset progress' }).click();
    await expect(dialog).toBeHidden();
    await expect(bar).toHaveAttribute('aria-valuetext', '0 of 6 done');
    await expect(boxes.nth(0)).not.toBeChecked();

    await openFromEducationMenu(page, 'OnBoarding');
    await expect(page).toHaveURL(/\/onboardings$/);
    await page.getByRole('link', { name: ONBOARDING }).click();
    const steps = page.getByRole('list', { name: 'Steps' }).getByRole('checkbox');
    await expect(steps).toHaveCount(5);
    await steps.first().check();
    await expect(page.getByRole('progressbar', { name: ONBOARDING })).toHaveAttribute('aria-valuetext', '1 of 5 done');
    await page.reload();
    await expect(page.getByRole('list', { name: 'Steps' }).getByRole('checkbox').first()).toBeChecked();
  });
});

test.describe('Education checklists for visitors', () => {
  test('a visitor reads a checklist and is asked to sign in to tick an item', async ({ page }) => {
    await page.goto('/checkLists');
    await page.getByRole('link', { name: CHECKLIST }).click();
    const first = page.getByRole('list', { name: 'Steps' }).getByRole('checkbox').first();
    await first.click();
    await expect(first).not.toBeChecked();
    const dialog = page.getByRole('dialog', { name: 'Sign in to track your progress' });
    await dialog.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
  });
});

test.describe('Agency-only checklists', () => {
  test('an agency admin sees "Set up your agency profile"; a location user never does', async ({ page, request }) => {
    const profile = 'Set up your agency profile';
    await signIn(page, 'olivia@summitgrowth.test');
    await page.goto('/checklist');
    await expect(page.getByRole('link', { name: profile })).toBeVisible();

    const headers = await liamHeaders(request);
    const lists = await request.get('/api/v1/checklists', { headers, params: { limit: 200 } });
    const titles = ((await lists.json()).data as { title: string }[]).map((l) => l.title);
    expect(titles).toContain(CHECKLIST);
    expect(titles).not.toContain(profile);

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, LIAM, 'Location or user account');
    await page.goto('/checklist');
    await expect(page.getByRole('link', { name: CHECKLIST })).toBeVisible();
    await expect(page.getByRole('link', { name: profile })).toHaveCount(0);
  });
});
