import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { useLoginHref } from '@/components/ui/sign-in-prompt';
import { LoadError, StateCard, type StateCardProps } from '@/components/ui/state-card';

/** The shared empty-state card, with the help desk's icon by default. */
export function SupportState({ icon = 'lifebuoy', ...props }: StateCardProps) {
  return <StateCard icon={icon} {...props} />;
}

/** Data that failed to load, with Retry, in the help desk's words. */
export function SupportLoadError({ title, onRetry, retrying }: { title?: string; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('support');
  return (
    <LoadError
      title={title ?? t('error.title')}
      body={t('error.body')}
      retryLabel={t('error.retry')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

/** Visitors: tickets belong to an account, so they are asked to sign in and come back to this page. */
export function SupportSignIn() {
  const { t } = useTranslation('support');
  const loginHref = useLoginHref();
  return (
    <SupportState
      icon="lifebuoy"
      title={t('signIn.title')}
      body={t('signIn.body')}
      action={
        <Link to={loginHref} className={buttonClasses('primary')}>
          {t('signIn.action')}
        </Link>
      }
    />
  );
}

/** Rows shaped like the list's, so it does not jump when the tickets arrive. */
export function TicketListSkeleton() {
  const { t } = useTranslation('support');
  return (
    <div role="status" className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
      <span className="sr-only">{t('list.loading')}</span>
      <ul aria-hidden="true" className="divide-y divide-ink-100">
        {[0, 1, 2, 3, 4].map((i) => (
          <li key={i} className="flex animate-pulse items-center gap-4 px-5 py-4">
            <span className="flex-1 space-y-2">
              <span className="block h-3 w-16 rounded bg-ink-100" />
              <span className="block h-4 w-2/3 rounded bg-ink-200/70" />
            </span>
            <span className="hidden h-6 w-20 rounded-full bg-ink-100 sm:block" />
            <span className="h-3 w-16 rounded bg-ink-100" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The detail's placeholder: a conversation column and a side panel. */
export function TicketDetailSkeleton() {
  const { t } = useTranslation('support');
  return (
    <div role="status" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <span className="sr-only">{t('detail.loading')}</span>
      <div aria-hidden="true" className="space-y-4">
        <div className="h-8 w-2/3 animate-pulse rounded bg-ink-200/70" />
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-28 animate-pulse rounded-2xl bg-white ring-1 ring-ink-200" />
        ))}
      </div>
      <div aria-hidden="true" className="h-80 animate-pulse rounded-2xl bg-white ring-1 ring-ink-200" />
    </div>
  );
}
