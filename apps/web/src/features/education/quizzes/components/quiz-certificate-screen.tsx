import type { TQuizResult } from '@atrium/contracts/quizzes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { Icon } from '@/components/ui/icon';
import { StateCard } from '@/components/ui/state-card';
import { useQuizResult } from '@/features/education/quizzes/api/get-quiz-results';
import { formatLongDate } from '@/features/education/quizzes/utils/quiz-format';
import { quizPaths } from '@/features/education/quizzes/utils/quiz-routes';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';
import { QuizPageShell } from './quiz-page-shell';
import { QuizBlockSkeleton, QuizLoadError, QuizMissing, QuizSignInCard } from './quiz-states';

/** /quiz/certificate/:resultId: the certificate of a passed result, made to be printed. */
export function QuizCertificateScreen({ resultId }: { resultId: string }) {
  const { t } = useTranslation('quizzes');
  usePageTitle(t('certificate.pageTitle'));
  const { token } = useSession();
  const result = useQuizResult(resultId);

  let content: ReactNode;
  if (!token) content = <QuizSignInCard title={t('signIn.certificateTitle')} body={t('signIn.certificateBody')} />;
  else if (result.isError)
    content =
      result.error instanceof ApiError && result.error.status === 404 ? (
        <QuizMissing title={t('certificate.missing.title')} body={t('certificate.missing.body')} />
      ) : (
        <QuizLoadError title={t('certificate.error')} onRetry={() => void result.refetch()} retrying={result.isFetching} />
      );
  else if (!result.data) content = <QuizBlockSkeleton label={t('certificate.loading')} />;
  else if (!result.data.passed)
    content = (
      <StateCard
        icon="alert"
        title={t('certificate.notPassed.title')}
        body={t('certificate.notPassed.body', { percent: result.data.score, passing: result.data.passingScore })}
        action={
          <Link to={quizPaths.result(result.data.chapterId, result.data._id)} className={buttonClasses('primary')}>
            {t('certificate.notPassed.action')}
          </Link>
        }
      />
    );
  else content = <Certificate result={result.data} />;

  return (
    <QuizPageShell
      title={t('certificate.title')}
      busy={Boolean(token) && !result.data && !result.isError}
      actions={
        <>
          <Link
            to={quizPaths.results}
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-900"
          >
            <Icon name="chevronsStart" className="size-4" />
            {t('actions.myResults')}
          </Link>
          {result.data?.passed ? <Button onClick={() => window.print()}>{t('certificate.print')}</Button> : null}
        </>
      }
    >
      {content}
    </QuizPageShell>
  );
}

/** The certificate itself: a framed sheet that prints on its own (the page's other parts hide in print). */
function Certificate({ result }: { result: TQuizResult }) {
  const { t, i18n } = useTranslation('quizzes');
  return (
    <article
      aria-labelledby="certificate-heading"
      className="mx-auto max-w-4xl rounded-2xl bg-white p-3 shadow-sm ring-1 ring-ink-200 print:max-w-none print:rounded-none print:p-0 print:shadow-none print:ring-0"
    >
      <div className="rounded-xl border-4 border-double border-brand-300 px-6 py-10 text-center sm:px-12 sm:py-14 print:border-brand-400">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-amber-50 text-amber-600 ring-1 ring-amber-200">
          <Icon name="trophy" className="size-8" />
        </span>
        <p className="mt-5 text-sm font-semibold tracking-[0.2em] text-brand-700 uppercase">{t('certificate.kicker')}</p>
        <h2 id="certificate-heading" className="mt-2 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
          {t('certificate.heading')}
        </h2>
        <p className="mt-8 text-base text-ink-600">{t('certificate.certifies')}</p>
        <p dir="auto" className="mt-2 text-3xl font-semibold break-words text-ink-900 sm:text-4xl">
          {result.personName}
        </p>
        <div aria-hidden="true" className="mx-auto mt-3 h-px w-48 bg-ink-300" />
        <p className="mt-6 text-base text-ink-600">{t('certificate.completed')}</p>
        <p dir="auto" className="mt-2 text-xl font-semibold break-words text-ink-900 sm:text-2xl">
          {result.chapterTitle}
        </p>
        <p className="mt-3 text-base text-ink-700">
          {t('certificate.withScore', { percent: result.score, passing: result.passingScore })}
        </p>
        <dl className="mx-auto mt-10 grid max-w-xl gap-6 border-t border-ink-200 pt-6 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-ink-500">{t('certificate.date')}</dt>
            <dd className="mt-1 font-semibold text-ink-900">
              <time dateTime={result.createdAt}>{formatLongDate(result.createdAt, i18n.language)}</time>
            </dd>
          </div>
          <div>
            <dt className="text-ink-500">{t('certificate.number')}</dt>
            {/* The whole result id: the one reference that finds this result again. */}
            <dd className="mt-1 font-mono text-xs font-semibold break-all text-ink-900 sm:text-sm" dir="ltr">
              {result._id}
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
