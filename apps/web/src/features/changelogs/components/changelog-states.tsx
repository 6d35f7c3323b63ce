import { useTranslation } from 'react-i18next';
import { LoadError, StateCard, type StateCardProps } from '@/components/ui/state-card';

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

/** The shared empty-state card, with the change log's icon. */
export function ChangelogState(props: Omit<StateCardProps, 'icon'>) {
  return <StateCard icon="list" {...props} />;
}

/** The entries failed to load: an alert with Retry. */
export function ChangelogError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('updates');
  return (
    <LoadError
      title={t('changelogs.error.title')}
      body={t('changelogs.error.body')}
      retryLabel={t('changelogs.error.retry')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
