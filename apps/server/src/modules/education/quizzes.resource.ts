import { quizChapterGroup, quizQuestionGroup, quizSectionGroup, ZQuizQuestionCreate } from '@atrium/contracts/quizzes';
import { and, eq } from 'drizzle-orm';
import { sanitizeOptionalRichText } from '../../platform/html';
import { parentReadable } from '../../platform/resources/parent-scope';
import { defineResource, type ResourceDefinition } from '../../platform/resources/resource-definition';
import { writeScope } from '../../platform/resources/resource-scope';
import { fieldError, isoTimes, ownerOfRow, PARTNER_OWNED, publishedOrOwn, writesContent } from './content-access';
import { quizChapters, quizQuestions, quizSections } from './quizzes.tables';

export const quizChapterResource: ResourceDefinition = defineResource({
  group: quizChapterGroup,
  table: quizChapters,
  scope: 'shared',
  ...PARTNER_OWNED,
  access: { read: () => true, write: writesContent },
  locationHides: { key: 'quiz' },
  readFilter: (actor) => publishedOrOwn(quizChapters, actor),
  prepare: (input) =>
    'description' in input
      ? { ...input, description: sanitizeOptionalRichText(input.description as string | null) || null }
      : input,
  toItem: (row) => ({
    _id: row._id,
    title: row.title,
    description: row.description,
    passingScore: row.passingScore,
    maxAttempts: row.maxAttempts,
    position: row.position,
    status: row.status,
    owner: ownerOfRow(row),
    ...isoTimes(row),
  }),
});

/**
 * Sections and questions are their writers' only: takers get a chapter through `take`, without the answers,
 * and an agency admin reads the agency's own questions, never the platform's answers.
 */
const writersOnly = { read: writesContent, write: writesContent };

export const quizSectionResource: ResourceDefinition = defineResource({
  group: quizSectionGroup,
  table: quizSections,
  scope: 'shared',
  ...PARTNER_OWNED,
  access: writersOnly,
  readFilter: (actor) =>
    and(parentReadable(quizChapterResource, quizSections.chapterId, actor), writeScope(quizSectionResource, actor)),
  filters: (query) => [query.chapterId ? eq(quizSections.chapterId, query.chapterId) : undefined],
  parents: [{ field: 'chapterId', of: () => quizChapterResource, hint: 'Choose one of your quizzes' }],
  toItem: (row) => ({
    _id: row._id,
    chapterId: row.chapterId,
    title: row.title,
    position: row.position,
    owner: ownerOfRow(row),
    ...isoTimes(row),
  }),
});

/** The fields a question's create contract checks together. */
const pick = (row: Record<string, unknown>) =>
  Object.fromEntries(
    ['sectionId', 'kind', 'prompt', 'options', 'correct'].filter((k) => row[k] !== undefined).map((k) => [k, row[k]]),
  );

export const quizQuestionResource: ResourceDefinition = defineResource({
  group: quizQuestionGroup,
  table: quizQuestions,
  scope: 'shared',
  ...PARTNER_OWNED,
  access: writersOnly,
  readFilter: (actor) =>
    and(parentReadable(quizSectionResource, quizQuestions.sectionId, actor), writeScope(quizQuestionResource, actor)),
  filters: (query) => [query.sectionId ? eq(quizQuestions.sectionId, query.sectionId) : undefined],
  prepare: (input) =>
    'explanation' in input
      ? { ...input, explanation: sanitizeOptionalRichText(input.explanation as string | null) || null }
      : input,
  parents: [{ field: 'sectionId', of: () => quizSectionResource, hint: 'Choose one of your sections' }],
  validate: async (values, { current }) => {
    // On an update, the question as it will be: the sent fields over the stored ones.
    if (current) {
      const result = ZQuizQuestionCreate.safeParse({ ...pick(current), ...pick(values) });
      if (!result.success) {
        const issue = result.error.issues[0]!;
        throw fieldError(String(issue.path[0] ?? 'correct'), issue.message);
      }
    }
  },
  toItem: (row) => ({
    _id: row._id,
    sectionId: row.sectionId,
    kind: row.kind,
    prompt: row.prompt,
    options: row.options,
    correct: row.correct,
    explanation: row.explanation,
    position: row.position,
    owner: ownerOfRow(row),
    ...isoTimes(row),
  }),
});
