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
