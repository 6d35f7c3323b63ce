import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { IsolatedText } from '@/features/education/components/isolated-text';
import { KB_HOME } from '@/features/education/knowledge-base/utils/kb-paths';

/** Placeholder cards shaped like the home, so the page does not jump when the articles arrive. */
export function KbSkeleton() {
  const { t } = useTranslation('community');
  return (
    <div role="status" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      <span className="sr-only">{t('kb.loading')}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true" className="h-56 animate-pulse rounded-2xl bg-white p-5 ring-1 ring-ink-200">
          <div className="flex gap-3">
            <div className="size-10 rounded-xl bg-ink-200/70" />
            <div className="flex-1 space-y-2">
              <div className="h-4 w-1/2 rounded bg-ink-200/70" />
              <div className="h-3 w-1/4 rounded bg-ink-100" />
            </div>
          </div>
          <div className="mt-6 space-y-3">
            <div className="h-3 w-full rounded bg-ink-100" />
            <div className="h-3 w-5/6 rounded bg-ink-100" />
            <div className="h-3 w-2/3 rounded bg-ink-100" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function KbEmpty() {
  const { t } = useTranslation('community');
  return <StateCard icon="book" title={t('kb.empty.title')} body={t('kb.empty.body')} />;
}

export function KbCategoryEmpty() {
  const { t } = useTranslation('community');
  return <StateCard icon="book" title={t('kb.emptyCategory.title')} body={t('kb.emptyCategory.body')} />;
}

export function KbNoMatch({ query, onClear }: { query: string; onClear: () => void }) {
  const { t } = useTranslation('community');
  return (
    <StateCard
      icon="search"
      title={<IsolatedText i18nKey="community:kb.noMatch.title" name="query" value={query} />}
      body={t('kb.noMatch.body')}
      action={
        <button type="button" onClick={onClear} className={buttonClasses('secondary')}>
          {t('kb.noMatch.clear')}
        </button>
      }
    />
  );
}

/** An address that names an article or category this viewer cannot read (moved, deleted, hidden). */
export function KbNotFound({ kind }: { kind: 'article' | 'category' }) {
  const { t } = useTranslation('community');
  return (
    <StateCard
      icon="book"
      title={t(`kb.missing.${kind}`)}
      body={t('kb.missing.body')}
      action={
        <Link to={KB_HOME} className={buttonClasses('secondary')}>
          {t('kb.missing.back')}
        </Link>
      }
    />
  );
}

export function KbError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('community');
  return (
    <LoadError
      title={t('kb.error.title')}
      body={t('kb.error.body')}
      retryLabel={t('kb.error.retry')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
