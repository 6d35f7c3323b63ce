import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { useLoginHref } from '@/components/ui/sign-in-prompt';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { quizPaths } from '@/features/education/quizzes/utils/quiz-routes';

/** Cards shaped like the quiz cards, so the list does not jump when it arrives. */
export function QuizListSkeleton() {
  const { t } = useTranslation('quizzes');
  return (
    <div role="status">
      <span className="sr-only">{t('list.loading')}</span>
      <div aria-hidden="true" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-64 animate-pulse rounded-2xl bg-white p-5 ring-1 ring-ink-200">
            <div className="h-5 w-2/3 rounded bg-ink-200/70" />
            <div className="mt-3 h-3 w-full rounded bg-ink-100" />
            <div className="mt-2 h-3 w-5/6 rounded bg-ink-100" />
            <div className="mt-8 flex gap-2">
              <div className="h-6 w-24 rounded-full bg-ink-100" />
              <div className="h-6 w-24 rounded-full bg-ink-100" />
            </div>
            <div className="mt-10 h-10 w-32 rounded-lg bg-ink-200/70" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** One block of placeholder lines, for a single quiz, a result or a certificate while it loads. */
export function QuizBlockSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="rounded-2xl bg-white p-6 ring-1 ring-ink-200">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="animate-pulse">
        <div className="h-4 w-1/3 rounded bg-ink-200/70" />
        <div className="mt-4 h-6 w-3/4 rounded bg-ink-200/70" />
        <div className="mt-6 space-y-3">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-12 rounded-xl bg-ink-100" />
          ))}
        </div>
      </div>
    </div>
  );
}

export function QuizLoadError({ title, onRetry, retrying }: { title: string; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('quizzes');
  return <LoadError title={title} body={t('errors.body')} retryLabel={t('errors.retry')} onRetry={onRetry} retrying={retrying} />;
}

/** Taking a quiz and seeing results need an account; the login brings the person back here. */
export function QuizSignInCard({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation('quizzes');
  const loginHref = useLoginHref();
  return (
    <StateCard
      icon="user"
      title={title}
      body={body}
      action={
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={quizPaths.list} className={buttonClasses('secondary')}>
            {t('actions.allQuizzes')}
          </Link>
          <Link to={loginHref} className={buttonClasses('primary')}>
            {t('actions.logIn')}
          </Link>
        </div>
      }
    />
  );
}

/** A quiz or result that does not exist, or that this person may not see (the server says 404 for both). */
export function QuizMissing({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation('quizzes');
  return (
    <StateCard
      icon="alert"
      title={title}
      body={body}
      action={
        <Link to={quizPaths.list} className={buttonClasses('primary')}>
          {t('actions.allQuizzes')}
        </Link>
      }
    />
  );
}
