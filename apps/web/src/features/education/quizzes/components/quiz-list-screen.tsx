import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { useLoginHref } from '@/components/ui/sign-in-prompt';
import { StateCard } from '@/components/ui/state-card';
import { useQuizChapters } from '@/features/education/quizzes/api/get-quiz-chapters';
import { useQuizResults } from '@/features/education/quizzes/api/get-quiz-results';
import { useQuizzesToTake } from '@/features/education/quizzes/api/get-quiz-to-take';
import { quizKeys } from '@/features/education/quizzes/api/quiz-keys';
import { quizPaths } from '@/features/education/quizzes/utils/quiz-routes';
import { summarizeQuiz } from '@/features/education/quizzes/utils/quiz-summary';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';
import { QuizCard } from './quiz-card';
import { QuizPageShell } from './quiz-page-shell';
import { QuizListSkeleton, QuizLoadError } from './quiz-states';

/** /quiz: every quiz I can take, with my attempts and best result; visitors see the quizzes and a sign-in hint. */
export function QuizListScreen() {
  const { t } = useTranslation('quizzes');
  usePageTitle(t('list.pageTitle'));
  const { token } = useSession();
  const loginHref = useLoginHref();
  const queryClient = useQueryClient();
  const chapters = useQuizChapters();
  const results = useQuizResults();
  const takes = useQuizzesToTake(chapters.data?.map((c) => c._id) ?? []);

  const retry = () => void queryClient.refetchQueries({ queryKey: quizKeys.all, type: 'active' });
  let content: ReactNode;
  if (chapters.isError) content = <QuizLoadError title={t('list.error')} onRetry={retry} retrying={chapters.isFetching} />;
  else if (!chapters.data) content = <QuizListSkeleton />;
  else if (chapters.data.length === 0)
    content = <StateCard icon="checklist" title={t('list.empty.title')} body={t('list.empty.body')} />;
  else
    content = (
      <ul aria-label={t('list.listLabel')} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {chapters.data.map((chapter, i) => (
          <QuizCard
            key={chapter._id}
            chapter={chapter}
            summary={token ? summarizeQuiz(chapter, takes[i]?.data, results.data ?? []) : null}
          />
        ))}
      </ul>
    );

  return (
    <QuizPageShell
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      busy={!chapters.data && !chapters.isError}
      actions={
        token ? (
          <Link to={quizPaths.results} className={buttonClasses('secondary')}>
            {t('actions.myResults')}
          </Link>
        ) : null
      }
    >
      {!token ? (
        <p className="mb-6 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-100">
          {t('list.signInHint')}{' '}
          <Link to={loginHref} className="font-medium underline">
            {t('actions.logIn')}
          </Link>
        </p>
      ) : null}
      {content}
    </QuizPageShell>
  );
}
