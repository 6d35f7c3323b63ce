import { fitAnswers, type NumberedQuestion, type QuizAnswers } from './quiz-answers';

/** An attempt in progress, kept in sessionStorage so a reload (or a slip of the back button) loses nothing. */
export interface QuizDraft {
  answers: QuizAnswers;
  /** The question shown, from 0. */
  index: number;
  reviewing: boolean;
}

export const EMPTY_DRAFT: QuizDraft = { answers: {}, index: 0, reviewing: false };

/** Per person and quiz: another person signing in on the same tab never sees these answers. */
export const draftKey = (viewer: string, chapterId: string) => `atrium.quiz-draft.${viewer}.${chapterId}`;

/** The kept draft fitted to the quiz as it is now; nothing kept (or unreadable) is a fresh start. */
export function readDraft(key: string, questions: readonly NumberedQuestion[]): QuizDraft {
  let saved: unknown;
  try {
    saved = JSON.parse(window.sessionStorage.getItem(key) ?? 'null');
  } catch {
    return EMPTY_DRAFT;
  }
  if (typeof saved !== 'object' || saved === null) return EMPTY_DRAFT;
  const { answers, index, reviewing } = saved as Partial<Record<keyof QuizDraft, unknown>>;
  const last = Math.max(0, questions.length - 1);
  return {
    answers: fitAnswers(answers, questions),
    index: typeof index === 'number' && Number.isInteger(index) ? Math.min(Math.max(index, 0), last) : 0,
    reviewing: reviewing === true,
  };
}

// Storage full or disabled (private browsing): the attempt still works, it is only not kept over a reload.
export function writeDraft(key: string, draft: QuizDraft): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {}
}

export function clearDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {}
}
