import { z } from 'zod';
import { ZId, ZIdParams, ZPageQuery, zData, zList, zText } from './common';
import { optionalText, requiredText, ZContentOwner, ZContentStatus, ZPosition } from './content';
import { endpoint } from './endpoint';

/**
 * Quizzes (issue 4): a question chapter is one quiz (a passing score and an attempt limit), made of sections of
 * single- or multiple-choice questions. People take a chapter (`GET /question_chapters/:id/take`, without the
 * answers), submit it (`POST /question_chapters/:id/submit`) and get a scored result; a passed result is a
 * certificate. Writers manage chapters, sections and questions (answers included) through their groups.
 */

export const ZQuizChapter = z.object({
  _id: ZId,
  title: zText(),
  description: zText().nullable(),
  /** Percent of questions right needed to pass. */
  passingScore: z.number().int().min(0).max(100),
  /** Attempts allowed per person and location; null = unlimited. */
  maxAttempts: z.number().int().positive().nullable(),
  position: z.number().int(),
  status: ZContentStatus,
  owner: ZContentOwner,
  createdAt: zText(),
  updatedAt: zText(),
});
export type TQuizChapter = z.infer<typeof ZQuizChapter>;
export const ZQuizChapterList = zList(ZQuizChapter);
export const ZQuizChapterCreate = z
  .object({
    title: requiredText('Title', 200),
    description: optionalText(5_000),
    passingScore: z
      .number('Passing score is required')
      .int()
      .min(1, 'Passing score is 1 to 100')
      .max(100, 'Passing score is 1 to 100'),
    maxAttempts: z.number().int().min(1, 'At least one attempt').max(100).nullable().optional(),
    position: ZPosition.optional(),
    status: ZContentStatus.optional(),
  })
  .strict();
export type TQuizChapterCreate = z.input<typeof ZQuizChapterCreate>;
export const ZQuizChapterUpdate = ZQuizChapterCreate.partial().strict();
export const ZQuizChapterFilter = ZPageQuery.extend({ limit: z.coerce.number().int().min(1).max(200).default(100) });

/** The quiz chapter group's declaration (resource-endpoints.ts): registered by quizzes.resource.ts. */
export const quizChapterGroup = {
  path: '/api/v1/question_chapters',
  tag: 'Quizzes',
  label: 'Question chapter',
  item: ZQuizChapter,
  create: ZQuizChapterCreate,
  update: ZQuizChapterUpdate,
  filter: ZQuizChapterFilter,
} as const;

export const ZQuizSection = z.object({
  _id: ZId,
  chapterId: ZId,
  title: zText(),
  position: z.number().int(),
  owner: ZContentOwner,
  createdAt: zText(),
  updatedAt: zText(),
});
export const ZQuizSectionList = zList(ZQuizSection);
export const ZQuizSectionCreate = z
  .object({ chapterId: ZId, title: requiredText('Title', 200), position: ZPosition.optional() })
  .strict();
export const ZQuizSectionUpdate = ZQuizSectionCreate.omit({ chapterId: true }).partial().strict();
export const ZQuizSectionFilter = ZPageQuery.extend({
  limit: z.coerce.number().int().min(1).max(200).default(200),
  chapterId: ZId.optional(),
});

/** The quiz section group's declaration (resource-endpoints.ts): registered by quizzes.resource.ts. */
export const quizSectionGroup = {
  path: '/api/v1/question_sections',
  tag: 'Quizzes',
  label: 'Question section',
  item: ZQuizSection,
  create: ZQuizSectionCreate,
  update: ZQuizSectionUpdate,
  filter: ZQuizSectionFilter,
} as const;

export const QUESTION_KINDS = ['single', 'multiple'] as const;
export const ZQuestionKind = z.enum(QUESTION_KINDS);
export const ZQuizOption = z.object({
  id: zText().min(1).max(20),
  text: zText().trim().min(1, 'Option text is required').max(300),
});

