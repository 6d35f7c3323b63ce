import { expect, test } from '@playwright/test';

test.describe('header menus', () => {
  test('a visitor opens each dropdown, closes it and follows Podcasts', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('height', '60px');
    for (const link of ['Widgets', 'CRM Plus', 'Conversation Providers', 'Payment Providers', 'Integrations']) {
      await expect(header.getByRole('link', { name: link, exact: true })).toHaveAttribute(
        'href',
        /^\/nestedstore\/[0-9a-f-]{36}$/,
      );
    }

    const marketplaces = header.getByRole('button', { name: 'App Marketplaces' });
    await marketplaces.click();
    await expect(page.getByRole('menuitem', { name: 'Partners' })).toBeVisible();
    await page.mouse.click(5, 300); // outside
    await expect(page.getByRole('menuitem', { name: 'Partners' })).toBeHidden();

    const help = header.getByRole('button', { name: 'Help' });
    await help.click();
    for (const item of ['Road Map', 'Change Logs', 'Zoom Call', 'Testimonials', 'Staff', 'Plans', 'Media Library', 'Support']) {
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Road Map' })).toBeHidden();

    await header.getByRole('button', { name: 'Education' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toHaveCSS('width', '192px'); // 12rem
    await page.getByRole('menuitem', { name: 'Podcasts' }).click();
    await expect(page).toHaveURL(/\/podcast$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Podcasts' })).toBeVisible();
  });

  test('an agency host hides Zoom Call, Staff, Testimonials, Checklist, OnBoarding and Plans', async ({ page, baseURL }) => {
    const agencyUrl = baseURL!.replace('localhost', 'summit.agency.localhost');
    await page.goto(`${agencyUrl}/`);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Help' }).click();
    await expect(page.getByRole('menuitem', { name: 'Road Map' })).toBeVisible();
    for (const hidden of ['Zoom Call', 'Staff', 'Testimonials', 'Plans']) {
      await expect(page.getByRole('menuitem', { name: hidden })).toHaveCount(0);
    }
    await page.keyboard.press('Escape');
    await header.getByRole('button', { name: 'Education' }).click();
    await expect(page.getByRole('menuitem', { name: 'Podcasts' })).toBeVisible();
    for (const hidden of ['Checklist', 'OnBoarding']) {
      await expect(page.getByRole('menuitem', { name: hidden })).toHaveCount(0);
    }
  });

  test('an unknown path lands on the home page', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('lazy screens', () => {
  // A screen's texts come in their own file; a slow one must show the loading state, never keys like "board.title".
  for (const { path, texts, title } of [
    { path: '/roadmap', texts: 'roadmap', title: 'Road map' },
    { path: '/podcast', texts: 'podcasts', title: 'Podcasts' },
  ])
    test(`${path} waits for its texts instead of showing raw keys`, async ({ page }) => {
      await page.route(`**/locales/en/${texts}.json`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      // Every main heading the page ever shows, from its first render on.
      await page.addInitScript(() => {
        const seen = new Set<string>();
        Object.assign(window, { seenHeadings: seen });
        new MutationObserver(() => {
          for (const h1 of document.querySelectorAll('h1')) seen.add(h1.textContent ?? '');
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const seen = await page.evaluate(() => [...(window as unknown as { seenHeadings: Set<string> }).seenHeadings]);
      // Only the real title: a key ("title", "board.title") would have been seen first.
      expect(seen).toEqual([title]);
    });
});

test.describe('the side drawer on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('stays out of the tab order and the accessibility tree until it is opened, and gives focus back', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Toggle navigation menu' });
    const drawer = page.locator('#app-sidebar');
    // Open and close it once, so its entries are rendered (the first opening renders them).
    await menuButton.click();
    await expect(drawer.getByRole('link', { name: 'Widgets' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(page.getByRole('navigation', { name: 'Sidebar navigation' })).toHaveCount(0);

    // Tabbing from the top of the page (the drawer comes first in it) never lands in the closed drawer.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#app-sidebar')))).toBe(false);
    }

    // Opened, it takes focus; Tab stays inside it; Escape closes it and focus returns to the menu button.
    await menuButton.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#app-sidebar')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});
