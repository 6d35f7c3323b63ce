import { type Browser, expect, type Page, test } from '@playwright/test';
import { findItemId, setHiddenFrom, signIn } from './helpers';

const OLIVIA = 'olivia@summitgrowth.test';
const LIAM = 'liam@summitdental.test';
const AVA = 'ava@summitrealty.test';
const QUESTION = 'Which browsers are supported?';

test.describe('Education FAQ', () => {
  test('a visitor browses by category, searches, expands an answer and follows a deep link', async ({ page, context }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Education' }).click();
    await page.getByRole('menuitem', { name: 'Faqs' }).click();
    await expect(page).toHaveURL(/\/education_faqs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'FAQ categories' });
    await expect(nav.getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'true');
    await nav.getByRole('button', { name: /^Billing and plans/ }).click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Billing and plans']);

    await page.getByRole('searchbox', { name: 'Search questions and answers' }).fill('INVOICE');
    await expect(page.getByText('1 result for “INVOICE”')).toBeVisible();
    const question = page.getByRole('button', { name: 'Can I get an invoice?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const item = page.locator('li', { has: question });
    await expect(item.getByText('Invoices come from each app’s developer')).toBeVisible();

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await item.getByRole('button', { name: 'Copy link' }).click();
    await expect(item.getByRole('button', { name: 'Link copied' })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/education_faqs#q-[0-9a-f-]{36}$/);

    // The link opens the question on /faq too, wherever it sits in the list.
    await page.goto(link.replace('/education_faqs', '/faq'));
    const linked = page.getByRole('button', { name: 'Can I get an invoice?' });
    await expect(linked).toHaveAttribute('aria-expanded', 'true');
    await expect(linked).toBeInViewport();
    await expect(linked).toBeFocused();
    await expect(page.getByRole('button', { name: 'What is Atrium?' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('an agency admin hides a question from one location, which then no longer sees it', async ({ browser, page, request }) => {
    const faqId = await findItemId(request, OLIVIA, '/faqs', 'question', QUESTION, { q: QUESTION });
    await setHiddenFrom(request, OLIVIA, '/faqs', faqId, []);
    try {
      await signIn(page, OLIVIA);
      await page.goto('/faq');
      await page.getByRole('button', { name: `Choose which locations see “${QUESTION}”` }).click();
      const dialog = page.getByRole('dialog', { name: `Who sees “${QUESTION}”` });
      const dental = dialog.getByRole('checkbox', { name: 'Summit Dental Downtown' });
      await expect(dental).toBeChecked();
      await dental.uncheck();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      const item = page.locator('li', { has: page.getByRole('button', { name: QUESTION }) });
      await expect(item.getByText('Hidden from 1 location')).toBeVisible();

      expect(await faqPageAs(browser, LIAM)).toBe(false);
      expect(await faqPageAs(browser, AVA)).toBe(true);
    } finally {
      await setHiddenFrom(request, OLIVIA, '/faqs', faqId, []);
    }
  });
});

/** Signs in as a location's staff member in a fresh browser and reports whether the FAQ lists QUESTION. */
async function faqPageAs(browser: Browser, email: string): Promise<boolean> {
  const context = await browser.newContext();
  const page: Page = await context.newPage();
  try {
    await signIn(page, email, 'Location or user account');
    await page.goto('/faq');
    await expect(page.getByRole('button', { name: 'What is Atrium?' })).toBeVisible();
    return (await page.getByRole('button', { name: QUESTION }).count()) > 0;
  } finally {
    await context.close();
  }
}
