import { expect, type Page, test } from '@playwright/test';
import { apiSession, signIn, unique } from './helpers';

/** The demo app creator, a member of the demo partner that owns the "Publishing on Atrium" FAQ category. */
const CREATOR = 'creator@atrium.test';
const OLIVIA = 'olivia@summitgrowth.test';
const PARTNER_CATEGORY = 'Publishing on Atrium';

const rowOf = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'FAQ questions' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });

test.describe('Education, partner variant', () => {
  test("an app creator writes a FAQ question for their partner's team that agencies never see", async ({
    browser,
    page,
    request,
  }) => {
    const question = `E2E partner question ${unique()}`;
    // Leftovers of a failed run, through the API, so reruns start clean.
    const { headers } = await apiSession(request, CREATOR);
    for (const row of (await (await request.get('/api/v1/faqs', { headers, params: { limit: 200 } })).json()).data)
      if (row.question.startsWith('E2E partner question')) await request.delete(`/api/v1/faqs/${row._id}`, { headers });

    await signIn(page, CREATOR);
    await page.goto('/education');
    await page.getByRole('link', { name: 'Manage content' }).click();
    await page.getByRole('link', { name: /^FAQ questions/ }).click();
    await page.getByLabel('Category', { exact: true }).selectOption({ label: PARTNER_CATEGORY });
    // The partner's own questions are marked as theirs.
    await expect(rowOf(page, 'How long does an app review take?').getByText('Partner', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'New question' }).click();
    await page.getByLabel('Question *').fill(question);
    await page.getByLabel('Answer *').fill('<p>Only <b>our team</b> reads this.</p>');
    await page.getByLabel('Status').selectOption('published');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/education\/manage\/faqs\?parent=/);
    await expect(rowOf(page, question).getByText('Partner', { exact: true })).toBeVisible();

    // The partner's team reads it beside the platform's FAQ.
    await page.goto('/faq');
    await page.getByRole('button', { name: question, exact: true }).click();
    await expect(page.getByText('Only our team reads this.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Getting started' })).toBeVisible();

    // An agency admin never sees the partner's category or question.
    const agency = await browser.newContext();
    const olivia = await agency.newPage();
    await signIn(olivia, OLIVIA);
    await olivia.goto('/faq');
    await expect(olivia.getByRole('heading', { name: 'Getting started' })).toBeVisible();
    await expect(olivia.getByText(PARTNER_CATEGORY)).toHaveCount(0);
    await expect(olivia.getByRole('button', { name: question, exact: true })).toHaveCount(0);
    await agency.close();

    // Delete it from the console, after confirming.
    await page.goto('/education/manage/faqs');
    await rowOf(page, question)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.getByRole('dialog', { name: 'Delete this item?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(rowOf(page, question)).toHaveCount(0);
  });
});