/** A question as its writers see it, with the right answers. */
export const ZQuizQuestion = z.object({
  _id: ZId,
  sectionId: ZId,
  kind: ZQuestionKind,
  prompt: zText(),
  options: z.array(ZQuizOption),
  correct: z.array(zText()),
  explanation: zText().nullable(),
  position: z.number().int(),
  owner: ZContentOwner,
  createdAt: zText(),
  updatedAt: zText(),
});
export const ZQuizQuestionList = zList(ZQuizQuestion);
const questionFields = {
  sectionId: ZId,
  kind: ZQuestionKind,
  prompt: requiredText('Question', 1_000),
  options: z.array(ZQuizOption).min(2, 'Give at least two options').max(10, 'At most ten options'),
  correct: z.array(zText()).min(1, 'Mark the right answer'),
  explanation: optionalText(2_000),
  position: ZPosition.optional(),
};
/** The right answers are among the options; a single-choice question has exactly one. */
const answersFit = (v: { kind?: string; options?: { id: string }[]; correct?: string[] }, ctx: z.RefinementCtx) => {
  if (!v.options || !v.correct) return;
  const ids = new Set(v.options.map((o) => o.id));
  if (ids.size !== v.options.length) ctx.addIssue({ code: 'custom', path: ['options'], message: 'Option ids must be different' });
  if (v.correct.some((c) => !ids.has(c)))
    ctx.addIssue({ code: 'custom', path: ['correct'], message: 'Right answers must be options' });
  if (v.kind === 'single' && v.correct.length !== 1)
    ctx.addIssue({ code: 'custom', path: ['correct'], message: 'A single-choice question has one right answer' });
};
export const ZQuizQuestionCreate = z.object(questionFields).strict().superRefine(answersFit);
export type TQuizQuestionCreate = z.input<typeof ZQuizQuestionCreate>;
export const ZQuizQuestionUpdate = z.object(questionFields).omit({ sectionId: true }).partial().strict().superRefine(answersFit);
export const ZQuizQuestionFilter = ZPageQuery.extend({
  limit: z.coerce.number().int().min(1).max(200).default(200),
  sectionId: ZId.optional(),
});

/** The question group's declaration (resource-endpoints.ts): registered by quizzes.resource.ts. */
export const quizQuestionGroup = {
  path: '/api/v1/questions',
  tag: 'Quizzes',
  label: 'Question',
  item: ZQuizQuestion,
  create: ZQuizQuestionCreate,
  update: ZQuizQuestionUpdate,
  filter: ZQuizQuestionFilter,
} as const;

/** What a person taking the quiz gets: no right answers, no explanations. */
export const ZQuizToTake = z.object({
  chapter: ZQuizChapter,
  sections: z.array(
    z.object({
      _id: ZId,
      title: zText(),
      questions: z.array(z.object({ _id: ZId, kind: ZQuestionKind, prompt: zText(), options: z.array(ZQuizOption) })),
    }),
  ),
  attemptsUsed: z.number().int().nonnegative(),
  attemptsLeft: z.number().int().nonnegative().nullable(),
  passed: z.boolean(),
});
export type TQuizToTake = z.infer<typeof ZQuizToTake>;
export const ZQuizToTakeResponse = zData(ZQuizToTake);

export const ZQuizSubmission = z.object({ answers: z.record(ZId, z.array(zText().max(20)).max(10)) }).strict();

export const ZQuizResult = z.object({
  _id: ZId,
  chapterId: ZId,
  chapterTitle: zText(),
  personName: zText(),
  attempt: z.number().int().positive(),
  score: z.number().int().min(0).max(100),
  correctCount: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  passed: z.boolean(),
  passingScore: z.number().int(),
  /** Per question: right or not, with its explanation (shown after submitting). */
  questions: z.array(z.object({ questionId: ZId, correct: z.boolean(), explanation: zText().nullable() })),
  createdAt: zText(),
});
export type TQuizResult = z.infer<typeof ZQuizResult>;
export const ZQuizResultResponse = zData(ZQuizResult);
export const ZQuizResultList = zData(z.array(ZQuizResult));
export const ZQuizResultQuery = z.object({ chapterId: ZId.optional() });

const quizzes = { tag: 'Quizzes', auth: 'user' } as const;

/** Taking quizzes: the chapter to take, a submission, and my results (a passed one is a certificate). */
export const quizEndpoints = {
  take: endpoint({
    ...quizzes,
    method: 'GET',
    path: '/api/v1/question_chapters/:id/take',
    summary: 'A quiz to take: its questions without the answers, and my attempts',
    params: ZIdParams,
    data: ZQuizToTake,
  }),
  submit: endpoint({
    ...quizzes,
    method: 'POST',
    path: '/api/v1/question_chapters/:id/submit',
    summary: 'Submit my answers: scored at once, one attempt used',
    status: 201,
    params: ZIdParams,
    body: ZQuizSubmission,
    data: ZQuizResult,
  }),
  results: endpoint({
    ...quizzes,
    method: 'GET',
    path: '/api/v1/question_results',
    summary: 'My quiz results, newest first',
    query: ZQuizResultQuery,
    data: z.array(ZQuizResult),
  }),
  result: endpoint({
    ...quizzes,
    method: 'GET',
    path: '/api/v1/question_results/:id',
    summary: 'One of my results (the certificate of a passed quiz)',
    params: ZIdParams,
    data: ZQuizResult,
  }),
};
