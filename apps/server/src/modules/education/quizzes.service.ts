import type { TQuizResult, TQuizToTake } from '@atrium/contracts/quizzes';
import { and, asc, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { contentProgress } from '../../platform/resources/content-progress.tables';
import { readScope } from '../../platform/resources/resource-scope';
import { type Actor, requireUser, type UserActor } from '../../platform/tenancy/actor';
import { users } from '../../platform/tenancy/tenancy.tables';
import { quizChapterResource } from './quizzes.resource';
import { quizChapters, quizQuestions, quizResults, quizSections } from './quizzes.tables';

/**
 * Taking a quiz (decision 009): the chapter without its answers, scoring a submission (a question is right
 * when exactly its right options are chosen; the score is the percent right), attempts per person and location
 * within the chapter's limit, and the results, of which a passed one is a certificate. A pass also counts as a
 * completion (content_progress 'quiz'), which is what players' points are counted from.
 */

type ChapterRow = typeof quizChapters.$inferSelect;

/** The chapter, if the person can read it (its scope, status and hides), else 404. */
async function readableChapter(db: Db, actor: Actor, id: string): Promise<ChapterRow> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(quizChapters)
        .where(and(eq(quizChapters._id, id), readScope(quizChapterResource, actor), quizChapterResource.readFilter?.(actor)))
        .limit(1)
    : [];
  if (!row) throw notFound('Question chapter');
  return row as ChapterRow;
}

const mineAt = (user: UserActor): SQL =>
  and(
    eq(quizResults.userId, user.userId),
    user.locationId ? eq(quizResults.locationId, user.locationId) : isNull(quizResults.locationId),
  ) as SQL;

async function questionsOf(db: Db, chapterId: string) {
  const sections = await db
    .select()
    .from(quizSections)
    .where(eq(quizSections.chapterId, chapterId))
    .orderBy(asc(quizSections.position), asc(quizSections._id));
  const questions =
    sections.length === 0
      ? []
      : await db
          .select()
          .from(quizQuestions)
          .where(
            inArray(
              quizQuestions.sectionId,
              sections.map((s) => s._id),
            ),
          )
          .orderBy(asc(quizQuestions.position), asc(quizQuestions._id));
  // Quiz order: section by section (the sort is stable, so each section keeps its questions' positions).
  const sectionOrder = new Map(sections.map((s, i) => [s._id, i]));
  questions.sort((a, b) => (sectionOrder.get(a.sectionId) ?? 0) - (sectionOrder.get(b.sectionId) ?? 0));
  return { sections, questions };
}

async function attemptsSoFar(db: Db, user: UserActor, chapterId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(quizResults)
    .where(and(mineAt(user), eq(quizResults.chapterId, chapterId)));
  const [pass] = await db
    .select({ n: count() })
    .from(quizResults)
    .where(and(mineAt(user), eq(quizResults.chapterId, chapterId), eq(quizResults.passed, true)));
  return { used: row?.n ?? 0, passed: (pass?.n ?? 0) > 0 };
}

const chapterItem = (row: ChapterRow) => quizChapterResource.toItem(row as never) as TQuizToTake['chapter'];

