import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiSession, SUPER_ADMIN, signIn, unique } from './helpers';

const OLIVIA = 'olivia@summitgrowth.test';
/** A platform checklist of the demo data no other flow uses, so the import's items never meet another spec. */
const CHECKLIST = 'Reputation basics';

/** Deletes what a failed run may have left: the given account's quizzes whose title starts with `prefix`. */
async function deleteQuizzes(request: APIRequestContext, email: string, prefix: string) {
  const { headers } = await apiSession(request, email);
  const res = await request.get('/api/v1/question_chapters', { headers, params: { limit: 200 } });
  for (const chapter of (await res.json()).data as { _id: string; title: string; owner: string }[])
    if (chapter.title.startsWith(prefix) && chapter.owner === 'agency')
      expect((await request.delete(`/api/v1/question_chapters/${chapter._id}`, { headers })).ok()).toBe(true);
}

test.describe('Education authoring: quizzes and CSV import', () => {
  test('an agency admin builds a quiz with single- and multiple-choice questions, publishes it and deletes it', async ({
    page,
    request,
  }) => {
    const title = `E2E quiz ${unique()}`;
    try {
      await signIn(page, OLIVIA);
      await page.goto('/education/manage/quizzes');
      await expect(page.getByRole('heading', { level: 1, name: 'Quizzes' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Education content' })).toHaveAttribute('href', '/education/manage');

      await page.getByRole('button', { name: 'New quiz' }).first().click();
      const details = page.getByRole('dialog', { name: 'New quiz' });
      await details.getByLabel('Title').fill(title);
      await details.getByLabel('Passing score (%)').fill('70');
      await details.getByLabel('Attempts allowed').fill('3');
      await details.getByRole('button', { name: 'Create quiz' }).click();
      // A new quiz opens in its editor, as a draft.
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('Draft', { exact: true })).toBeVisible();

      await page.getByRole('button', { name: 'Add section' }).click();
      const sectionDialog = page.getByRole('dialog', { name: 'New section' });
      await sectionDialog.getByLabel('Section title').fill('Basics');
      await sectionDialog.getByRole('button', { name: 'Add section' }).click();
      const section = page.getByRole('region', { name: 'Basics' });
      await expect(section).toBeVisible();

      // Single choice: the form refuses it until the right answer is marked.
      await section.getByRole('button', { name: 'Add a question to “Basics”' }).click();
      let question = page.getByRole('dialog', { name: 'New question' });
      await question.getByLabel('Question').fill('Where do people find the checklists?');
      await question.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Under Help');
      await question.getByRole('textbox', { name: 'Option 2', exact: true }).fill('Under Education');
      await question.getByRole('button', { name: 'Add question' }).click();
      await expect(question.getByText('Mark the right answer.', { exact: true })).toBeVisible();
      await question.getByRole('radio', { name: 'Option 2 is right' }).check();
      await question.getByRole('button', { name: 'Add question' }).click();
      await expect(question).toBeHidden();

      // Multiple choice: checkboxes, several right answers.
      await section.getByRole('button', { name: 'Add a question to “Basics”' }).click();
      question = page.getByRole('dialog', { name: 'New question' });
      await question.getByRole('radio', { name: /Multiple choice/ }).check();
      await question.getByLabel('Question').fill('Which earn points?');
      await question.getByRole('button', { name: 'Add option' }).click();
      await question.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Completing a checklist item');
      await question.getByRole('textbox', { name: 'Option 2', exact: true }).fill('Opening the home page');
      await question.getByRole('textbox', { name: 'Option 3', exact: true }).fill('Passing a quiz');
      await question.getByRole('checkbox', { name: 'Option 1 is right' }).check();
      await question.getByRole('checkbox', { name: 'Option 3 is right' }).check();
      await question.getByRole('button', { name: 'Add question' }).click();
      await expect(question).toBeHidden();

      const questions = section.getByRole('list', { name: 'Questions of “Basics”' });
      await expect(questions.getByRole('listitem').filter({ hasText: 'Which earn points?' })).toContainText('Multiple choice');
      await expect(page.getByText('Questions', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('2');

      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
      await expect(page.getByText('Published', { exact: true })).toBeVisible();

      await page.getByRole('link', { name: 'All quizzes' }).click();
      const row = page.getByRole('list', { name: 'Your quizzes' }).getByRole('listitem').filter({ hasText: title });
      await expect(row).toContainText('Published');
      await expect(row).toContainText('70%');
      await row.getByRole('button', { name: `Delete “${title}”` }).click();
      const confirm = page.getByRole('dialog', { name: `Delete “${title}”?` });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByText(title)).toHaveCount(0);
    } finally {
      await deleteQuizzes(request, OLIVIA, title);
    }
  });

  test('the super admin imports checklist items from CSV: the bad row is reported, the good rows go in', async ({
    page,
    request,
  }) => {
    const tag = unique();
    const good = [`Reply to every review ${tag}`, `Ask happy clients for a review ${tag}`];
    const csv = [
      'title,details',
      `${good[0]},Within a day`,
      ',A row without a title',
      `"${good[1]}","After the job, not before"`,
    ].join('\n');
    const { headers } = await apiSession(request, SUPER_ADMIN);
    const lists = await request.get('/api/v1/checklists', { headers, params: { limit: 200 } });
    const list = ((await lists.json()).data as { _id: string; title: string }[]).find((l) => l.title === CHECKLIST);
    expect(list, `${CHECKLIST} is in the demo data`).toBeDefined();
    const added = async () => {
      const res = await request.get('/api/v1/checklist-items', { headers, params: { listId: list!._id, limit: 200 } });
      return ((await res.json()).data as { _id: string; title: string }[]).filter((i) => i.title.endsWith(tag));
    };
    try {
      await signIn(page, SUPER_ADMIN);
      await page.goto('/education/manage/import');
      await expect(page.getByRole('heading', { level: 1, name: 'Import from CSV' })).toBeVisible();
      await page.getByRole('radio', { name: /Checklist items/ }).check();
      await page.getByRole('combobox', { name: 'Checklist' }).selectOption({ label: CHECKLIST });

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download template' }).click();
      expect((await download).suggestedFilename()).toBe('checklist-items-template.csv');

      await page
        .getByTestId('csv-file-input')
        .setInputFiles({ name: 'reviews.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await expect(page.getByText('reviews.csv')).toBeVisible();
      await page.getByRole('button', { name: 'Preview' }).click();
      const preview = page.getByRole('region', { name: '3. Preview' });
      await expect(preview.getByRole('row', { name: /^3 Rejected/ })).toContainText(/Column “\W?title\W?”: \W?Title is required/);
      await expect(preview.getByRole('row', { name: /^2 Ready/ })).toBeVisible();
      expect(await added()).toEqual([]);

      await preview.getByRole('button', { name: 'Import 2 good rows' }).click();
      const report = page.getByRole('region', { name: 'Import report' });
      await expect(report.getByRole('row', { name: /^2 Imported/ })).toBeVisible();
      await expect(report.getByRole('row', { name: /^4 Imported/ })).toBeVisible();
      await expect(report.getByRole('row', { name: /^3 Rejected/ })).toContainText('Title is required');
      expect((await added()).map((i) => i.title).sort()).toEqual([...good].sort());
      // The chosen file stays for another look.
      await expect(page.getByText('reviews.csv')).toBeVisible();
    } finally {
      for (const item of await added())
        expect((await request.delete(`/api/v1/checklist-items/${item._id}`, { headers })).ok()).toBe(true);
    }
  });
});
