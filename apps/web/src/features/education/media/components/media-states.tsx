import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-classes';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { IsolatedText } from '@/features/education/components/isolated-text';
import type { MediaVariant } from '@/features/education/media/utils/media-view';

/** Placeholder nav and cards shaped like the screen, so it does not jump when the library arrives. */
export function MediaSkeleton({ variant }: { variant: MediaVariant }) {
  const { t } = useTranslation('media');
  return (
    <div role="status" className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      <span className="sr-only">{t(`${variant}.loading`)}</span>
      <div aria-hidden="true" className="flex gap-2 overflow-hidden lg:flex-col">
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className="h-9 w-28 shrink-0 animate-pulse rounded-full bg-ink-200/70 lg:w-full lg:rounded-lg" />
        ))}
      </div>
      <div aria-hidden="true" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <div key={i} className="overflow-hidden rounded-2xl bg-white ring-1 ring-ink-200">
            <div className="aspect-video animate-pulse bg-ink-200/70" />
            <div className="space-y-3 p-5">
              <div className="h-4 w-2/3 rounded bg-ink-200/70" />
              <div className="h-3 w-full rounded bg-ink-100" />
              <div className="h-3 w-5/6 rounded bg-ink-100" />
              <div className="h-8 w-24 rounded-lg bg-ink-100" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

export function MediaEmpty({ variant }: { variant: MediaVariant }) {
  const { t } = useTranslation('media');
  return (
    <StateCard
      icon={variant === 'videos' ? 'video' : 'image'}
      title={t(`${variant}.empty.title`)}
      body={t(`${variant}.empty.body`)}
    />
  );
}

export function MediaCategoryEmpty() {
  const { t } = useTranslation('media');
  return <StateCard icon="image" title={t('emptyCategory.title')} body={t('emptyCategory.body')} />;
}

export function MediaNoMatch({ query, onClear }: { query: string; onClear: () => void }) {
  const { t } = useTranslation('media');
  return (
    <StateCard
      icon="search"
      title={<IsolatedText i18nKey="media:noMatch.title" name="query" value={query} />}
      body={t('noMatch.body')}
      action={
        <button type="button" onClick={onClear} className={buttonClasses('secondary')}>
          {t('noMatch.clear')}
        </button>
      }
    />
  );
}

export function MediaError({ variant, onRetry, retrying }: { variant: MediaVariant; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('media');
  return (
    <LoadError
      title={t(`${variant}.error`)}
      body={t('error.body')}
      retryLabel={t('error.retry')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
