import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { useLoginHref } from '@/components/ui/sign-in-prompt';
import { LoadError, StateCard } from '@/components/ui/state-card';
import type { AccessProblem } from '@/features/education/players/utils/access';

/** Rows shaped like the board's, so it does not jump when the ranking arrives. */
export function BoardSkeleton() {
  const { t } = useTranslation('players');
  return (
    <div role="status">
      <span className="sr-only">{t('board.loading')}</span>
      <ul aria-hidden="true" className="divide-y divide-ink-100">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <li key={i} className="flex animate-pulse items-center gap-3 px-3 py-3 sm:px-5">
            <span className="mx-2 size-8 rounded-full bg-ink-200/70" />
            <span className="size-10 rounded-full bg-ink-200/70" />
            <span className="flex-1">
              <span className="block h-3.5 w-1/3 rounded bg-ink-200/70" />
              <span className="mt-2 block h-3 w-1/4 rounded bg-ink-100" />
            </span>
            <span className="h-3.5 w-16 rounded bg-ink-200/70" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A card-sized placeholder while a profile or a person loads; only the first of a group carries the label. */
export function CardSkeleton({ label }: { label?: string }) {
  return (
    <div role={label ? 'status' : undefined} className="h-40 animate-pulse rounded-2xl bg-white p-5 ring-1 ring-ink-200">
      {label ? <span className="sr-only">{label}</span> : null}
      <div aria-hidden="true" className="flex items-center gap-3">
        <span className="size-12 rounded-full bg-ink-200/70" />
        <span className="h-4 w-1/2 rounded bg-ink-200/70" />
      </div>
      <div aria-hidden="true" className="mt-6 h-12 rounded-xl bg-ink-100" />
    </div>
  );
}

export function PlayersLoadError({ title, onRetry, retrying }: { title: string; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('players');
  return <LoadError title={title} body={t('errorBody')} retryLabel={t('retry')} onRetry={onRetry} retrying={retrying} />;
}

/**
 * What the server said instead of the data: sign in first (401, or a visitor), or this account is not one
 * of an agency's people (403). `area` picks the texts of the leaderboards or of the staff list.
 */
export function AccessMessage({ problem, area }: { problem: AccessProblem; area: 'board' | 'staff' }) {
  const { t } = useTranslation('players');
  const loginHref = useLoginHref();
  if (problem === 'forbidden')
    return <StateCard icon="shield" title={t(`access.${area}.forbiddenTitle`)} body={t(`access.${area}.forbiddenBody`)} />;
  return (
    <StateCard
      icon="trophy"
      title={t(`access.${area}.signInTitle`)}
      body={t(`access.${area}.signInBody`)}
      action={
        <Link to={loginHref} className={buttonClasses('primary')}>
          {t('access.signIn')}
        </Link>
      }
    />
  );
}
