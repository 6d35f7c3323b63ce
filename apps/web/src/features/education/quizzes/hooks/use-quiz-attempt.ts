import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  chooseOption,
  type NumberedQuestion,
  type TakeQuestion,
  unansweredOf,
} from '@/features/education/quizzes/utils/quiz-answers';
import {
  clearDraft,
  draftKey,
  EMPTY_DRAFT,
  type QuizDraft,
  readDraft,
  writeDraft,
} from '@/features/education/quizzes/utils/quiz-draft';

/**
 * The state of one attempt: my answers, the question shown, and whether I am on the review step. Every
 * change is kept in sessionStorage at once, and `discard` forgets it (after a submit, or to start over).
 */
export function useQuizAttempt(viewer: string, chapterId: string, questions: readonly NumberedQuestion[]) {
  const key = draftKey(viewer, chapterId);
  const [draft, setDraft] = useState<QuizDraft>(() => readDraft(key, questions));
  const [kept, setKept] = useState(true);

  useEffect(() => {
    if (kept) writeDraft(key, draft);
  }, [key, draft, kept]);

  const update = useCallback((change: (d: QuizDraft) => QuizDraft) => {
    setKept(true);
    setDraft(change);
  }, []);

  const last = questions.length - 1;
  const actions = useMemo(
    () => ({
      choose: (question: TakeQuestion, optionId: string, checked: boolean) =>
        update((d) => ({ ...d, answers: chooseOption(d.answers, question, optionId, checked) })),
      goTo: (index: number) => update((d) => ({ ...d, index: Math.min(Math.max(index, 0), last), reviewing: false })),
      next: () => update((d) => (d.index >= last ? { ...d, reviewing: true } : { ...d, index: d.index + 1 })),
      previous: () => update((d) => (d.reviewing ? { ...d, reviewing: false } : { ...d, index: Math.max(0, d.index - 1) })),
      review: () => update((d) => ({ ...d, reviewing: true })),
      /** Forgets the kept draft; the answers stay on screen until the next change (the result needs them). */
      discard: () => {
        setKept(false);
        clearDraft(key);
      },
      restart: () => {
        setKept(true);
        setDraft(EMPTY_DRAFT);
      },
    }),
    [key, last, update],
  );

  return {
    ...draft,
    current: questions[draft.index],
    unanswered: unansweredOf(questions, draft.answers),
    ...actions,
  };
}
