import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

/**
 * Issue 23: Harbor Digital has no Stripe on a fresh start. Its admin creates an account through the Stripe sandbox's
 * onboarding, first leaving requirements due (charges stay disabled, Finish onboarding is offered), then finishing
 * (charges enabled). Summit Growth's Stripe is connected in the demo data, with payouts to list.
 */
test('an agency admin connects Stripe through onboarding, leaving requirements due first', async ({ page }) => {
  await signIn(page, 'mia@harbordigital.test');
  await page.goto('/paymentproviders');
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Connect Stripe' })).toBeVisible();
  await page.getByRole('button', { name: 'Create account with Stripe' }).click();

  // The sandbox's onboarding page, on its own origin.
  await expect(page).toHaveURL(/\/connect\/onboarding\//);
  await page.getByRole('button', { name: 'Leave requirements due' }).click();

  // Back through /integrations/agency_stripe to the payments area.
  await expect(page).toHaveURL(/\/paymentproviders$/, { timeout: 30_000 });
  await expect(page.getByText('Charges disabled')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stripe needs more details' })).toBeVisible();
  await page.getByRole('button', { name: 'Finish onboarding' }).click();

  await expect(page).toHaveURL(/\/connect\/onboarding\//);
  await page.getByRole('button', { name: 'Finish onboarding' }).click();
  await expect(page).toHaveURL(/\/paymentproviders$/, { timeout: 30_000 });
  await expect(page.getByText('Charges enabled')).toBeVisible();
  await expect(page.getByText('Payouts enabled')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stripe needs more details' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Disconnect Stripe' })).toBeVisible();
});

test("an agency sees its Stripe account's payouts", async ({ page }) => {
  await signIn(page, 'olivia@summitgrowth.test');
  await page.goto('/paymentproviders');
  await expect(page.getByText('Charges enabled')).toBeVisible();
  await expect(page.getByText('2% of each sale')).toBeVisible();
  await page.getByRole('tab', { name: 'Payouts' }).click();
  await expect(page).toHaveURL(/\/paymentproviders\/payouts$/);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('table', { name: 'Payouts' })).toBeVisible();
  await expect(panel.locator('tbody tr').first()).toBeVisible();
  expect(await panel.locator('tbody tr').count()).toBeGreaterThan(0);
});
