import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { apiSession, DEMO_PASSWORD, findItemId, SUPER_ADMIN, setHiddenFrom, signIn, unique } from './helpers';

const OLIVIA = 'olivia@summitgrowth.test';
/** Staff of two Summit Growth locations: Ava at Summit Realty North, Liam at Summit Dental Downtown. */
const AVA = 'ava@summitrealty.test';
const LIAM = 'liam@summitdental.test';
/** A platform testimonial of the demo data, read-only for Olivia but hers to hide from her locations. */
const PLATFORM_TESTIMONIAL = 'Ben Carter';
/** Summit Growth's own FAQ category in the demo data (three questions, positions 0 to 2). */
const CATEGORY = 'Working with Summit Growth';
const LAST_DEMO_QUESTION = 'Where do I send new leads?';

const rowOf = (page: Page, title: string): Locator =>
  page
    .getByRole('list', { name: 'FAQ questions' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });

/** The titles of the category's questions in the console, in order. */
const questionOrder = (page: Page) =>
  page.getByRole('list', { name: 'FAQ questions' }).getByRole('listitem').locator('a[dir="auto"]').allTextContents();

/** Removes what a failed run left behind (by title prefix), through the API, so reruns start clean. */
async function removeLeftovers(request: APIRequestContext, email: string, path: string, field: string, prefix: string) {
  const { headers } = await apiSession(request, email);
  const res = await request.get(`/api/v1/${path}`, { headers, params: { limit: 200 } });
  for (const row of (await res.json()).data as Record<string, string>[])
    if (row[field]?.startsWith(prefix)) await request.delete(`/api/v1/${path}/${row._id}`, { headers });
}

/** Olivia's FAQ questions, through the API. */
async function faqsOf(request: APIRequestContext): Promise<{ question: string; position: number }[]> {
  const { headers } = await apiSession(request, OLIVIA);
  return (await (await request.get('/api/v1/faqs', { headers, params: { limit: 200 } })).json()).data;
}
const positionOf = (request: APIRequestContext, question: string) =>
  faqsOf(request).then((faqs) => faqs.find((f) => f.question === question)?.position);

