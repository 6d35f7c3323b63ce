import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/header/icons';
import { buttonClasses } from '../../../components/ui/button-classes';
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

function StateCard({ title, body, action }: { title: ReactNode; body: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Icon name="faq" className="size-7" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-ink-900">{title}</h2>
      <p className="mt-1 max-w-md text-sm text-ink-600">{body}</p>
      {action ? <div className="mt-5">{action}</div> : null}
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
    <div role="alert" className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-red-100 text-red-600">
        <Icon name="alert" className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-red-800">{t('faq.error.title')}</h2>
      <p className="mt-1 text-sm text-red-700">{t('faq.error.body')}</p>
      <button type="button" onClick={onRetry} disabled={retrying} className={buttonClasses('secondary', 'md', 'mt-5')}>
        {t('faq.error.retry')}
      </button>
    </div>
  );
}
