import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/header/icons';
import { buttonClasses } from '../../../components/ui/button-classes';

/** Placeholder entries shaped like the timeline (or one bare card), so the page does not jump when they arrive. */
export function ChangelogSkeleton({ timeline = true }: { timeline?: boolean }) {
  const { t } = useTranslation('updates');
  return (
    <div role="status" className="space-y-8">
      <span className="sr-only">{t('changelogs.loading')}</span>
      {(timeline ? [0, 1, 2] : [0]).map((i) => (
        <div key={i} aria-hidden="true" className={timeline ? 'lg:grid lg:grid-cols-[9rem_3rem_minmax(0,1fr)]' : ''}>
          <div className={timeline ? 'hidden pt-6 lg:block' : 'hidden'}>
            <div className="ms-auto h-4 w-24 animate-pulse rounded bg-ink-200/70" />
          </div>
          <div className={`space-y-3 rounded-2xl bg-white p-6 ring-1 ring-ink-200 ${timeline ? 'lg:col-start-3' : ''}`}>
            <div className="h-5 w-20 animate-pulse rounded-full bg-ink-200/70" />
            <div className="h-6 w-2/3 animate-pulse rounded bg-ink-200/70" />
            <div className="h-4 w-full animate-pulse rounded bg-ink-100" />
            <div className="h-4 w-5/6 animate-pulse rounded bg-ink-100" />
          </div>
        </div>
      ))}
    </div>
  );
}

export interface ChangelogStateProps {
  title: ReactNode;
  body: string;
  action?: ReactNode;
}

/** An empty or nothing-found state: icon, title, one line and an optional action. */
export function ChangelogState({ title, body, action }: ChangelogStateProps) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Icon name="list" className="size-7" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-ink-900">{title}</h2>
      <p className="mt-1 max-w-md text-sm text-ink-600">{body}</p>
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}

/** The entries failed to load: an alert with Retry. */
export function ChangelogError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('updates');
  return (
    <div role="alert" className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-red-100 text-red-600">
        <Icon name="alert" className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-red-800">{t('changelogs.error.title')}</h2>
      <p className="mt-1 text-sm text-red-700">{t('changelogs.error.body')}</p>
      <button type="button" onClick={onRetry} disabled={retrying} className={buttonClasses('secondary', 'md', 'mt-5')}>
        {t('changelogs.error.retry')}
      </button>
    </div>
  );
}
