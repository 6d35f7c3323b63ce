import { quizEndpoints } from '@atrium/contracts/quizzes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuizAnswers } from '@/features/education/quizzes/utils/quiz-answers';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { quizKeys } from './quiz-keys';

/** POST /api/v1/question_chapters/:id/submit: scored at once by the server, and one attempt used. */
export function submitQuiz(chapterId: string, answers: QuizAnswers, token: string | null) {
  return apiFetch(quizEndpoints.submit, { params: { id: chapterId }, body: { answers }, token });
}

/**
 * Submits my answers. The result goes into the cache (its page opens without a request), and everything
 * under 'education' is refetched: my attempts, my results, and the points a pass adds on the leaderboards.
 */
export function useSubmitQuiz(chapterId: string) {
  const { token, user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: QuizAnswers) => submitQuiz(chapterId, answers, token),
    onSuccess: (result) => {
      queryClient.setQueryData(quizKeys.result(user?._id ?? 'visitor', result._id), result);
      // Not awaited: the result shows at once while the rest refreshes; a result itself never changes.
      void queryClient.invalidateQueries({
        queryKey: ['education'],
        predicate: (query) => !(query.queryKey[1] === 'quizzes' && query.queryKey[2] === 'result'),
      });
    },
  });
}
