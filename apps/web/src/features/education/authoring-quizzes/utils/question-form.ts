import { type QUESTION_KINDS, type TQuizQuestionCreate, ZQuizQuestionCreate } from '@atrium/contracts/quizzes';
import type { QuizQuestion } from '@/features/education/authoring-quizzes/api/quiz-types';
import { byPath, collectErrors, type FieldErrors, type IssueLike, type Translate } from '@/lib/forms/field-errors';
import { plainToRich, richToPlain } from '@/lib/plain-text';
import { quizIssueMessage } from './quiz-issue-message';

export type QuestionKind = (typeof QUESTION_KINDS)[number];
export interface OptionValue {
  id: string;
  text: string;
}
export interface QuestionFormValues {
  kind: QuestionKind;
  prompt: string;
  options: OptionValue[];
  /** Ids of the right options. */
  correct: string[];
  explanation: string;
}

/** The contract allows ten options; ids are short letters, stable while editing so right answers follow their option. */
export const MAX_OPTIONS = 10;
const OPTION_IDS = 'abcdefghijklmnopqrst'.split('');

export function newOptionId(options: readonly OptionValue[]): string {
  const used = new Set(options.map((o) => o.id));
  return OPTION_IDS.find((id) => !used.has(id)) ?? `o${options.length + 1}`;
}

export const emptyQuestion = (): QuestionFormValues => ({
  kind: 'single',
  prompt: '',
  options: [
    { id: 'a', text: '' },
    { id: 'b', text: '' },
  ],
  correct: [],
  explanation: '',
});

export const fromQuestion = (q: QuizQuestion): QuestionFormValues => ({
  kind: q.kind,
  prompt: q.prompt,
  options: q.options.map((o) => ({ ...o })),
  correct: [...q.correct],
  explanation: richToPlain(q.explanation),
});

/** Switching to single choice keeps the first right answer only, so the form never shows an impossible state. */
export function setKind(values: QuestionFormValues, kind: QuestionKind): QuestionFormValues {
  const correct = kind === 'single' ? values.correct.slice(0, 1) : values.correct;
  return { ...values, kind, correct };
}

/** Marks an option right (single choice: the only one) or, for multiple choice, toggles it. */
export function toggleCorrect(values: QuestionFormValues, id: string): QuestionFormValues {
  if (values.kind === 'single') return { ...values, correct: [id] };
  const correct = values.correct.includes(id) ? values.correct.filter((c) => c !== id) : [...values.correct, id];
  // Kept in option order: the server stores what it is sent.
  return { ...values, correct: values.options.map((o) => o.id).filter((o) => correct.includes(o)) };
}

export function addOption(values: QuestionFormValues): QuestionFormValues {
  if (values.options.length >= MAX_OPTIONS) return values;
  return { ...values, options: [...values.options, { id: newOptionId(values.options), text: '' }] };
}

export function removeOption(values: QuestionFormValues, id: string): QuestionFormValues {
  return { ...values, options: values.options.filter((o) => o.id !== id), correct: values.correct.filter((c) => c !== id) };
}

export function moveOption(values: QuestionFormValues, index: number, direction: -1 | 1): QuestionFormValues {
  const to = index + direction;
  if (to < 0 || to >= values.options.length) return values;
  const options = [...values.options];
  const [moved] = options.splice(index, 1);
  options.splice(to, 0, moved!);
  return { ...values, options };
}

export function setOptionText(values: QuestionFormValues, id: string, text: string): QuestionFormValues {
  return { ...values, options: values.options.map((o) => (o.id === id ? { ...o, text } : o)) };
}

/** What a question's problems say in the form: its own words for the answers, the shared ones otherwise. */
function questionMessage(issue: IssueLike, values: QuestionFormValues, t: Translate): string {
  const [field, , sub] = issue.path.map(String);
  if (field === 'correct') {
    if (issue.code === 'too_small') return t('question.errors.markRight');
    if (values.kind === 'single' && values.correct.length !== 1) return t('question.errors.oneRight');
    return t('question.errors.rightAmongOptions');
  }
  if (field === 'options' && sub === 'text' && issue.code === 'too_small') return t('question.errors.optionText');
  if (field === 'options' && issue.path.length === 1 && issue.code === 'too_small') return t('question.errors.twoOptions');
  return quizIssueMessage(issue, t);
}

export type QuestionFormResult =
  | { ok: true; create: TQuizQuestionCreate; update: Omit<TQuizQuestionCreate, 'sectionId'> }
  | { ok: false; errors: FieldErrors };

/** Checks the question with the contract the server uses (kind, options and right answers together). */
export function validateQuestion(values: QuestionFormValues, sectionId: string, t: Translate): QuestionFormResult {
  const input: TQuizQuestionCreate = {
    sectionId,
    kind: values.kind,
    prompt: values.prompt,
    options: values.options.map((o) => ({ id: o.id, text: o.text.trim() })),
    correct: values.correct,
    explanation: plainToRich(values.explanation),
  };
  const parsed = ZQuizQuestionCreate.safeParse(input);
  if (!parsed.success)
    return { ok: false, errors: collectErrors(parsed.error.issues, byPath, (i) => questionMessage(i, values, t)) };
  const { sectionId: _section, ...update } = input;
  return { ok: true, create: input, update };
}
