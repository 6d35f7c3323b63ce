import { quizEndpoints } from '@atrium/contracts/quizzes';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { type QuizViewer, quizKeys } from './quiz-keys';

/** GET /api/v1/question_chapters/:id/take (signed in): the questions without answers, and my attempts. */
export function getQuizToTake(chapterId: string, token: string | null, signal?: AbortSignal) {
  return apiFetch(quizEndpoints.take, { params: { id: chapterId }, token, signal });
}

export const quizToTakeQueryOptions = (viewer: QuizViewer, chapterId: string, token: string | null) =>
  queryOptions({
    queryKey: quizKeys.take(viewer, chapterId),
    queryFn: ({ signal }) => getQuizToTake(chapterId, token, signal),
    staleTime: 30_000,
    enabled: Boolean(token),
  });

export function useQuizToTake(chapterId: string) {
  const { token, user } = useSession();
  return useQuery(quizToTakeQueryOptions(user?._id ?? 'visitor', chapterId, token));
}

/**
 * Every listed quiz's take data at once (signed in only): the list shows question counts and my attempts,
 * which only this endpoint carries, and opening a quiz afterwards needs no request.
 */
export function useQuizzesToTake(chapterIds: readonly string[]) {
  const { token, user } = useSession();
  const viewer = user?._id ?? 'visitor';
  return useQueries({ queries: chapterIds.map((id) => quizToTakeQueryOptions(viewer, id, token)) });
}
