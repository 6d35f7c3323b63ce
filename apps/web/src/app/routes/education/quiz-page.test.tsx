import type { TQuizResult, TQuizToTake } from '@atrium/contracts/quizzes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BASICS, Q_INSTALL, Q_KEYS, Q_POINTS, resultOf, SAFETY, takeOf } from '@/features/education/quizzes/quiz-fixtures';
import { listBody, signInAs } from '@/features/education/test-fixtures';
import { type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';
import { Component as QuizPage } from './quiz-page';

interface ServerState {
  takes?: Record<string, TQuizToTake>;
  results?: TQuizResult[];
  submit?: { status: number; body: unknown };
}

/** A small in-memory quiz server: the chapters, each one's take data, my results, and a submit. */
function serve({ takes = {}, results = [], submit }: ServerState = {}) {
  return stubFetch((call: FetchCall) => {
    const url = call.url.replace('/api/v1/', '');
    if (url.startsWith('question_chapters?')) return { body: listBody([SAFETY, BASICS]) };
    const take = url.match(/^question_chapters\/([^/]+)\/take$/);
    if (take) {
      const data = takes[take[1]!];
      return data ? { body: { data } } : { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
    }
    if (/^question_chapters\/[^/]+\/submit$/.test(url) && call.method === 'POST')
      return submit ?? { status: 201, body: { data: resultOf() } };
    if (url === 'question_results') return { body: { data: results } };
    const one = url.match(/^question_results\/([^/]+)$/);
    if (one) {
      const data = results.find((r) => r._id === one[1]);
      return data ? { body: { data } } : { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
    }
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
}

// The page reads the rest of the path from the router's `quiz/*` route, as in the app.
const renderAt = (path: string) => renderInShell(<QuizPage />, { path, routes: [{ path: 'quiz/*', element: <QuizPage /> }] });
const location = () => screen.getByTestId('location').textContent;

// Flows of many clicks: more time than the default 5 s, for a busy machine.
describe('Quiz screens', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('lists the quizzes in position order with my attempts, best result and why Start is off', async () => {
    signInAs('staff');
    serve({
      takes: {
        [BASICS._id]: takeOf(BASICS, { attemptsUsed: 3, attemptsLeft: 0 }),
        [SAFETY._id]: takeOf(SAFETY),
      },
      results: [resultOf({ score: 67 }), resultOf({ _id: 'r0', score: 33, attempt: 2 })],
    });
    renderAt('/quiz');
    expect(screen.getByText('Loading quizzes…')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Quizzes' });
    const cards = within(list).getAllByRole('listitem', { name: /./ });
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Atrium basics', 'Data safety']);

    const basics = cards[0]!;
    expect(await within(basics).findByText('3 questions')).toBeInTheDocument();
    expect(within(basics).getByText('Pass mark 70%')).toBeInTheDocument();
    expect(within(basics).getByText('3 of 3 attempts used')).toBeInTheDocument();
    expect(within(basics).getByText('Your best: 67%')).toBeInTheDocument();
    const retake = within(basics).getByRole('button', { name: 'Retake quiz' });
    expect(retake).toBeDisabled();
    expect(retake).toHaveAccessibleDescription('You have used all your attempts at this quiz.');

    const safety = cards[1]!;
    expect(within(safety).getByText('Unlimited attempts')).toBeInTheDocument();
    expect(within(safety).getByText('Pass it to earn 50 points')).toBeInTheDocument();
    expect(within(safety).getByRole('link', { name: 'Start quiz' })).toHaveAttribute('href', `/quiz/${SAFETY._id}`);
    expect(screen.getByRole('link', { name: 'My results' })).toHaveAttribute('href', '/quiz/results');
  });

  it('shows visitors the quizzes, and asks them to sign in to take one', async () => {
    const { calls } = serve();
    renderAt('/quiz');
    const list = await screen.findByRole('list', { name: 'Quizzes' });
    expect(within(list).getAllByText('3 attempts allowed')).toHaveLength(1);
    expect(screen.getByText(/Sign in to take a quiz/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My results' })).not.toBeInTheDocument();
    // No per-person requests for visitors.
    expect(calls.some((c) => c.url.includes('/take') || c.url.includes('question_results'))).toBe(false);

    await userEvent.click(within(list).getAllByRole('link', { name: 'Start quiz' })[0]!);
    expect(await screen.findByRole('heading', { name: 'Sign in to take this quiz' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent(`/quiz/${BASICS._id}`)}`,
    );
  });

  it('takes a quiz: radios and checkboxes, a review of what is unanswered, a confirmation, then the server’s verdict', async () => {
    signInAs('staff');
    const { calls } = serve({ takes: { [BASICS._id]: takeOf(BASICS) } });
    const user = userEvent.setup();
    renderAt(`/quiz/${BASICS._id}`);

    expect(await screen.findByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Attempt 1 of 3 · Pass mark 70%')).toBeInTheDocument();
    const q1 = screen.getByRole('group', { name: Q_INSTALL.prompt });
    expect(q1).toHaveAccessibleDescription('Choose one answer.');
    await user.click(within(q1).getByRole('radio', { name: 'Location staff' }));
    await user.click(within(q1).getByRole('radio', { name: 'Agency admins' }));
    expect(within(q1).getByRole('radio', { name: 'Location staff' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const q2 = screen.getByRole('group', { name: Q_POINTS.prompt });
    expect(q2).toHaveAccessibleDescription('Select all that apply.');
    await user.click(within(q2).getByRole('checkbox', { name: 'Checklist items' }));
    await user.click(within(q2).getByRole('checkbox', { name: 'Passing a quiz' }));
    expect(screen.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute('aria-valuetext', '2 of 3 answered');

    // Straight to the review, leaving the third question unanswered.
    await user.click(screen.getByRole('button', { name: 'Review answers' }));
    expect(screen.getByRole('heading', { name: 'Review your answers' })).toBeInTheDocument();
    expect(screen.getByText('Not answered yet: 1 of 3. Unanswered questions count as wrong.')).toBeInTheDocument();
    const review = screen.getByRole('list', { name: 'Questions' });
    expect(
      within(review)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([`1${Q_INSTALL.prompt}Answered`, `2${Q_POINTS.prompt}Answered`, `3${Q_KEYS.prompt}Not answered`]);

    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit with unanswered questions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep answering' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit anyway' }));

    expect(await screen.findByRole('heading', { name: 'Not passed this time' })).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe(`/api/v1/question_chapters/${BASICS._id}/submit`);
    expect(post?.body).toEqual({ answers: { [Q_INSTALL._id]: ['a'], [Q_POINTS._id]: ['a', 'c'] } });
    expect(location()).toBe(`/quiz/${BASICS._id}?result=${resultOf()._id}`);

    expect(screen.getByRole('meter', { name: 'Your score' })).toHaveAttribute('aria-valuetext', 'Score 67%');
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    // The verdicts are the server's, shown in the quiz's order with the prompts.
    const feedback = screen.getByRole('heading', { name: 'Question by question' }).nextElementSibling as HTMLElement;
    expect(
      within(feedback)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `Question 1 · Right${Q_INSTALL.prompt}Agency admins install anywhere.`,
      `Question 2 · Right${Q_POINTS.prompt}`,
      `Question 3 · Wrong${Q_KEYS.prompt}Only the last four characters.`,
    ]);
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', `/quiz/${BASICS._id}`);
    expect(screen.queryByRole('link', { name: 'View certificate' })).not.toBeInTheDocument();
    // The draft is gone: a new attempt starts empty.
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps the answers when the server refuses the submit, and says why', async () => {
    signInAs('staff');
    serve({
      takes: { [BASICS._id]: takeOf(BASICS) },
      submit: { status: 409, body: { error: { code: 'conflict', message: 'You have used all 3 attempts' } } },
    });
    const user = userEvent.setup();
    renderAt(`/quiz/${BASICS._id}`);
    await user.click(await screen.findByRole('radio', { name: 'Agency admins' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: 'Checklist items' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'In full' }));
    await user.click(screen.getByRole('button', { name: 'Review answers' }));
    expect(screen.getByText('Every question is answered. Submit when you are ready.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have no attempts left at this quiz, so these answers could not be submitted.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('3 of 3 answered')).toBeInTheDocument();
    expect(JSON.parse(Object.values({ ...sessionStorage })[0] as string).answers).toEqual({
      [Q_INSTALL._id]: ['a'],
      [Q_POINTS._id]: ['a'],
      [Q_KEYS._id]: ['a'],
    });
  });

  it('says so when no attempts are left, and when a quiz is not found', async () => {
    signInAs('staff');
    serve({ takes: { [BASICS._id]: takeOf(BASICS, { attemptsUsed: 3, attemptsLeft: 0, passed: true }) } });
    const { unmount } = renderAt(`/quiz/${BASICS._id}`);
    expect(await screen.findByRole('heading', { name: 'No attempts left' })).toBeInTheDocument();
    expect(screen.getByText(/you passed: your certificate is in your results/)).toBeInTheDocument();
    unmount();
    renderAt('/quiz/0190a0a0-0000-7000-8000-00000000dead');
    expect(await screen.findByRole('heading', { name: 'Quiz not found' })).toBeInTheDocument();
  });

  it('lists my results with the certificate of each pass', async () => {
    signInAs('staff');
    const pass = resultOf({ _id: 'pass-1', score: 100, passed: true, attempt: 2 });
    serve({ results: [pass, resultOf()] });
    renderAt('/quiz/results');
    const table = await screen.findByRole('table', { name: 'My quiz results, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Passed')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('100%')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Certificate for Atrium basics' })).toHaveAttribute(
      'href',
      '/quiz/certificate/pass-1',
    );
    expect(within(rows[1]!).getByText('Not passed')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('link', { name: /Certificate/ })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Details of Atrium basics, attempt 1' })).toHaveAttribute(
      'href',
      `/quiz/${BASICS._id}?result=${resultOf()._id}`,
    );
    expect(within(rows[1]!).getByRole('time')).toHaveAttribute('dateTime', resultOf().createdAt);
  });

  it('shows the certificate of a pass with a Print button, and none for a result that did not pass', async () => {
    signInAs('staff');
    const pass = resultOf({ _id: 'pass-1', score: 100, passed: true });
    serve({ results: [pass, resultOf()] });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    const { unmount } = renderAt('/quiz/certificate/pass-1');
    const certificate = await screen.findByRole('article', { name: 'Certificate of completion' });
    expect(within(certificate).getByText('Liam Evans')).toBeInTheDocument();
    expect(within(certificate).getByText('Atrium basics')).toBeInTheDocument();
    expect(within(certificate).getByText('with a score of 100% (pass mark 70%)')).toBeInTheDocument();
    expect(within(certificate).getByText('pass-1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    unmount();

    renderAt(`/quiz/certificate/${resultOf()._id}`);
    expect(await screen.findByRole('heading', { name: 'No certificate for this result' })).toBeInTheDocument();
    expect(screen.getByText(/scored 67% and the pass mark is 70%/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });
});
