import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-classes';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { IsolatedText } from './isolated-text';

/** Placeholder rows shaped like the page, so it does not jump when the questions arrive. */
export function FaqSkeleton() {
  const { t } = useTranslation('education');
  return (
    <div role="status" className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      <span className="sr-only">{t('faq.loading')}</span>
      <div aria-hidden="true" className="flex gap-2 overflow-hidden lg:flex-col">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <div key={i} className="h-9 w-28 shrink-0 animate-pulse rounded-full bg-ink-200/70 lg:w-full lg:rounded-lg" />
        ))}
      </div>
      <div aria-hidden="true" className="space-y-3">
        <div className="mb-5 h-6 w-48 animate-pulse rounded bg-ink-200/70" />
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className="h-14 animate-pulse rounded-xl bg-white ring-1 ring-ink-200">
            <div className="m-5 h-4 w-2/3 rounded bg-ink-200/70" />
          </div>
        ))}
      </div>
    </div>
  );
}

export function FaqEmpty() {
  const { t } = useTranslation('education');
  return <StateCard title={t('faq.empty.title')} body={t('faq.empty.body')} />;
}

export function FaqCategoryEmpty() {
  const { t } = useTranslation('education');
  return <StateCard title={t('faq.emptyCategory.title')} body={t('faq.emptyCategory.body')} />;
}

export function FaqNoMatch({ query, onClear }: { query: string; onClear: () => void }) {
  const { t } = useTranslation('education');
  return (
    <StateCard
      title={<IsolatedText i18nKey="faq.noMatch.title" name="query" value={query.trim()} />}
      body={t('faq.noMatch.body')}
      action={
        <button type="button" onClick={onClear} className={buttonClasses('secondary')}>
          {t('faq.noMatch.clear')}
        </button>
      }
    />
  );
}

export function FaqError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('education');
  return (
    <LoadError
      title={t('faq.error.title')}
      body={t('faq.error.body')}
      retryLabel={t('faq.error.retry')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
