import { useChapters, useQuestions, useSections } from '@/features/education/authoring-quizzes/api/get-quiz-catalogue';
import type { QuizQuestion, QuizSection } from '@/features/education/authoring-quizzes/api/quiz-types';
import { writesRow } from '@/features/education/utils/ownership';
import { byPosition } from '@/features/education/utils/position';
import { useSession } from '@/lib/session-store';

/**
 * The writer's quizzes with their sections and questions, in position order, from three lists. `failed` and
 * `retry` cover all three, so a screen has one loading, one error and one data state.
 */
export function useQuizCatalogue() {
  const { user } = useSession();
  const chapters = useChapters();
  const sections = useSections();
  const questions = useQuestions();
  const queries = [chapters, sections, questions];
  const failed = queries.some((q) => q.isError);
  const retrying = queries.some((q) => q.isFetching);
  const retry = () => {
    for (const q of queries) if (q.isError) void q.refetch();
  };
  if (!chapters.data || !sections.data || !questions.data) return { catalogue: null, failed, retrying, retry };

  const own = byPosition(chapters.data.filter((c) => writesRow(c.owner, user?.role)));
  // Quizzes others own that this agency admin reads (the platform's): theirs to hide from locations, not to edit.
  const shared = user?.role === 'agency_admin' ? byPosition(chapters.data.filter((c) => !writesRow(c.owner, user.role))) : [];
  const sectionsByChapter = new Map<string, QuizSection[]>();
  for (const s of byPosition(sections.data))
    sectionsByChapter.set(s.chapterId, [...(sectionsByChapter.get(s.chapterId) ?? []), s]);
  const questionsBySection = new Map<string, QuizQuestion[]>();
  for (const q of byPosition(questions.data))
    questionsBySection.set(q.sectionId, [...(questionsBySection.get(q.sectionId) ?? []), q]);
  const questionCounts = new Map(
    own.map((c) => [
      c._id,
      (sectionsByChapter.get(c._id) ?? []).reduce((n, s) => n + (questionsBySection.get(s._id)?.length ?? 0), 0),
    ]),
  );
  return {
    catalogue: { chapters: own, shared, sectionsByChapter, questionsBySection, questionCounts },
    failed,
    retrying,
    retry,
  };
}
