import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, unique } from './helpers';

test('sign up, log out and log in again', async ({ page }) => {
  const id = unique();
  const email = `owner-${id}@agency.test`;
  await page.goto('/register');
  // Validation shows in place and loses nothing.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Agency name must be at least 2 characters')).toBeVisible();

  await page.getByLabel('Agency name').fill(`Rocket ${id}`);
  await page.getByLabel('First name').fill('Rita');
  await page.getByLabel('Last name').fill('Rocket');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByLabel('Agency name')).toHaveValue(`Rocket ${id}`);
  await page.getByLabel('Password', { exact: true }).fill('rocket-launch-2026');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/$/);
  const account = page.getByRole('banner').getByRole('button', { name: /Rita/ });
  await expect(account).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await account.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('rocket-launch-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /Rita/ })).toBeVisible();
});

test('a registered email cannot sign up twice', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Agency name').fill('Copy Agency');
  await page.getByLabel('First name').fill('Olivia');
  await page.getByLabel('Last name').fill('Copy');
  await page.getByLabel('Email').fill('olivia@summitgrowth.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('An account with this email already exists')).toBeVisible();
});