test.describe('Education authoring console', () => {
  test('an agency admin writes, publishes, orders and deletes a FAQ question', async ({ page, request }) => {
    const question = `E2E question ${unique()}`;
    await removeLeftovers(request, OLIVIA, 'faqs', 'question', 'E2E question');
    // Where the demo question stands now: the moves below must leave it there (after a failed run, not 2).
    const lastDemoPosition = await positionOf(request, LAST_DEMO_QUESTION);
    expect(lastDemoPosition).toEqual(expect.any(Number));
    await signIn(page, OLIVIA);

    await page.goto('/education/manage');
    await expect(page.getByRole('heading', { name: 'Education console' })).toBeVisible();
    await page.getByRole('link', { name: /^FAQ questions/ }).click();
    await page.getByLabel('Category', { exact: true }).selectOption({ label: CATEGORY });
    await page.getByRole('link', { name: 'New question' }).click();

    // The category the list was filtered by is chosen already; the question starts as a draft.
    await expect(page.getByLabel('Category *')).toHaveValue(/.+/);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByLabel('Question *')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Question *').fill(question);
    await page.getByLabel('Answer *').fill('<p>Ask <b>Olivia</b>.</p><script>alert(1)</script>');
    await expect(page.getByRole('main').locator('b', { hasText: 'Olivia' })).toBeVisible();
    await expect(page.getByLabel('Status')).toHaveValue('draft');
    await page.getByRole('button', { name: 'Create' }).click();

    // Back on the list, filtered by the category, last in it, a draft.
    await expect(page).toHaveURL(/\/education\/manage\/faqs\?parent=/);
    const row = rowOf(page, question);
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
    expect((await questionOrder(page)).slice(-2)).toEqual([LAST_DEMO_QUESTION, question]);

    await row.getByRole('button', { name: 'Publish' }).click();
    await expect(row.getByText('Published', { exact: true })).toBeVisible();

    // Readers see it (sanitised: the script is gone).
    await page.goto('/faq');
    await page.getByRole('button', { name: question, exact: true }).click();
    await expect(page.getByText('Ask Olivia.')).toBeVisible();

    // Edit it.
    await page.goto('/education/manage/faqs');
    await page.getByLabel('Category', { exact: true }).selectOption({ label: CATEGORY });
    await rowOf(page, question).getByRole('link', { name: /^Edit/ }).click();
    await page.getByLabel('Question *').fill(`${question} (edited)`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    const edited = rowOf(page, `${question} (edited)`);
    await expect(edited).toBeVisible();

    // Move it up with the keyboard, then back down, so the demo questions keep their places.
    await edited.getByRole('button', { name: 'Move up' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => questionOrder(page).then((o) => o.slice(-2))).toEqual([`${question} (edited)`, LAST_DEMO_QUESTION]);
    await expect(edited.getByRole('button', { name: 'Move down' })).toBeEnabled();
    await edited.getByRole('button', { name: 'Move down' }).click();
    await expect.poll(() => questionOrder(page).then((o) => o.slice(-2))).toEqual([LAST_DEMO_QUESTION, `${question} (edited)`]);

    // Delete, after confirming; it leaves no trace.
    await edited.getByRole('button', { name: /^Delete/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this item?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, `${question} (edited)`)).toHaveCount(0);

    expect(await faqsOf(request).then((faqs) => faqs.some((f) => f.question.startsWith(question)))).toBe(false);
    expect(await positionOf(request, LAST_DEMO_QUESTION)).toBe(lastDemoPosition);
  });

  test('the super admin schedules a zoom call that readers see, then deletes it', async ({ page, request }) => {
    const title = `E2E call ${unique()}`;
    await removeLeftovers(request, SUPER_ADMIN, 'zoom-calls', 'title', 'E2E call');
    await signIn(page, SUPER_ADMIN);

    await page.goto('/education/manage/zoom-calls/new');
    await page.getByLabel('Title *').fill(title);
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    const local = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}T15:00`;
    await page.getByLabel('Starts at *').fill(local);
    await page.getByLabel('Join link *').fill('ftp://zoom.example/j/1');
    await page.getByLabel('Status').selectOption('published');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByLabel('Join link *')).toHaveAccessibleDescription('Use an https:// address.');
    await page.getByLabel('Join link *').fill('https://zoom.example/j/123');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/education\/manage\/zoom-calls$/);

    await page.goto('/zoom_call');
    await expect(page.getByText(title)).toBeVisible();

    await page.goto('/education/manage/zoom-calls');
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: title, exact: true }) })
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  });

  test('an agency admin hides a platform testimonial from one location', async ({ browser, page, request }) => {
    const id = await findItemId(request, OLIVIA, '/testimonials', 'personName', PLATFORM_TESTIMONIAL);
    await setHiddenFrom(request, OLIVIA, '/testimonials', id, []);
    try {
      await signIn(page, OLIVIA);
      await page.goto('/education/manage/testimonials');
      const row = page
        .getByRole('list', { name: 'Testimonials' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: PLATFORM_TESTIMONIAL, exact: true }) });
      await expect(row.getByText(/read only/)).toBeVisible();
      await row.getByRole('button', { name: `Choose which locations see “${PLATFORM_TESTIMONIAL}”` }).click();
      const dialog = page.getByRole('dialog', { name: `Who sees “${PLATFORM_TESTIMONIAL}”` });
      const realty = dialog.getByRole('checkbox', { name: 'Summit Realty North' });
      await expect(realty).toBeChecked();
      await realty.uncheck();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(row.getByText('Hidden from 1 location')).toBeVisible();

      // Ava, at Summit Realty North, no longer sees it; Liam, at another location, still does.
      expect(await testimonialsPageShows(browser, AVA, PLATFORM_TESTIMONIAL)).toBe(false);
      // Location staff sign in through the user portal (`/user/login`), which helpers' apiSession does not use.
      const login = await request.post('/api/v1/user/login', { data: { email: LIAM, password: DEMO_PASSWORD } });
      expect(login.ok()).toBe(true);
      const headers = { Authorization: `Bearer ${(await login.json()).data.token as string}` };
      expect((await request.get(`/api/v1/testimonials/${id}`, { headers })).ok()).toBe(true);
    } finally {
      await setHiddenFrom(request, OLIVIA, '/testimonials', id, []);
    }
  });
});

/** Signs in as a location's staff member in a fresh browser and reports whether /testimonial shows the person. */
async function testimonialsPageShows(browser: Browser, email: string, personName: string): Promise<boolean> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signIn(page, email, 'Location or user account');
    await page.goto('/testimonial');
    const cards = page.getByRole('list', { name: 'Testimonials' });
    await expect(cards.getByText('Rachel Kim', { exact: true })).toBeVisible();
    return (await cards.getByText(personName, { exact: true }).count()) > 0;
  } finally {
    await context.close();
  }
}
