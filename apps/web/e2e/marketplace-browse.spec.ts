import { expect, test } from '@playwright/test';

// The e2e server loads the demo catalogue: 168 generated apps (160 live), 24 partners, 5 nested stores.
test.describe('Marketplace browsing (signed out)', () => {
  test('the home page downloads its collections once and evaluates no zod', async ({ page }) => {
    const asked: string[] = [];
    const scripts: Promise<string>[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/app/default_apps') asked.push(request.url());
    });
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text());
    });
    const response = await page.goto('/');
    expect(await response?.text()).toContain('<link rel="preload" as="fetch" crossorigin href="/api/v1/app/default_apps">');
    await expect(page.getByRole('heading', { name: 'Most installed' })).toBeVisible();
    // A fetch the preload does not match (its URL drifted from the link's) would download the answer again.
    expect(asked).toHaveLength(1);
    // Rows far below the fold render only as they near the screen (ADR 015): at the bottom, the last ones are there.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('heading', { name: 'Newly added' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Snapshots', exact: true })).toBeVisible();
    // The contracts' schemas and zod stay with the screens whose forms use them: evaluating them cost the home page
    // hundreds of milliseconds of a phone's main thread (ADR 015, 021). A shared module that imports a schema
    // statically brings them back into the chunk the home page loads.
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(1);
    expect(bodies.filter((body) => body.includes('ZodError'))).toHaveLength(0);
  });

  test('search with suggestions, filter and sort, load more, open an app', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Most installed' })).toBeVisible();

    const search = page.getByRole('combobox', { name: 'Search Atrium' });
    await search.fill('tidal');
    const suggestions = page.getByRole('listbox', { name: 'Suggested apps' });
    await expect(suggestions.getByRole('option').first()).toBeVisible();
    await expect(suggestions.getByRole('option').first()).toContainText('Tidal');
    await search.press('ArrowDown');
    await expect(suggestions.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await search.press('Escape');
    await expect(suggestions).toBeHidden();

    await search.press('Enter');
    await expect(page).toHaveURL(/\?q=tidal$/);
    await expect(page.getByRole('heading', { name: /apps? for “tidal”/ })).toBeVisible();

    await page.getByLabel('Price').selectOption('free');
    await page.getByLabel('Sort by').selectOption('newest');
    await expect(page).toHaveURL(/q=tidal&price=free&sort=newest/);
    await expect(page.getByRole('main').getByRole('article').first()).toContainText('Free');

    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page.getByRole('heading', { name: 'Most installed' })).toBeVisible();

    // Paging: the whole catalogue by installs, 24 at a time, earlier pages kept.
    await page.getByRole('link', { name: 'See all: Most installed' }).click();
    await expect(page).toHaveURL(/\?sort=installs$/);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(24);
    await expect(page.getByText(/^Showing 24 of \d+$/)).toBeVisible();
    await page.getByRole('button', { name: 'Load more apps' }).click();
    await expect(cards).toHaveCount(48);

    const first = cards.first().getByRole('link');
    const name = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const plans = page.getByRole('region', { name: 'Plans and pricing' });
    await expect(plans.getByRole('listitem').first()).toBeVisible();
    const reviews = page.getByRole('region', { name: 'Ratings and reviews' });
    await expect(reviews.getByRole('button', { name: /^Show 5-star reviews/ })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'App summary' }).getByText('Who can install')).toBeVisible();
  });

  test('a nested store from the header, and the partner directory', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Widgets' }).click();
    await expect(page).toHaveURL(/\/nestedstore\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Widgets' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

    await page.goto('/NestedStore/WIDGET');
    await expect(page.getByRole('heading', { level: 1, name: 'Widgets' })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'App Marketplaces' }).click();
    await page.getByRole('menuitem', { name: 'Partners' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search partners' }).fill('cobalt');
    await page.getByRole('link', { name: 'Cobalt Labs' }).click();
    await expect(page).toHaveURL(/\/partner\/cobalt-labs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cobalt Labs' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Apps by Cobalt Labs' })).toBeVisible();
  });

  test('unknown one-segment paths go home; a missing app says so', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/0190f5a0-0000-7000-8000-00000000dead');
    await expect(page.getByRole('heading', { name: 'App not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the marketplace' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
