import { expect, type Locator, test } from '@playwright/test';

/** True once the image has loaded and decoded to real pixels (a broken image has no natural width). */
const loaded = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

// The demo apps' icons and screenshots are drawn at seed time and served from the uploads storage.
test('a visitor sees app icons, opens an app and pages through its screenshots', async ({ page }) => {
  await page.goto('/');
  const first = page.getByRole('main').getByRole('article').first();
  await expect(first).toBeVisible();
  const icon = first.locator('img').first();
  await expect(icon).toHaveAttribute('src', /^\/uploads\/demo-apps\/[0-9a-f]{32}\.webp$/);
  await expect.poll(() => loaded(icon)).toBe(true);

  const name = (await first.getByRole('link').first().textContent()) ?? '';
  await first.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const thumbnails = page.getByRole('button', { name: new RegExp(`^Open screenshot \\d of 3 of ${name}$`) });
  await expect(thumbnails).toHaveCount(3);
  for (const thumbnail of await thumbnails.all()) {
    await thumbnail.scrollIntoViewIfNeeded();
    await expect.poll(() => loaded(thumbnail.locator('img'))).toBe(true);
  }

  await thumbnails.first().click();
  const lightbox = page.getByRole('dialog', { name: `Screenshots of ${name}` });
  await expect(lightbox.getByText('1 of 3')).toBeVisible();
  await expect(lightbox.locator('figcaption')).not.toBeEmpty();
  await lightbox.getByRole('button', { name: 'Next screenshot' }).click();
  await expect(lightbox.getByText('2 of 3')).toBeVisible();
  await expect.poll(() => loaded(lightbox.locator('img'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
});
