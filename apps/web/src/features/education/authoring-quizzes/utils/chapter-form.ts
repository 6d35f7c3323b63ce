import { type TQuizChapter, type TQuizChapterCreate, ZQuizChapterCreate } from '@atrium/contracts/quizzes';
import { byPath, collectErrors, type FieldErrors, type Translate } from '@/lib/forms/field-errors';
import { plainToRich, richToPlain } from '@/lib/plain-text';
import { quizIssueMessage } from './quiz-issue-message';

/** The quiz details form keeps numbers as typed text, so a half-typed value is never lost. */
export interface ChapterFormValues {
  title: string;
  description: string;
  passingScore: string;
  /** Empty = unlimited attempts. */
  maxAttempts: string;
}

export const toChapterValues = (chapter?: TQuizChapter | null): ChapterFormValues => ({
  title: chapter?.title ?? '',
  description: richToPlain(chapter?.description),
  passingScore: chapter ? String(chapter.passingScore) : '80',
  maxAttempts: chapter?.maxAttempts ? String(chapter.maxAttempts) : '',
});

const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export type ChapterFormResult = { ok: true; body: TQuizChapterCreate } | { ok: false; errors: FieldErrors };

/** Checks the details with the server's contract; the status is set by Publish, not by this form. */
export function validateChapter(values: ChapterFormValues, t: Translate): ChapterFormResult {
  const score = asNumber(values.passingScore);
  const attempts = values.maxAttempts.trim() === '' ? null : asNumber(values.maxAttempts);
  const body: TQuizChapterCreate = {
    title: values.title,
    description: plainToRich(values.description),
    passingScore: score,
    maxAttempts: attempts,
  };
  const parsed = ZQuizChapterCreate.safeParse(body);
  if (parsed.success) return { ok: true, body };
  return {
    ok: false,
    errors: collectErrors(parsed.error.issues, byPath, (issue) => {
      const field = String(issue.path[0]);
      if (field === 'passingScore') return t('chapter.errors.passingScore');
      if (field === 'maxAttempts') return t('chapter.errors.maxAttempts');
      return quizIssueMessage(issue, t);
    }),
  };
}
