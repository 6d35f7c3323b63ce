import { expect, test } from '@playwright/test';
import { SUMMIT_ADMIN } from './crm-apps-helpers';
import { apiSession, signIn } from './helpers';
import { listingId } from './snapshot-helpers';

/**
 * Issue 22, the snapshot page at 390 px in Arabic. (Publishing, loading into two locations live, retrying a failed
 * asset and "Update available" are one flow in snapshot-manager.spec.ts.)
 */

test.describe('at 390 px in Arabic', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the page, its tabs and the load dialog fit the width', async ({ page, request }) => {
    const { headers } = await apiSession(request, SUMMIT_ADMIN);
    const snapshotId = await listingId(request, headers, 'Dental Practice Starter');
    await signIn(page, SUMMIT_ADMIN);
    const fits = async (what: string) => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath(`${what}.png`), fullPage: true });
    };
    await page.goto(`/snapshot/${snapshotId}?lng=ae`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'Dental Practice Starter' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'نظرة عامة' })).toBeVisible();
    await fits('overview-ae-390');
    for (const tab of ['المحتويات', 'الحقول المخصصة', 'الإصدارات', 'المواقع']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await fits(`tab-${tab}-ae-390`);
    }
    await page.getByRole('button', { name: 'تحميل إلى المواقع' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'كل المواقع الحالية والمستقبلية' })).toBeVisible();
    await fits('dialog-ae-390');
    // Step 2, the values of one location, in Arabic at 390 px.
    await page.getByRole('dialog').getByRole('checkbox').nth(2).check();
    await page.getByRole('button', { name: 'متابعة' }).click();
    await expect(page.getByRole('heading', { name: /القيم لكل موقع/ })).toBeFocused();
    await fits('values-ae-390');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
