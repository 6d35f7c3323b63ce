import type { TQuizChapter, TQuizResult, TQuizToTake } from '@atrium/contracts/quizzes';

/** What a quiz's card says about me: my attempts, my best result, and whether I may start another. */
export interface QuizSummary {
  /** Known once the quiz's take data is in (signed in only). */
  questionCount: number | null;
  attemptsUsed: number;
  /** null: unlimited. */
  attemptsLeft: number | null;
  best: TQuizResult | null;
  passed: boolean;
  /** Why Start is off, if it is. */
  blocked: 'noAttempts' | 'noQuestions' | null;
}

/** The best result: the highest score, the earliest of equal scores (the first time I reached it). */
export function bestResult(results: readonly TQuizResult[]): TQuizResult | null {
  let best: TQuizResult | null = null;
  for (const r of results)
    if (!best || r.score > best.score || (r.score === best.score && r.createdAt < best.createdAt)) best = r;
  return best;
}

/**
 * One quiz's summary from its take data (my attempts as the server counts them) and my results; without the
 * take data (still loading, or it failed) the results alone give the attempts used.
 */
export function summarizeQuiz(
  chapter: TQuizChapter,
  take: TQuizToTake | undefined,
  results: readonly TQuizResult[],
): QuizSummary {
  const mine = results.filter((r) => r.chapterId === chapter._id);
  const best = bestResult(mine);
  const attemptsUsed = take?.attemptsUsed ?? mine.length;
  const attemptsLeft =
    take?.attemptsLeft !== undefined
      ? take.attemptsLeft
      : chapter.maxAttempts === null
        ? null
        : Math.max(0, chapter.maxAttempts - attemptsUsed);
  const questionCount = take ? take.sections.reduce((n, s) => n + s.questions.length, 0) : null;
  const blocked = attemptsLeft === 0 ? 'noAttempts' : questionCount === 0 ? 'noQuestions' : null;
  return {
    questionCount,
    attemptsUsed,
    attemptsLeft,
    best,
    passed: Boolean(take?.passed) || mine.some((r) => r.passed),
    blocked,
  };
}

/** Attempts left after a result: the chapter's limit less the attempt's number (null: unlimited). */
export const attemptsLeftAfter = (result: TQuizResult, maxAttempts: number | null) =>
  maxAttempts === null ? null : Math.max(0, maxAttempts - result.attempt);
