import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiSession, DEMO_PASSWORD, SUPER_ADMIN, signIn, unique } from './helpers';

const LIAM = 'liam@summitdental.test';
const DEMO_QUIZ = 'Atrium basics';

type Headers = Record<string, string>;
interface Option {
  id: string;
  text: string;
}
interface Question {
  _id: string;
  sectionId: string;
  kind: 'single' | 'multiple';
  prompt: string;
  options: Option[];
  correct: string[];
  explanation: string | null;
  position: number;
}
interface Section {
  _id: string;
  title: string;
  position: number;
}

/** Liam's API session: location people sign in through the user portal (POST /user/login). */
async function liamHeaders(request: APIRequestContext): Promise<Headers> {
  const res = await request.post('/api/v1/user/login', { data: { email: LIAM, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return { Authorization: `Bearer ${((await res.json()).data as { token: string }).token}` };
}

async function getData<T>(request: APIRequestContext, path: string, headers: Headers, params?: Record<string, string>) {
  const res = await request.get(path, { headers, params });
  expect(res.ok(), `GET ${path}`).toBe(true);
  return (await res.json()).data as T;
}

/** A quiz's sections and questions with their right answers, as its writer (the super admin) reads them. */
async function questionsOf(request: APIRequestContext, admin: Headers, chapterId: string) {
  const sections = await getData<Section[]>(request, '/api/v1/question_sections', admin, { chapterId });
  const questions: Question[] = [];
  for (const s of sections)
    questions.push(...(await getData<Question[]>(request, '/api/v1/questions', admin, { sectionId: s._id })));
  return { sections, questions };
}

/**
 * The quiz Liam takes: the demo quiz while he has attempts left at it (always on a fresh server), else a
 * copy of it that the super admin publishes for this run and deletes afterwards, so no earlier run (nor a
 * retry) can leave him without attempts.
 */
async function quizForLiam(request: APIRequestContext) {
  const liam = await liamHeaders(request);
  const admin = (await apiSession(request, SUPER_ADMIN)).headers;
  const chapters = await getData<{ _id: string; title: string; passingScore: number }[]>(
    request,
    '/api/v1/question_chapters',
    liam,
    { limit: '200' },
  );
  const demo = chapters.find((c) => c.title === DEMO_QUIZ);
  expect(demo, `${DEMO_QUIZ} is in the demo data`).toBeDefined();
  const demoQuestions = await questionsOf(request, admin, demo!._id);
  const take = await getData<{ attemptsLeft: number | null }>(request, `/api/v1/question_chapters/${demo!._id}/take`, liam);
  if (take.attemptsLeft !== 0) return { title: DEMO_QUIZ, questions: demoQuestions.questions, cleanup: async () => {} };

  const title = `${DEMO_QUIZ} ${unique()}`;
  const created = await request.post('/api/v1/question_chapters', {
    headers: admin,
    data: { title, passingScore: demo!.passingScore, maxAttempts: 3, status: 'published' },
  });
  expect(created.ok()).toBe(true);
  const chapterId = ((await created.json()).data as { _id: string })._id;
  const questions: Question[] = [];
  for (const section of demoQuestions.sections) {
    const s = await request.post('/api/v1/question_sections', {
      headers: admin,
      data: { chapterId, title: section.title, position: section.position },
    });
    expect(s.ok()).toBe(true);
    const sectionId = ((await s.json()).data as { _id: string })._id;
    for (const q of demoQuestions.questions.filter((x) => x.sectionId === section._id)) {
      const { kind, prompt, options, correct, explanation, position } = q;
      const made = await request.post('/api/v1/questions', {
        headers: admin,
        data: { sectionId, kind, prompt, options, correct, explanation, position },
      });
      expect(made.ok()).toBe(true);
      questions.push(q);
    }
  }
  const cleanup = async () => {
    await request.delete(`/api/v1/question_chapters/${chapterId}`, { headers: admin });
  };
  return { title, questions, cleanup };
}

/** Ticks the right options of the question on screen, found by its prompt (the order is the server's). */
async function answerShownQuestion(page: Page, questions: Question[]) {
  const prompt = (await page.locator('fieldset legend').innerText()).trim();
  const question = questions.find((q) => q.prompt === prompt);
  expect(question, `"${prompt}" is one of the quiz's questions`).toBeDefined();
  for (const id of question!.correct) {
    const text = question!.options.find((o) => o.id === id)!.text;
    await page.getByRole(question!.kind === 'single' ? 'radio' : 'checkbox', { name: text, exact: true }).check();
  }
  return question!;
}

test.describe('Quizzes as a location user', () => {
  let quiz: Awaited<ReturnType<typeof quizForLiam>>;
  test.beforeEach(async ({ request }) => {
    quiz = await quizForLiam(request);
  });
  test.afterEach(async () => {
    await quiz.cleanup();
  });

  test('a location user passes a quiz, keeps answers over a reload, and opens the certificate from the results', async ({
    page,
  }) => {
    // Twelve questions answered one by one, a reload and three more screens: far longer than a usual flow.
    test.setTimeout(120_000);
    const total = quiz.questions.length;
    await signIn(page, LIAM, 'Location or user account');
    await page.goto('/quiz');
    await expect(page.getByRole('heading', { level: 1, name: 'Quizzes' })).toBeVisible();
    const card = page
      .getByRole('list', { name: 'Quizzes' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { name: quiz.title, exact: true }),
      });
    await expect(card.getByText(`${total} questions`)).toBeVisible();
    await expect(card.getByText('Pass mark 70%')).toBeVisible();
    await card.getByRole('link', { name: /^(Start|Retake) quiz$/ }).click();

    await expect(page.getByRole('heading', { level: 1, name: quiz.title })).toBeVisible();
    await expect(page.getByText(`Question 1 of ${total}`)).toBeVisible();
    const first = await answerShownQuestion(page, quiz.questions);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText(`Question 2 of ${total}`)).toBeVisible();

    // A reload mid-quiz keeps the question and the answers given so far.
    await page.reload();
    await expect(page.getByText(`Question 2 of ${total}`)).toBeVisible();
    await expect(page.getByText(`1 of ${total} answered`)).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();
    const kept = first.options.find((o) => o.id === first.correct[0])!.text;
    await expect(page.getByRole(first.kind === 'single' ? 'radio' : 'checkbox', { name: kept, exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Every question but the last, which stays unanswered (11 of 12 right still passes at 70%).
    for (let n = 2; n < total; n += 1) {
      await expect(page.getByText(`Question ${n} of ${total}`)).toBeVisible();
      await answerShownQuestion(page, quiz.questions);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
    }
    await expect(page.getByText(`Question ${total} of ${total}`)).toBeVisible();
    await page.getByRole('button', { name: 'Review answers' }).click();
    await expect(page.getByRole('heading', { name: 'Review your answers' })).toBeVisible();
    await expect(page.getByText(`Not answered yet: 1 of ${total}.`)).toBeVisible();

    await page.getByRole('button', { name: 'Submit answers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit with unanswered questions?' });
    await dialog.getByRole('button', { name: 'Submit anyway' }).click();

    const score = `${Math.round(((total - 1) / total) * 100)}%`;
    await expect(page.getByRole('heading', { name: 'You passed!' })).toBeVisible();
    await expect(page.getByRole('meter', { name: 'Your score' })).toHaveAttribute('aria-valuetext', `Score ${score}`);
    await expect(page.getByText(`${total - 1} of ${total}`, { exact: true })).toBeVisible();
    // The server's verdict per question: all right but the unanswered one.
    await expect(page.getByText('Wrong', { exact: true })).toHaveCount(1);

    await page.getByRole('link', { name: 'My results' }).first().click();
    await expect(page).toHaveURL(/\/quiz\/results$/);
    const row = page.getByRole('row').filter({ hasText: quiz.title }).first();
    await expect(row.getByText('Passed')).toBeVisible();
    await expect(row.getByText(score, { exact: true })).toBeVisible();
    await row.getByRole('link', { name: `Certificate for ${quiz.title}` }).click();

    await expect(page).toHaveURL(/\/quiz\/certificate\/[0-9a-f-]+$/);
    const certificate = page.getByRole('article', { name: 'Certificate of completion' });
    await expect(certificate.getByText('Liam', { exact: false }).first()).toBeVisible();
    await expect(certificate.getByText(quiz.title, { exact: true })).toBeVisible();
    await expect(certificate.getByText(`with a score of ${score} (pass mark 70%)`)).toBeVisible();
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Print' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  });
});

test.describe('Quizzes for visitors', () => {
  test('a visitor sees the quizzes and is asked to sign in to take one', async ({ page }) => {
    await page.goto('/quiz');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: DEMO_QUIZ, exact: true }) });
    await card.getByRole('link', { name: 'Start quiz' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to take this quiz' })).toBeVisible();
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fquiz%2F/);
  });
});
