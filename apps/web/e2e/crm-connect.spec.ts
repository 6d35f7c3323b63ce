import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './helpers';

/**
 * Issue 21: Harbor Digital is not connected to the CRM on a fresh start. Its admin connects CRM sync through the
 * sandbox's consent screen, comes back to /integrations/crm_sync, watches its locations arrive, and finds the run in
 * the sync log.
 */
test('an agency admin connects CRM sync through the consent screen and sees the first sync arrive', async ({ page }) => {
  await signIn(page, 'mia@harbordigital.test');
  await page.goto('/integrations');
  await expect(page.getByRole('heading', { level: 1, name: 'CRM connection' })).toBeVisible();
  const sync = page.getByRole('region', { name: 'CRM sync' });
  await expect(sync.getByText('Not connected')).toBeVisible();
  await sync.getByRole('button', { name: 'Connect' }).click();

  // The sandbox CRM's own consent screen, on its own origin.
  await expect(page).toHaveURL(/\/oauth\/chooselocation/);
  await page.getByLabel('Email').fill('mia@harbordigital.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel(/The whole agency: Harbor Digital/).check();
  await page.getByRole('button', { name: 'Allow' }).click();

  await expect(page).toHaveURL(/\/integrations\/crm_sync\?/);
  await expect(page.getByRole('heading', { name: 'CRM sync is connected' })).toBeVisible();
  const firstSync = page.getByRole('region', { name: 'First sync' });
  const locations = firstSync.getByRole('progressbar', { name: 'Locations' });
  await expect(locations).toBeVisible();
  // Harbor has three locations in the CRM; the bar fills as they arrive.
  await expect(locations).toHaveAttribute('aria-valuenow', '3', { timeout: 30_000 });
  await expect(firstSync.getByText(/^Done/)).toBeVisible({ timeout: 30_000 });

  await firstSync.getByRole('link', { name: 'Open the sync log' }).click();
  await expect(page).toHaveURL(/\/crm\/sync$/);
  const log = page.getByRole('region', { name: 'Sync log' });
  await expect(log.getByRole('button', { name: /Started by hand/ })).toBeVisible();

  // Back on the connection page, CRM sync is connected with its last sync.
  await page.goto('/integrations');
  await expect(sync.getByText('Connected', { exact: true })).toBeVisible();
  await expect(sync.getByText(/^Last sync:/)).toBeVisible();
  await expect(page.getByText('Harbor Digital', { exact: true })).toBeVisible();
});
