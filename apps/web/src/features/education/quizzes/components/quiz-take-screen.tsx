import type { TQuizToTake } from '@atrium/contracts/quizzes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { Icon } from '@/components/ui/icon';
import { StateCard } from '@/components/ui/state-card';
import { useQuizResult } from '@/features/education/quizzes/api/get-quiz-results';
import { useQuizToTake } from '@/features/education/quizzes/api/get-quiz-to-take';
import { quizPaths } from '@/features/education/quizzes/utils/quiz-routes';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';
import { useSearchParams } from '@/lib/use-search-params';
import { QuizPageShell } from './quiz-page-shell';
import { QuizPlayer } from './quiz-player';
import { QuizResultView } from './quiz-result-view';
import { QuizBlockSkeleton, QuizLoadError, QuizMissing, QuizSignInCard } from './quiz-states';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** /quiz/:chapterId: take the quiz, or (with ?result=) see how an attempt went. Signed-in people only. */
export function QuizTakeScreen({ chapterId }: { chapterId: string }) {
  const { t } = useTranslation('quizzes');
  const { token, user } = useSession();
  const [search] = useSearchParams();
  const resultId = search.get('result');
  const take = useQuizToTake(chapterId);
  // A result names its quiz too: the title stays right when the quiz itself can no longer be read.
  const shownResult = useQuizResult(resultId ?? '', Boolean(resultId));
  const title = take.data?.chapter.title ?? shownResult.data?.chapterTitle ?? t('take.pageTitle');
  usePageTitle(title);

  let content: ReactNode;
  if (!token) content = <QuizSignInCard title={t('signIn.takeTitle')} body={t('signIn.takeBody')} />;
  else if (resultId) content = <ResultOf result={shownResult} take={take.data} />;
  else if (take.isError)
    content = isNotFound(take.error) ? (
      <QuizMissing title={t('take.missing.title')} body={t('take.missing.body')} />
    ) : (
      <QuizLoadError title={t('take.error')} onRetry={() => void take.refetch()} retrying={take.isFetching} />
    );
  else if (!take.data) content = <QuizBlockSkeleton label={t('take.loading')} />;
  else if (take.data.attemptsLeft === 0) content = <NoAttemptsLeft passed={take.data.passed} />;
  else if (take.data.sections.every((s) => s.questions.length === 0))
    content = <StateCard icon="checklist" title={t('take.noQuestions.title')} body={t('take.noQuestions.body')} />;
  else content = <QuizPlayer key={chapterId} take={take.data} viewer={user?._id ?? 'visitor'} />;

  return (
    <QuizPageShell
      width="narrow"
      title={title}
      busy={Boolean(token) && !take.data && !take.isError}
      actions={
        <Link
          to={quizPaths.list}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-900"
        >
          <Icon name="chevronsStart" className="size-4" />
          {t('actions.allQuizzes')}
        </Link>
      }
    >
      {content}
    </QuizPageShell>
  );
}

function ResultOf({ result, take }: { result: ReturnType<typeof useQuizResult>; take: TQuizToTake | undefined }) {
  const { t } = useTranslation('quizzes');
  if (result.isError)
    return isNotFound(result.error) ? (
      <QuizMissing title={t('result.missing.title')} body={t('result.missing.body')} />
    ) : (
      <QuizLoadError title={t('result.error')} onRetry={() => void result.refetch()} retrying={result.isFetching} />
    );
  if (!result.data) return <QuizBlockSkeleton label={t('result.loading')} />;
  return <QuizResultView result={result.data} take={take} />;
}

function NoAttemptsLeft({ passed }: { passed: boolean }) {
  const { t } = useTranslation('quizzes');
  return (
    <StateCard
      icon="alert"
      title={t('take.noAttempts.title')}
      body={passed ? t('take.noAttempts.passedBody') : t('take.noAttempts.body')}
      action={
        <Link to={quizPaths.results} className={buttonClasses('primary')}>
          {t('actions.myResults')}
        </Link>
      }
    />
  );
}
