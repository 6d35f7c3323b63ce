import { useTranslation } from 'react-i18next';
import { LoadError, StateCard } from '@/components/ui/state-card';
import type { CallsWhen } from '@/features/education/zoom-calls/api/get-zoom-calls';

export function CallsSkeleton() {
  const { t } = useTranslation('community');
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{t('calls.loading')}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true" className="flex animate-pulse gap-5 rounded-2xl bg-white p-5 ring-1 ring-ink-200">
          <div className="size-16 shrink-0 rounded-xl bg-ink-200/70" />
          <div className="flex-1 space-y-3">
            <div className="h-4 w-1/2 rounded bg-ink-200/70" />
            <div className="h-3 w-1/3 rounded bg-ink-100" />
            <div className="h-3 w-2/3 rounded bg-ink-100" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function CallsEmpty({ when }: { when: CallsWhen }) {
  const { t } = useTranslation('community');
  return <StateCard icon="camera" title={t(`calls.empty.${when}.title`)} body={t(`calls.empty.${when}.body`)} />;
}

export function CallsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('community');
  return (
    <LoadError
      title={t('calls.error.title')}
      body={t('calls.error.body')}
      retryLabel={t('calls.error.retry')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
