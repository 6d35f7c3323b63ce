import { describe, expect, it } from 'vitest';
import { quizPaths, quizScreenOf } from './quiz-routes';

describe('quizScreenOf', () => {
  it('picks the screen from the path after /quiz/', () => {
    expect(quizScreenOf(undefined)).toEqual({ name: 'list' });
    expect(quizScreenOf('')).toEqual({ name: 'list' });
    expect(quizScreenOf('results')).toEqual({ name: 'results' });
    expect(quizScreenOf('results/')).toEqual({ name: 'results' });
    expect(quizScreenOf('certificate/r-1')).toEqual({ name: 'certificate', resultId: 'r-1' });
    expect(quizScreenOf('c-1')).toEqual({ name: 'take', chapterId: 'c-1' });
  });

  it('sends paths that are no screen to the list, and survives a malformed escape', () => {
    expect(quizScreenOf('certificate')).toEqual({ name: 'take', chapterId: 'certificate' });
    expect(quizScreenOf('c-1/extra')).toEqual({ name: 'list' });
    expect(quizScreenOf('certificate/r-1/x')).toEqual({ name: 'list' });
    expect(quizScreenOf('%E0%A4%A')).toEqual({ name: 'take', chapterId: '%E0%A4%A' });
  });

  it('builds the paths it reads back', () => {
    expect(quizScreenOf(quizPaths.certificate('r 1').slice('/quiz/'.length))).toEqual({
      name: 'certificate',
      resultId: 'r 1',
    });
    expect(quizPaths.result('c-1', 'r-1')).toBe('/quiz/c-1?result=r-1');
  });
});
