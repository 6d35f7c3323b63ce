import { expect, test } from '@playwright/test';

/** The knowledge base, testimonials and group calls (issue 4), as a visitor: read-only, so nothing to restore. */
test.describe('Education community screens', () => {
  test('a visitor searches the knowledge base, jumps to a section and copies its link', async ({ page, context }) => {
    // Short enough that the last section starts below the fold.
    await page.setViewportSize({ width: 1280, height: 520 });
    await page.goto('/knowledgebase');
    await expect(page.getByRole('heading', { level: 1, name: 'Knowledge base' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Knowledge base categories' }).getByRole('heading', { level: 2 })).toHaveText([
      'Apps',
      'Your agency',
      'Learning',
    ]);

    await page.getByRole('searchbox', { name: 'Search the knowledge base' }).fill('future locations');
    await expect(page).toHaveURL(/\/knowledgebase\?q=future(\+|%20)locations$/);
    const results = page.getByRole('list', { name: 'Search results' });
    const hit = results.getByRole('link', { name: /Install an app for many locations/ });
    await expect(hit).toContainText('Apps › Installing');
    await expect(hit.locator('mark')).toHaveText('future locations');
    await hit.click();

    // The result opens the article at the section that matched.
    await expect(page).toHaveURL(/\/knowledgebase\/[0-9a-f-]{36}#q-choose-the-locations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Install an app for many locations' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link')).toHaveText(['Knowledge base', 'Apps', 'Installing']);

    const toc = page.getByRole('navigation', { name: 'On this page' });
    await toc.getByRole('link', { name: 'After installing' }).click();
    const heading = page.getByRole('heading', { level: 2, name: 'After installing' });
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
    await expect(page).toHaveURL(/#q-after-installing$/);
    await expect(toc.getByRole('link', { name: 'After installing' })).toHaveAttribute('aria-current', 'location');

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const section = page.locator('section', { has: heading });
    await section.getByRole('button', { name: 'Copy link' }).click();
    await expect(section.getByRole('button', { name: 'Link copied' })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/knowledgebase\/[0-9a-f-]{36}#q-after-installing$/);

    // The copied link opens the article at that section.
    await page.goto('/');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 2, name: 'After installing' })).toBeInViewport();

    await page.goto('/knowledgebase/0190a0a0-0000-7000-8000-000000000999');
    await expect(page.getByRole('heading', { name: 'This article is not available' })).toBeVisible();
  });

  test('a visitor filters testimonials to videos and plays one', async ({ page }) => {
    await page.goto('/testimonial');
    await expect(page.getByRole('heading', { level: 1, name: 'What our customers say' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Rating summary' })).toContainText(/Based on \d+ testimonials/);

    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Video' }).click();
    await expect(page).toHaveURL(/\/testimonial\?kind=video$/);
    const cards = page.getByRole('list', { name: 'Testimonials' }).getByRole('figure');
    await expect(cards).toHaveCount(3);
    await expect(cards.first().getByRole('img', { name: /^Rated \d out of 5$/ })).toBeVisible();

    await page.getByRole('button', { name: 'Play the video of Marcus Lee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Marcus Lee' });
    await expect(dialog.locator('iframe')).toHaveAttribute('src', /youtube\.com\/embed\/M7lc1UVf-VE/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a visitor sees upcoming calls with Join links and past calls with recordings', async ({ page }) => {
    await page.goto('/zoom_call');
    await expect(page.getByRole('heading', { level: 1, name: 'Group calls' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    const upcoming = page.getByRole('tabpanel').getByRole('article');
    await expect(upcoming.first()).toContainText('Weekly office hours');
    const join = upcoming.first().getByRole('link', { name: /Join call/ });
    await expect(join).toHaveAttribute('href', /^https:\/\/zoom\.us\/j\//);
    await expect(join).toHaveAttribute('target', '_blank');
    await expect(join).toHaveAttribute('rel', /noopener/);

    const download = page.waitForEvent('download');
    await upcoming.first().getByRole('button', { name: 'Add to calendar' }).click();
    expect((await download).suggestedFilename()).toBe('weekly-office-hours.ics');

    await page.getByRole('tab', { name: 'Past' }).click();
    await expect(page).toHaveURL(/\/zoom_call\?when=past$/);
    const past = page.getByRole('tabpanel').getByRole('article');
    await expect(past.first()).toContainText('Pricing your SaaS plans');
    await expect(past.first().getByRole('link', { name: /Watch the recording/ })).toHaveAttribute('href', /^https:\/\//);
    await expect(past.filter({ hasText: 'Community meetup' })).toContainText('No recording');
    await expect(page.getByRole('tabpanel').getByRole('link', { name: /Join call/ })).toHaveCount(0);
  });
});
