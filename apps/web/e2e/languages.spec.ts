import { expect, test } from '@playwright/test';

test('switching to French and to Arabic (right to left)', async ({ page }) => {
  await page.goto('/podcast?lng=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByPlaceholder('Search podcasts...')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Aide' })).toBeVisible();

  await page.goto('/podcast?lng=ae');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Podcasts');
  // The choice is remembered (local storage) without the query parameter.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
