import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BASICS, Q_INSTALL, Q_KEYS, Q_POINTS, takeOf } from '@/features/education/quizzes/quiz-fixtures';
import { flattenQuestions } from '@/features/education/quizzes/utils/quiz-answers';
import { draftKey } from '@/features/education/quizzes/utils/quiz-draft';
import { useQuizAttempt } from './use-quiz-attempt';

const questions = flattenQuestions(takeOf(BASICS).sections);
const mount = (viewer = 'u1') => renderHook(() => useQuizAttempt(viewer, BASICS._id, questions));

describe('useQuizAttempt', () => {
  afterEach(() => sessionStorage.clear());

  it('moves through the questions to the review step and back', () => {
    const { result } = mount();
    expect(result.current.current?.question._id).toBe(Q_INSTALL._id);
    act(() => result.current.next());
    act(() => result.current.next());
    expect(result.current.current?.question._id).toBe(Q_KEYS._id);
    act(() => result.current.next());
    expect(result.current.reviewing).toBe(true);
    act(() => result.current.previous());
    expect(result.current).toMatchObject({ reviewing: false, index: 2 });
    act(() => result.current.goTo(0));
    act(() => result.current.previous());
    expect(result.current.index).toBe(0);
  });

  it('keeps the answers and the place over a remount (a reload), per person', () => {
    const first = mount();
    act(() => first.result.current.choose(Q_POINTS, 'a', true));
    act(() => first.result.current.choose(Q_POINTS, 'c', true));
    act(() => first.result.current.goTo(1));
    first.unmount();

    const again = mount();
    expect(again.result.current.answers).toEqual({ [Q_POINTS._id]: ['a', 'c'] });
    expect(again.result.current.index).toBe(1);
    expect(again.result.current.unanswered.map((q) => q.number)).toEqual([1, 3]);

    expect(mount('someone-else').result.current.answers).toEqual({});
  });

  it('forgets the draft once discarded, while the answers stay on screen for the result', () => {
    const { result, unmount } = mount();
    act(() => result.current.choose(Q_INSTALL, 'a', true));
    act(() => result.current.discard());
    expect(sessionStorage.getItem(draftKey('u1', BASICS._id))).toBeNull();
    expect(result.current.answers).toEqual({ [Q_INSTALL._id]: ['a'] });
    unmount();
    expect(mount().result.current.answers).toEqual({});
  });

  it('starts afresh from a draft it cannot read', () => {
    sessionStorage.setItem(draftKey('u1', BASICS._id), '{not json');
    expect(mount().result.current).toMatchObject({ answers: {}, index: 0, reviewing: false });
    sessionStorage.setItem(draftKey('u1', BASICS._id), JSON.stringify({ answers: {}, index: 99, reviewing: true }));
    expect(mount().result.current).toMatchObject({ index: 2, reviewing: true });
  });
});
