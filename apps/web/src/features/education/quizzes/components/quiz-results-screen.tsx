import type { TQuizResult } from '@atrium/contracts/quizzes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { Icon } from '@/components/ui/icon';
import { StateCard } from '@/components/ui/state-card';
import { useQuizResults } from '@/features/education/quizzes/api/get-quiz-results';
import { formatDateTime } from '@/features/education/quizzes/utils/quiz-format';
import { quizPaths } from '@/features/education/quizzes/utils/quiz-routes';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';
import { OutcomeBadge } from './quiz-badges';
import { QuizPageShell } from './quiz-page-shell';
import { QuizBlockSkeleton, QuizLoadError, QuizSignInCard } from './quiz-states';

/** /quiz/results: every attempt I made, newest first, with the certificate of each pass. */
export function QuizResultsScreen() {
  const { t } = useTranslation('quizzes');
  usePageTitle(t('results.pageTitle'));
  const { token } = useSession();
  const results = useQuizResults();

  let content: ReactNode;
  if (!token) content = <QuizSignInCard title={t('signIn.resultsTitle')} body={t('signIn.resultsBody')} />;
  else if (results.isError)
    content = <QuizLoadError title={t('results.error')} onRetry={() => void results.refetch()} retrying={results.isFetching} />;
  else if (!results.data) content = <QuizBlockSkeleton label={t('results.loading')} />;
  else if (results.data.length === 0)
    content = (
      <StateCard
        icon="trophy"
        title={t('results.empty.title')}
        body={t('results.empty.body')}
        action={
          <Link to={quizPaths.list} className={buttonClasses('primary')}>
            {t('actions.allQuizzes')}
          </Link>
        }
      />
    );
  else content = <ResultsTable results={results.data} />;

  return (
    <QuizPageShell
      title={t('results.title')}
      subtitle={t('results.subtitle')}
      busy={Boolean(token) && !results.data && !results.isError}
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

/** A table on wide screens; on phones each row stacks into a card (the header row hides, labels show inline). */
function ResultsTable({ results }: { results: readonly TQuizResult[] }) {
  const { t, i18n } = useTranslation('quizzes');
  const cell = 'block px-4 py-1 md:table-cell md:py-3';
  const label = 'me-2 text-ink-500 md:hidden';
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
      <table className="block w-full text-sm md:table">
        <caption className="sr-only">{t('results.tableCaption')}</caption>
        <thead className="hidden bg-ink-50 text-start text-xs font-semibold tracking-wide text-ink-600 uppercase md:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-3 text-start">
              {t('results.date')}
            </th>
            <th scope="col" className="px-4 py-3 text-start">
              {t('results.quiz')}
            </th>
            <th scope="col" className="px-4 py-3 text-start">
              {t('results.score')}
            </th>
            <th scope="col" className="px-4 py-3 text-start">
              {t('results.outcome')}
            </th>
            <th scope="col" className="px-4 py-3 text-end">
              <span className="sr-only">{t('results.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-ink-100 md:table-row-group">
          {results.map((r) => (
            <tr key={r._id} className="block py-3 md:table-row md:py-0">
              <td className={`${cell} text-ink-700`}>
                <span className={label}>{t('results.date')}</span>
                <time dateTime={r.createdAt}>{formatDateTime(r.createdAt, i18n.language)}</time>
              </td>
              <td className={`${cell} font-medium text-ink-900`}>
                <span className={label}>{t('results.quiz')}</span>
                <bdi>{r.chapterTitle}</bdi>
                <span className="ms-2 text-xs font-normal text-ink-500">{t('results.attempt', { number: r.attempt })}</span>
              </td>
              <td className={`${cell} text-ink-900 tabular-nums`}>
                <span className={label}>{t('results.score')}</span>
                <span>{t('percent', { percent: r.score })}</span>
                <span className="ms-2 text-xs text-ink-500">{t('results.passMark', { percent: r.passingScore })}</span>
              </td>
              <td className={cell}>
                <span className={label}>{t('results.outcome')}</span>
                <OutcomeBadge passed={r.passed} />
              </td>
              <td className={`${cell} md:text-end`}>
                <span className="flex flex-wrap gap-x-4 gap-y-1 md:justify-end">
                  <Link
                    to={quizPaths.result(r.chapterId, r._id)}
                    className="font-medium text-brand-700 underline-offset-2 hover:underline"
                    aria-label={t('results.detailsOf', { quiz: r.chapterTitle, attempt: r.attempt })}
                  >
                    {t('results.details')}
                  </Link>
                  {r.passed ? (
                    <Link
                      to={quizPaths.certificate(r._id)}
                      className="font-medium text-brand-700 underline-offset-2 hover:underline"
                      aria-label={t('results.certificateOf', { quiz: r.chapterTitle })}
                    >
                      {t('results.certificate')}
                    </Link>
                  ) : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