export async function takeQuiz({ db, actor, id }: { db: Db; actor: Actor; id: string }): Promise<TQuizToTake> {
  const user = requireUser(actor);
  const chapter = await readableChapter(db, user, id);
  const { sections, questions } = await questionsOf(db, chapter._id);
  const { used, passed } = await attemptsSoFar(db, user, chapter._id);
  return {
    chapter: chapterItem(chapter),
    sections: sections.map((s) => ({
      _id: s._id,
      title: s.title,
      questions: questions
        .filter((q) => q.sectionId === s._id)
        .map((q) => ({ _id: q._id, kind: q.kind, prompt: q.prompt, options: q.options })),
    })),
    attemptsUsed: used,
    attemptsLeft: chapter.maxAttempts === null ? null : Math.max(0, chapter.maxAttempts - used),
    passed,
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

export async function submitQuiz(opts: {
  db: Db;
  actor: Actor;
  id: string;
  answers: Record<string, string[]>;
}): Promise<TQuizResult> {
  const { db, id } = opts;
  const user = requireUser(opts.actor);
  const chapter = await readableChapter(db, user, id);
  const { questions } = await questionsOf(db, chapter._id);
  if (questions.length === 0) throw new AppError(409, 'conflict', 'This quiz has no questions yet');
  const { used } = await attemptsSoFar(db, user, chapter._id);
  if (chapter.maxAttempts !== null && used >= chapter.maxAttempts)
    throw new AppError(409, 'conflict', `You have used all ${chapter.maxAttempts} attempts at this quiz`);
  const unknown = Object.keys(opts.answers).filter((qid) => !questions.some((q) => q._id === qid.toLowerCase()));
  if (unknown.length > 0)
    throw new AppError(
      400,
      'validation_error',
      'Answer only this quiz’s questions',
      unknown.map((qid) => ({ path: ['answers', qid], message: 'Not a question of this quiz' })),
    );
  const answers = Object.fromEntries(Object.entries(opts.answers).map(([k, v]) => [k.toLowerCase(), [...new Set(v)]]));
  const scored = questions.map((q) => ({
    questionId: q._id,
    correct: sameSet(answers[q._id] ?? [], q.correct),
    explanation: q.explanation,
  }));
  const correctCount = scored.filter((q) => q.correct).length;
  const score = Math.round((correctCount / questions.length) * 100);
  const passed = score >= chapter.passingScore;
  const [result] = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(quizResults)
      .values({
        userId: user.userId,
        locationId: user.locationId,
        chapterId: chapter._id,
        attempt: used + 1,
        score,
        correctCount,
        total: questions.length,
        passed,
        passingScore: chapter.passingScore,
        answers,
        questions: scored,
      })
      .returning();
    if (passed) {
      const now = new Date();
      await tx
        .insert(contentProgress)
        .values({
          resource: 'quiz',
          itemId: chapter._id,
          userId: user.userId,
          locationId: user.locationId,
          status: 'completed',
          percent: 100,
          completedAt: now,
        })
        .onConflictDoNothing();
    }
    return rows;
  });
  return toResult(db, result!, chapter);
}

async function toResult(db: Db, row: typeof quizResults.$inferSelect, chapter: Pick<ChapterRow, 'title'>): Promise<TQuizResult> {
  const [person] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users._id, row.userId));
  return {
    _id: row._id,
    chapterId: row.chapterId,
    chapterTitle: chapter.title,
    personName: person ? `${person.firstName} ${person.lastName}` : '',
    attempt: row.attempt,
    score: row.score,
    correctCount: row.correctCount,
    total: row.total,
    passed: row.passed,
    passingScore: row.passingScore,
    questions: row.questions,
    createdAt: row.createdAt.toISOString(),
  };
}

/** My results (at my location), newest first, for one chapter or all. */
export async function listMyResults(opts: { db: Db; actor: Actor; chapterId?: string }): Promise<TQuizResult[]> {
  const user = requireUser(opts.actor);
  const rows = await opts.db
    .select({ result: quizResults, title: quizChapters.title })
    .from(quizResults)
    .innerJoin(quizChapters, eq(quizChapters._id, quizResults.chapterId))
    .where(and(mineAt(user), opts.chapterId ? eq(quizResults.chapterId, opts.chapterId) : undefined))
    .orderBy(asc(quizResults.createdAt));
  return Promise.all(rows.reverse().map((r) => toResult(opts.db, r.result, { title: r.title })));
}

/** One of my results (the certificate page of a passed one); anyone else's is a 404. */
export async function getMyResult(opts: { db: Db; actor: Actor; id: string }): Promise<TQuizResult> {
  const user = requireUser(opts.actor);
  const [row] = isUuid(opts.id)
    ? await opts.db
        .select({ result: quizResults, title: quizChapters.title })
        .from(quizResults)
        .innerJoin(quizChapters, eq(quizChapters._id, quizResults.chapterId))
        .where(and(eq(quizResults._id, opts.id), eq(quizResults.userId, user.userId)))
    : [];
  if (!row) throw notFound('Result');
  return toResult(opts.db, row.result, { title: row.title });
}
