import { educationGroups } from '@atrium/contracts/education-groups';
import type { TQuizChapter } from '@atrium/contracts/quizzes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAllPages } from '@/features/education/api/get-all-pages';
import { useSession } from '@/lib/session-store';
import { type QuizViewer, quizKeys } from './quiz-keys';

/** GET /api/v1/question_chapters (anyone): every quiz the viewer may read, in position order. */
export async function getQuizChapters(token: string | null, signal?: AbortSignal): Promise<TQuizChapter[]> {
  const chapters = await getAllPages(educationGroups.question_chapters.list, token, signal);
  // The server lists newest first; quizzes read in the order their authors set.
  return chapters.sort((a, b) => a.position - b.position || a.createdAt.localeCompare(b.createdAt));
}

export const quizChaptersQueryOptions = (viewer: QuizViewer, token: string | null) =>
  queryOptions({
    queryKey: quizKeys.chapters(viewer),
    queryFn: ({ signal }) => getQuizChapters(token, signal),
    staleTime: 60_000,
  });

export function useQuizChapters() {
  const { token, user } = useSession();
  return useQuery(quizChaptersQueryOptions(user?._id ?? 'visitor', token));
}
