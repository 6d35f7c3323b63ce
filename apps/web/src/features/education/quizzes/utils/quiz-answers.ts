import type { TQuizResult, TQuizToTake } from '@atrium/contracts/quizzes';

/** My chosen option ids per question id: the submit body's `answers`. */
export type QuizAnswers = Record<string, string[]>;

type Section = TQuizToTake['sections'][number];
export type TakeQuestion = Section['questions'][number];

/** A question with where it sits: its section's title and its number in the whole quiz (from 1). */
export interface NumberedQuestion {
  question: TakeQuestion;
  sectionTitle: string;
  number: number;
}

/** The quiz's questions in order, across its sections; sections without questions drop out. */
export function flattenQuestions(sections: readonly Section[]): NumberedQuestion[] {
  const out: NumberedQuestion[] = [];
  for (const section of sections)
    for (const question of section.questions) out.push({ question, sectionTitle: section.title, number: out.length + 1 });
  return out;
}

/** A choice on one question: a single-choice question takes one option, a multiple-choice one toggles it. */
export function chooseOption(answers: QuizAnswers, question: TakeQuestion, optionId: string, checked: boolean): QuizAnswers {
  const current = answers[question._id] ?? [];
  let next: string[];
  if (question.kind === 'single') next = checked ? [optionId] : [];
  else if (checked) next = current.includes(optionId) ? current : [...current, optionId];
  else next = current.filter((id) => id !== optionId);
  const copy = { ...answers };
  if (next.length === 0) delete copy[question._id];
  else copy[question._id] = next;
  return copy;
}

export const isAnswered = (answers: QuizAnswers, questionId: string) => (answers[questionId]?.length ?? 0) > 0;

export function unansweredOf(questions: readonly NumberedQuestion[], answers: QuizAnswers): NumberedQuestion[] {
  return questions.filter((q) => !isAnswered(answers, q.question._id));
}

/**
 * Answers kept from before a reload, fitted to the quiz as it is now: questions or options removed since
 * are dropped (the server refuses unknown questions), and a single-choice question keeps one option.
 */
export function fitAnswers(saved: unknown, questions: readonly NumberedQuestion[]): QuizAnswers {
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return {};
  const out: QuizAnswers = {};
  for (const { question } of questions) {
    const chosen = (saved as Record<string, unknown>)[question._id];
    if (!Array.isArray(chosen)) continue;
    const valid = question.options.map((o) => o.id).filter((id) => chosen.includes(id));
    const kept = question.kind === 'single' ? valid.slice(0, 1) : valid;
    if (kept.length > 0) out[question._id] = kept;
  }
  return out;
}

type Verdict = TQuizResult['questions'][number];

/**
 * A result's per-question verdicts in the order the quiz shows its questions, numbered and with their
 * prompts (the server lists verdicts in its own order). Verdicts of questions no longer in the quiz, or
 * all of them when the quiz cannot be read, follow in the server's order, without a prompt.
 */
export function inQuizOrder(verdicts: readonly Verdict[], questions: readonly NumberedQuestion[]) {
  const byId = new Map(verdicts.map((v) => [v.questionId, v]));
  const known = questions.flatMap((q) => {
    const verdict = byId.get(q.question._id);
    return verdict ? [{ ...verdict, prompt: q.question.prompt as string | null }] : [];
  });
  const seen = new Set(known.map((v) => v.questionId));
  const rest = verdicts.filter((v) => !seen.has(v.questionId)).map((v) => ({ ...v, prompt: null }));
  return [...known, ...rest].map((v, i) => ({ ...v, number: i + 1 }));
}
