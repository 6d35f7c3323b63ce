import { expect, type Page, test } from '@playwright/test';

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

async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** The category chips of `/` (the marketplace) or of `/roadmap` (the board), found by their group's name. */
const marketplaceChips = (page: Page, name: string) => page.getByRole('navigation', { name, exact: true });
const roadmapChips = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

test('category names in French: marketplace chips, filter and app page, then the road map', async ({ page }) => {
  await page.goto('/?lng=fr');
  const chips = marketplaceChips(page, 'Catégories');
  const payments = chips.getByRole('button', { name: /^Paiements/ });
  await expect(payments).toBeVisible();
  await expect(chips.getByRole('button', { name: /^Réseaux sociaux/ })).toBeVisible();
  await expect(chips.getByRole('button', { name: /^Payments/ })).toHaveCount(0);
  await shot(page, 'categories-fr-home');

  // The filter stays English in the address (shared links work in every language); what shows is French.
  await payments.click();
  await expect(page).toHaveURL(/[?&]category=Payments(&|$)/);
  await expect(payments).toHaveAttribute('aria-pressed', 'true');
  const filter = page.getByRole('combobox', { name: 'Catégorie' });
  await expect(filter).toHaveValue('Payments');
  await expect(filter.locator('option:checked')).toHaveText('Paiements');

  // An app of that category shows its categories in French, linking back to the English filter.
  await page.locator('#catalogue article').first().getByRole('link').click();
  const categories = page.getByRole('list', { name: 'Type et catégories' });
  await expect(categories.getByRole('link', { name: 'Paiements' })).toHaveAttribute('href', '/?category=Payments');

  await page.goto('/roadmap');
  const roadmap = roadmapChips(page, 'Catégorie');
  const billing = roadmap.getByRole('button', { name: /^Facturation/ });
  await expect(billing).toBeVisible();
  await expect(roadmap.getByRole('button', { name: /^Place de marché/ })).toBeVisible();
  await expect(roadmap.getByRole('button', { name: /^Billing/ })).toHaveCount(0);
  await billing.click();
  await expect(page).toHaveURL(/[?&]category=Billing(&|$)/);
  // Every card left is a Billing idea, labelled in French.
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasNot: page.getByText('Facturation', { exact: true }) })).toHaveCount(0);
  await shot(page, 'categories-fr-roadmap');
});

test('category names in Arabic, right to left, on / and /roadmap', async ({ page }) => {
  await page.goto('/?lng=ae');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const chips = marketplaceChips(page, 'الفئات');
  await expect(chips.getByRole('button', { name: /^المدفوعات/ })).toBeVisible();
  await expect(chips.getByRole('button', { name: /^البريد الإلكتروني/ })).toBeVisible();
  await shot(page, 'categories-ae-home');

  await page.goto('/roadmap');
  const roadmap = roadmapChips(page, 'الفئة');
  await expect(roadmap.getByRole('button', { name: /^الفوترة/ })).toBeVisible();
  await expect(roadmap.getByRole('button', { name: /^الدعم/ })).toBeVisible();
  await expect(page.getByRole('article').getByText('الفوترة', { exact: true }).first()).toBeVisible();
  await shot(page, 'categories-ae-roadmap');
});
