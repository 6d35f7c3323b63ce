import { useTranslation } from 'react-i18next';
import { LoadError, StateCard } from '@/components/ui/state-card';

export function BannersSkeleton() {
  return <div aria-hidden="true" className="h-72 animate-pulse rounded-3xl bg-brand-100/70" />;
}

export function NewsSkeleton() {
  const { t } = useTranslation('education');
  return (
    <div role="status" className="divide-y divide-ink-100 rounded-2xl bg-white ring-1 ring-ink-200">
      <span className="sr-only">{t('home.news.loading')}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true" className="space-y-3 p-6">
          <div className="h-3 w-24 animate-pulse rounded bg-ink-100" />
          <div className="h-5 w-1/2 animate-pulse rounded bg-ink-200/70" />
          <div className="h-3 w-full animate-pulse rounded bg-ink-100" />
        </div>
      ))}
    </div>
  );
}

export function NewsEmpty() {
  const { t } = useTranslation('education');
  return <StateCard icon="list" title={t('home.news.empty.title')} body={t('home.news.empty.body')} />;
}

export function HomeLoadError({
  part,
  onRetry,
  retrying,
}: {
  part: 'banners' | 'news' | 'tools';
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('education');
  return (
    <LoadError
      title={t(`home.${part}.error`)}
      body={t('home.errorBody')}
      retryLabel={t('home.retry')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
