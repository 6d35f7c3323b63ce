import { expect, type Page, test } from '@playwright/test';
import { SUPER_ADMIN, signIn, unique } from './helpers';

const CREATOR = 'creator@atrium.test';

async function signOut(page: Page, firstName: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(firstName) })
    .click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
}

test('a creator lists a new app, the super admin approves it, visitors find it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const name = `Console Probe ${unique()}`;

  // The app creator writes the listing and creates the draft.
  await signIn(page, CREATOR);
  await page.goto('/console/apps');
  await expect(page.getByRole('heading', { level: 1, name: 'Your apps' })).toBeVisible();
  await page.getByRole('link', { name: 'New app' }).click();
  await expect(page).toHaveURL(/\/console\/apps\/new$/);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Type', { exact: true }).selectOption('automation');
  await page.getByLabel('Tagline', { exact: true }).fill('Follows up with every lead while you sleep');
  await page.getByLabel('Categories', { exact: true }).fill('AI & Automation');
  await page.getByLabel('Categories', { exact: true }).press('Enter');
  // A pasted list becomes one tag per piece.
  await page.getByLabel('Tags', { exact: true }).focus();
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text/plain', 'follow-up, leads;\nfollow-up');
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  const tags = page.getByRole('list', { name: 'Tags, added' }).getByRole('listitem');
  await expect(tags).toHaveText([/^follow-up/, /^leads/]);
  await page.getByLabel('Description (HTML)').fill('<p>Replies to new leads in seconds, <b>day and night</b>.</p>');
  await expect(page.getByTestId('description-preview').locator('b')).toHaveText('day and night');
  await page.getByLabel('Support email', { exact: true }).fill('help@probe.test');
  // What it may read and change in the CRM, picked from the keyboard in the agencies' own words.
  const crmAccess = page.getByRole('region', { name: 'CRM access' });
  await crmAccess.getByRole('checkbox', { name: /View contacts/ }).focus();
  await page.keyboard.press('Space');
  await crmAccess
    .getByRole('group', { name: 'Conversations' })
    .getByRole('checkbox', { name: /Send messages/ })
    .check();
  await expect(crmAccess.getByText('2 permissions chosen')).toBeVisible();
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/\/console\/apps\/[0-9a-f-]{36}\?tab=plans$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // A paid plan next to the free one the server starts with.
  const plans = page.getByRole('tabpanel', { name: 'Plans' });
  await plans.getByRole('button', { name: 'Add plan' }).click();
  const pro = plans.getByRole('listitem').last();
  await pro.getByLabel('Plan name', { exact: true }).fill('Pro');
  await pro.getByLabel('Price', { exact: true }).fill('29.99');
  await pro.getByLabel('Free trial (days)').fill('14');
  await pro.getByLabel('Features', { exact: true }).fill('Unlimited leads\nSMS and email');
  await plans.getByRole('button', { name: 'Save plans' }).click();
  await expect(page.getByText('Plans saved')).toBeVisible();
  await expect(plans.getByText('All changes saved')).toBeVisible();

  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText(`${name} was submitted for review`)).toBeVisible();
  await expect(page.getByText(/Waiting for review since/)).toBeVisible();
  await signOut(page, 'Casey');

  // The super admin works through the review queue.
  await signIn(page, SUPER_ADMIN);
  await page.goto('/console/apps');
  await page.getByRole('link', { name: /Review queue/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Apps waiting for review' })
    .getByRole('button', { name: new RegExp(name) })
    .click();
  const preview = page.getByRole('article');
  await expect(preview.getByRole('heading', { name })).toBeVisible();
  await expect(preview.getByText('$29.99 / month')).toBeVisible();
  await expect(preview.getByRole('list', { name: 'CRM access' }).getByRole('listitem')).toHaveText([
    'View contacts',
    'Send messages in conversations',
  ]);
  await page.getByRole('button', { name: 'Approve' }).click();
  // Publishing to every agency is confirmed first; Escape backs out and leaves the app in review.
  const approval = page.getByRole('dialog', { name: `Approve ${name}?` });
  await expect(approval).toContainText('every agency and its locations');
  await page.keyboard.press('Escape');
  await expect(approval).toBeHidden();
  await page.getByRole('button', { name: 'Approve' }).click();
  await approval.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(page.getByText(`${name} is live`)).toBeVisible();

  // A visitor (no session) finds it by name and opens its page.
  const visitor = await browser.newContext();
  const found = await visitor.request.get(`/api/v1/app/filter?q=${encodeURIComponent(name)}`);
  expect(found.ok()).toBe(true);
  const { data } = (await found.json()) as { data: { _id: string; name: string }[] };
  const app = data.find((a) => a.name === name);
  expect(app, `${name} is in the search results`).toBeTruthy();
  const detail = await visitor.request.get(`/api/v1/app/get_single_app?app_id=${app!._id}`);
  expect((await detail.json()).data.crmScopes).toEqual(['contacts.readonly', 'conversations/message.write']);
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/app/${app!._id}`);
  await expect(visitorPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await visitor.close();
});
