import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { Icon } from '@/components/ui/icon';
import { ApiError } from '@/lib/api-client';

/** A 404, or an id the server rejected as malformed: both mean there is nothing to show. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** A failed load with a retry; the message says whether the network or the server failed. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('marketplace');
  const offline = error instanceof ApiError && error.status === 0;
  return (
    <div role="alert" className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-white text-red-600 shadow-sm">
        <Icon name="alert" className="size-6" />
      </span>
      <h2 className="mt-4 text-base font-semibold text-ink-900">{t('error.title')}</h2>
      <p className="mt-1 max-w-md text-sm text-ink-600">{offline ? t('error.network') : t('error.server')}</p>
      <button type="button" onClick={onRetry} className={buttonClasses('secondary', 'md', 'mt-5')}>
        {t('error.retry')}
      </button>
    </div>
  );
}

/** A calm empty panel with an optional action (clear filters, back home). */
export function EmptyState({ title, body, action }: { title: string; body?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-14 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-600">
        <Icon name="search" className="size-7" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-ink-900">{title}</h2>
      {body ? <p className="mt-1 max-w-md text-sm text-ink-600">{body}</p> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}

/** The page for an app, store or partner that does not exist (or is not live). */
export function NotFoundPage({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation('marketplace');
  return (
    <div className="flex min-h-[50vh] items-center justify-center px-4 py-16">
      <div className="w-full max-w-md rounded-2xl border border-ink-200 bg-white p-8 text-center shadow-sm">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-brand-50 text-brand-600">
          <Icon name="store" className="size-7" />
        </span>
        <h1 className="mt-4 text-xl font-semibold text-ink-900">{title}</h1>
        <p className="mt-2 text-sm leading-6 text-ink-600">{body}</p>
        <Link to="/" className={buttonClasses('primary', 'md', 'mt-6')}>
          {t('notFound.home')}
        </Link>
      </div>
    </div>
  );
}
