import { quizEndpoints } from '@atrium/contracts/quizzes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { type QuizViewer, quizKeys } from './quiz-keys';

/** GET /api/v1/question_results (signed in): my results at my location, newest first. */
export function getQuizResults(token: string | null, signal?: AbortSignal) {
  return apiFetch(quizEndpoints.results, { token, signal });
}

export const quizResultsQueryOptions = (viewer: QuizViewer, token: string | null) =>
  queryOptions({
    queryKey: quizKeys.results(viewer),
    queryFn: ({ signal }) => getQuizResults(token, signal),
    staleTime: 30_000,
    enabled: Boolean(token),
  });

export function useQuizResults() {
  const { token, user } = useSession();
  return useQuery(quizResultsQueryOptions(user?._id ?? 'visitor', token));
}

/** GET /api/v1/question_results/:id (signed in): one of my results; a passed one is a certificate. */
export function getQuizResult(resultId: string, token: string | null, signal?: AbortSignal) {
  return apiFetch(quizEndpoints.result, { params: { id: resultId }, token, signal });
}

export const quizResultQueryOptions = (viewer: QuizViewer, resultId: string, token: string | null, enabled = true) =>
  queryOptions({
    queryKey: quizKeys.result(viewer, resultId),
    queryFn: ({ signal }) => getQuizResult(resultId, token, signal),
    staleTime: Number.POSITIVE_INFINITY, // A result never changes once scored.
    enabled: enabled && Boolean(token),
  });

/** `enabled` false: no result asked for (the quiz page without `?result=`). */
export function useQuizResult(resultId: string, enabled = true) {
  const { token, user } = useSession();
  return useQuery(quizResultQueryOptions(user?._id ?? 'visitor', resultId, token, enabled));
}
