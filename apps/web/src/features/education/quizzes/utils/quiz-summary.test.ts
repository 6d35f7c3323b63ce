import { describe, expect, it } from 'vitest';
import { BASICS, resultOf, SAFETY, takeOf } from '@/features/education/quizzes/quiz-fixtures';
import { attemptsLeftAfter, bestResult, summarizeQuiz } from './quiz-summary';

const failed = resultOf({ _id: 'r1', score: 67, passed: false, attempt: 1, createdAt: '2026-03-01T10:00:00.000Z' });
const passed = resultOf({ _id: 'r2', score: 100, passed: true, attempt: 2, createdAt: '2026-03-02T10:00:00.000Z' });
const again = resultOf({ _id: 'r3', score: 100, passed: true, attempt: 3, createdAt: '2026-03-03T10:00:00.000Z' });

describe('bestResult', () => {
  it('is the highest score, the first time it was reached', () => {
    expect(bestResult([again, failed, passed])?._id).toBe('r2');
    expect(bestResult([])).toBeNull();
  });
});

describe('summarizeQuiz', () => {
  it('takes my attempts from the take data and my best result from my results', () => {
    const summary = summarizeQuiz(BASICS, takeOf(BASICS, { attemptsUsed: 2, attemptsLeft: 1, passed: true }), [passed, failed]);
    expect(summary).toMatchObject({ questionCount: 3, attemptsUsed: 2, attemptsLeft: 1, passed: true, blocked: null });
    expect(summary.best?._id).toBe('r2');
  });

  it('says why Start is off: no attempts left, or no questions', () => {
    expect(summarizeQuiz(BASICS, takeOf(BASICS, { attemptsUsed: 3, attemptsLeft: 0 }), []).blocked).toBe('noAttempts');
    expect(summarizeQuiz(BASICS, takeOf(BASICS, { sections: [] }), []).blocked).toBe('noQuestions');
  });

  it('counts attempts from my results while the take data is missing, and ignores other quizzes’ results', () => {
    const other = resultOf({ chapterId: SAFETY._id });
    expect(summarizeQuiz(BASICS, undefined, [failed, passed, again, other])).toMatchObject({
      questionCount: null,
      attemptsUsed: 3,
      attemptsLeft: 0,
      blocked: 'noAttempts',
    });
    expect(summarizeQuiz(SAFETY, undefined, [failed])).toMatchObject({ attemptsUsed: 0, attemptsLeft: null, best: null });
  });
});

describe('attemptsLeftAfter', () => {
  it('is the limit less the attempt’s number, or null when unlimited', () => {
    expect(attemptsLeftAfter(failed, 3)).toBe(2);
    expect(attemptsLeftAfter(again, 3)).toBe(0);
    expect(attemptsLeftAfter(failed, null)).toBeNull();
  });
});
