import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-classes';
import { LoadError, StateCard } from '@/components/ui/state-card';

/** Placeholder summary and cards shaped like the page, so it does not jump when the testimonials arrive. */
export function TestimonialsSkeleton() {
  const { t } = useTranslation('community');
  return (
    <div role="status">
      <span className="sr-only">{t('testimonials.loading')}</span>
      <div aria-hidden="true" className="h-32 animate-pulse rounded-2xl bg-white ring-1 ring-ink-200" />
      <div aria-hidden="true" className="mt-8 columns-1 gap-5 sm:columns-2 lg:columns-3">
        {[40, 56, 44, 64, 40, 52].map((h, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders.
            key={i}
            className="mb-5 animate-pulse break-inside-avoid rounded-2xl bg-white p-5 ring-1 ring-ink-200"
            style={{ height: `${h * 4}px` }}
          >
            <div className="h-3 w-24 rounded bg-ink-200/70" />
            <div className="mt-4 h-3 w-full rounded bg-ink-100" />
            <div className="mt-2 h-3 w-4/5 rounded bg-ink-100" />
          </div>
        ))}
      </div>
    </div>
  );
}

export function TestimonialsEmpty() {
  const { t } = useTranslation('community');
  return <StateCard icon="star" title={t('testimonials.empty.title')} body={t('testimonials.empty.body')} />;
}

export function TestimonialsNoMatch({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('community');
  return (
    <StateCard
      icon="star"
      title={t('testimonials.noMatch.title')}
      body={t('testimonials.noMatch.body')}
      action={
        <button type="button" onClick={onReset} className={buttonClasses('secondary')}>
          {t('testimonials.noMatch.reset')}
        </button>
      }
    />
  );
}

export function TestimonialsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('community');
  return (
    <LoadError
      title={t('testimonials.error.title')}
      body={t('testimonials.error.body')}
      retryLabel={t('testimonials.error.retry')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
