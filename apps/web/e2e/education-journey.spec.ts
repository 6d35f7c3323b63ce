import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiSession, DEMO_PASSWORD, SUPER_ADMIN, signIn, unique } from './helpers';

/**
 * Issue 4's whole journey for one staff member: an onboarding step, a checklist item and a passed quiz
 * show up as points on the leaderboard (10 + 5 + 50). Sofia is in no other flow, so the points she gains
 * here are this flow's alone; the hooks put back her progress and remove the quiz made for the run.
 */
const SOFIA = 'sofia@harborhome.test';
const SOFIA_NAME = 'Sofia Ito';
const ONBOARDING = 'Welcome to Atrium';
const CHECKLIST = 'Launch a new location';
const GAINED = 10 + 5 + 50;

type Headers = Record<string, string>;
const GROUPS = ['checklist-items', 'onboarding-steps'] as const;

async function sofiaHeaders(request: APIRequestContext): Promise<Headers> {
  const res = await request.post('/api/v1/user/login', { data: { email: SOFIA, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return { Authorization: `Bearer ${((await res.json()).data as { token: string }).token}` };
}

async function data<T>(request: APIRequestContext, path: string, headers: Headers): Promise<T> {
  const res = await request.get(path, { headers });
  expect(res.ok(), `GET ${path}`).toBe(true);
  return (await res.json()).data as T;
}

/** The steps Sofia has completed, per group. */
async function completed(request: APIRequestContext, headers: Headers) {
  const done = new Map<string, Set<string>>();
  for (const group of GROUPS) {
    const rows = await data<{ itemId: string; status: string }[]>(request, `/api/v1/${group}/progress`, headers);
    done.set(group, new Set(rows.filter((r) => r.status === 'completed').map((r) => r.itemId)));
  }
  return done;
}

/** A two-question quiz published for this run (so earlier runs' attempts and passes never matter). */
async function createQuiz(request: APIRequestContext, admin: Headers) {
  const title = `Journey quiz ${unique()}`;
  const post = async (path: string, body: object) => {
    const res = await request.post(path, { headers: admin, data: body });
    expect(res.ok(), `POST ${path}`).toBe(true);
    return ((await res.json()).data as { _id: string })._id;
  };
  const chapterId = await post('/api/v1/question_chapters', { title, passingScore: 50, maxAttempts: 2, status: 'published' });
  const sectionId = await post('/api/v1/question_sections', { chapterId, title: 'Basics' });
  const options = [
    { id: 'a', text: 'Yes' },
    { id: 'b', text: 'No' },
  ];
  const questions = [
    { prompt: 'Do completed checklist items earn points?', answer: 'Yes' },
    { prompt: 'Are leaderboard points stored by hand?', answer: 'No' },
  ];
  for (const [position, q] of questions.entries()) {
    const correct = [options.find((o) => o.text === q.answer)!.id];
    await post('/api/v1/questions', { sectionId, kind: 'single', prompt: q.prompt, options, correct, position });
  }
  return { chapterId, title, questions };
}

async function allTimePoints(request: APIRequestContext, headers: Headers) {
  const ranking = await data<{ rows: { isMe: boolean; points: number }[] }>(
    request,
    '/api/v1/ranking?period=all&limit=200',
    headers,
  );
  return ranking.rows.find((r) => r.isMe)?.points ?? 0;
}

/** Opens a list of steps from the Education menu and ticks its first open step. */
async function tickFirstOpenStep(page: Page, menuItem: 'Checklist' | 'OnBoarding', list: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Education' }).click();
  await page.getByRole('menuitem', { name: menuItem }).click();
  await page.getByRole('link', { name: list }).click();
  await expect(page.getByRole('heading', { level: 2, name: list })).toBeVisible();
  const bar = page.getByRole('progressbar', { name: list });
  const before = Number((await bar.getAttribute('aria-valuenow')) ?? 0);
  const open = page.getByRole('list', { name: 'Steps' }).getByRole('checkbox', { checked: false }).first();
  await open.check();
  await expect(bar).not.toHaveAttribute('aria-valuenow', String(before));
}

test.describe('A staff member learning with Atrium', () => {
  let quiz: Awaited<ReturnType<typeof createQuiz>>;
  let admin: Headers;
  let before: Awaited<ReturnType<typeof completed>>;

  test.beforeEach(async ({ request }) => {
    admin = (await apiSession(request, SUPER_ADMIN)).headers;
    quiz = await createQuiz(request, admin);
    before = await completed(request, await sofiaHeaders(request));
  });
  test.afterEach(async ({ request }) => {
    const headers = await sofiaHeaders(request);
    const now = await completed(request, headers);
    for (const group of GROUPS)
      for (const id of now.get(group) ?? [])
        if (!before.get(group)?.has(id))
          await request.put(`/api/v1/${group}/${id}/complete`, { headers, data: { completed: false } });
    // The quiz goes; the pass it gave stays in Sofia's history (points are counted from completions).
    await request.delete(`/api/v1/question_chapters/${quiz.chapterId}`, { headers: admin });
  });

  test('works through onboarding and a checklist, passes a quiz, and sees the points on the leaderboard', async ({
    page,
    request,
  }) => {
    const start = await allTimePoints(request, await sofiaHeaders(request));
    await signIn(page, SOFIA, 'Location or user account');

    await tickFirstOpenStep(page, 'OnBoarding', ONBOARDING);
    await tickFirstOpenStep(page, 'Checklist', CHECKLIST);

    await page.goto('/quiz');
    const card = page
      .getByRole('list', { name: 'Quizzes' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: quiz.title, exact: true }) });
    await card.getByRole('link', { name: 'Start quiz' }).click();
    for (const [n, q] of quiz.questions.entries()) {
      await expect(page.getByText(`Question ${n + 1} of ${quiz.questions.length}`)).toBeVisible();
      await expect(page.locator('fieldset legend')).toHaveText(q.prompt);
      await page.getByRole('radio', { name: q.answer, exact: true }).check();
      if (n < quiz.questions.length - 1) await page.getByRole('button', { name: 'Next', exact: true }).click();
    }
    await page.getByRole('button', { name: 'Review answers' }).click();
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await expect(page.getByRole('heading', { name: 'You passed!' })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Education' }).click();
    await page.getByRole('menuitem', { name: 'Players' }).click();
    await page.getByRole('tablist', { name: 'Leaderboard period' }).getByRole('tab', { name: 'All time' }).click();
    const mine = page.getByRole('list', { name: 'Ranking' }).locator('li[aria-current="true"]');
    await expect(mine).toContainText(SOFIA_NAME);
    await expect(mine).toContainText(`${start + GAINED} points`);
  });
});
