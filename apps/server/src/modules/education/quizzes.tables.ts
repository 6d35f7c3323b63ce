import { QUESTION_KINDS } from '@atrium/contracts/quizzes';
import { boolean, index, integer, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { locations, users } from '../../platform/tenancy/tenancy.tables';
import { contentStatusEnum } from './content.tables';
import { contentOwnerColumns, contentOwnerRules } from './content-owner';

export const questionKindEnum = pgEnum('question_kind', QUESTION_KINDS);

/** A quiz: platform rows (agencyId null) or an agency's own. */
export const quizChapters = pgTable(
  'quiz_chapters',
  {
    _id: idColumn(),
    ...contentOwnerColumns(),
    title: text().notNull(),
    description: text(),
    passingScore: integer().notNull(),
    maxAttempts: integer(),
    position: integer().notNull().default(0),
    status: contentStatusEnum().notNull().default('published'),
    ...timestamps(),
  },
  (t) => [index().on(t.agencyId, t.position), ...contentOwnerRules('quiz_chapters', t)],
);

export const quizSections = pgTable(
  'quiz_sections',
  {
    _id: idColumn(),
    ...contentOwnerColumns(),
    chapterId: uuid()
      .notNull()
      .references(() => quizChapters._id, { onDelete: 'cascade' }),
    title: text().notNull(),
    position: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [index().on(t.chapterId, t.position), ...contentOwnerRules('quiz_sections', t)],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    _id: idColumn(),
    ...contentOwnerColumns(),
    sectionId: uuid()
      .notNull()
      .references(() => quizSections._id, { onDelete: 'cascade' }),
    kind: questionKindEnum().notNull(),
    prompt: text().notNull(),
    options: jsonb().$type<{ id: string; text: string }[]>().notNull(),
    correct: jsonb().$type<string[]>().notNull(),
    explanation: text(),
    position: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [index().on(t.sectionId, t.position), ...contentOwnerRules('quiz_questions', t)],
);

/** One attempt of one person (at their location) at one chapter, as scored when submitted. */
export const quizResults = pgTable(
  'quiz_results',
  {
    _id: idColumn(),
    userId: uuid()
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    locationId: uuid().references(() => locations._id, { onDelete: 'cascade' }),
    chapterId: uuid()
      .notNull()
      .references(() => quizChapters._id, { onDelete: 'cascade' }),
    attempt: integer().notNull(),
    score: integer().notNull(),
    correctCount: integer().notNull(),
    total: integer().notNull(),
    passed: boolean().notNull(),
    passingScore: integer().notNull(),
    answers: jsonb().$type<Record<string, string[]>>().notNull(),
    questions: jsonb().$type<{ questionId: string; correct: boolean; explanation: string | null }[]>().notNull(),
    ...timestamps(),
  },
  (t) => [index().on(t.userId, t.chapterId)],
);
