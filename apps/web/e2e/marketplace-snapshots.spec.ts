import { expect, test } from '@playwright/test';

/** Issue 22 in the marketplace: a Snapshots type beside apps (in the URL, with niche filters), and partner pages. */
test('a visitor browses snapshots beside apps, filters by niche, goes back, and finds a partner’s snapshots', async ({
  page,
}) => {
  await page.goto('/');
  const types = page.getByRole('tablist', { name: 'What to browse' });
  await types.getByRole('tab', { name: 'Snapshots' }).click();
  await expect(page).toHaveURL(/\/\?type=snapshots$/);
  await expect(page.getByRole('link', { name: 'Law Firm Intake Suite' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Restaurant Table Filler' })).toBeVisible();

  await page.getByLabel('Niche').selectOption('Legal');
  await expect(page).toHaveURL(/type=snapshots&niche=Legal$/);
  await expect(page.getByText('Showing 1 of 1')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Restaurant Table Filler' })).toHaveCount(0);

  await page.goBack();
  await expect(page.getByRole('link', { name: 'Restaurant Table Filler' })).toBeVisible();
  await page.goBack();
  await expect(types.getByRole('tab', { name: 'Apps' })).toHaveAttribute('aria-selected', 'true');

  await page.goto('/partner/northwind-web');
  await expect(page.getByRole('heading', { name: 'Snapshots by Northwind Web' })).toBeVisible();
  await page.getByRole('link', { name: 'Law Firm Intake Suite' }).click();
  await expect(page).toHaveURL(/\/snapshot\/[0-9a-f-]+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Law Firm Intake Suite' })).toBeVisible();
});
