import { expect, test } from '@playwright/test';
import { SUMMIT_ADMIN } from './crm-apps-helpers';
import { signIn, unique } from './helpers';

/**
 * Issue 22, the agency's snapshot manager: Summit's admin files a new folder, publishes one of its CRM snapshots into
 * it with two custom fields, finds the listing there and opens its page. The manager works at 390 px in Arabic.
 */

test('publishes a CRM snapshot into a new folder with two custom fields', async ({ page }) => {
  test.setTimeout(90_000);
  const folder = `Clients ${unique()}`;
  const name = `Starter ${unique()}`;
  await signIn(page, SUMMIT_ADMIN);
  await page.goto('/snapshots');
  await expect(page.getByRole('heading', { level: 1, name: 'Snapshot manager' })).toBeVisible();

  await page.getByRole('button', { name: 'New folder' }).click();
  await page.getByRole('dialog', { name: 'New folder' }).getByLabel('Folder name').fill(folder);
  await page.getByRole('button', { name: 'Create folder' }).click();
  const tree = page.getByRole('navigation', { name: 'Snapshot folders' });
  await tree.getByRole('button', { name: folder, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'This folder is empty' })).toBeVisible();
  await expect(page).toHaveURL(/\/snapshots\?folder=/);

  // The empty folder's own link opens the form with the folder chosen.
  await page.getByRole('link', { name: 'Publish a snapshot' }).last().click();
  await expect(page).toHaveURL(/\/snapshots\/new\?folder=/);
  const crm = page.getByRole('group', { name: 'Your CRM snapshots' });
  await expect(crm.getByText('Already listed').first()).toBeVisible();
  await crm.locator('input[type=radio]:not([disabled])').first().check();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await expect(page.getByLabel('Folder')).toHaveValue(/.+/);

  await page.getByRole('button', { name: 'Add a field' }).click();
  const first = page.getByRole('listitem', { name: 'Field 1' });
  await first.getByLabel('Label').fill('Business name');
  await expect(page.getByRole('listitem', { name: 'Business name' }).getByLabel('Key')).toHaveValue('business_name');
  await page.getByRole('listitem', { name: 'Business name' }).getByLabel('Required').check();
  await page.getByRole('button', { name: 'Add a field' }).click();
  const second = page.getByRole('listitem', { name: 'Field 2' });
  await second.getByLabel('Label').fill('Brand colour');
  const colour = page.getByRole('listitem', { name: 'Brand colour' });
  await colour.getByLabel('Type').selectOption('color');
  await colour.getByLabel('Default value').fill('blue');
  await page.getByRole('button', { name: 'Publish snapshot' }).click();
  await expect(page.getByText('The default must be a colour such as #1a73e8.')).toBeVisible();
  await colour.getByLabel('Default value').fill('#1a73e8');
  await page.getByRole('button', { name: 'Publish snapshot' }).click();

  // Back in the folder, with the new listing in it.
  await expect(page).toHaveURL(/\/snapshots\?folder=/);
  await expect(page.getByRole('heading', { name: folder })).toBeVisible();
  const listing = page.getByRole('link', { name, exact: true });
  await expect(listing).toBeVisible();
  await listing.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('tab', { name: 'Custom fields' }).click();
  await expect(page.getByText('Business name').first()).toBeVisible();
  await expect(page.getByText('Brand colour').first()).toBeVisible();
});

test('the manager fits 390 px in Arabic, right to left', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, SUMMIT_ADMIN);
  await page.goto('/snapshots?lng=ae');
  await expect(page.getByRole('heading', { level: 1, name: 'إدارة اللقطات' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dental Practice Starter' })).toBeVisible();
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('manager-ae-390.png'), fullPage: true });
});
