import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon, type IconName } from '../../../components/header/icons';
import { buttonClasses } from '../../../components/ui/button-classes';

/** An empty or nothing-found state: icon, title, one line and an optional action (the education screens' look). */
export function SupportState({
  title,
  body,
  action,
  icon = 'lifebuoy',
}: {
  title: string;
  body: string;
  action?: ReactNode;
  icon?: IconName;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Icon name={icon} className="size-7" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-ink-900">{title}</h2>
      <p className="mt-1 max-w-md text-sm text-ink-600">{body}</p>
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}

/** Data that failed to load, with Retry (an alert, so screen readers hear it at once). */
export function SupportLoadError({ title, onRetry, retrying }: { title?: string; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('support');
  return (
    <div role="alert" className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-red-100 text-red-600">
        <Icon name="alert" className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-red-800">{title ?? t('error.title')}</h2>
      <p className="mt-1 text-sm text-red-700">{t('error.body')}</p>
      <button type="button" onClick={onRetry} disabled={retrying} className={buttonClasses('secondary', 'md', 'mt-5')}>
        {t('error.retry')}
      </button>
    </div>
  );
}

/** The login address that brings the person back here afterwards (the login screen reads `redirectTo`). */
export function useLoginHref(): string {
  const location = useLocation();
  return `/login?redirectTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
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
