import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/spinner';

export function ListLoading() {
  const { t } = useTranslation('console');
  return (
    <div className="flex justify-center rounded-2xl bg-white py-20 shadow-sm ring-1 ring-ink-200">
      <Spinner size="lg" label={t('loading')} />
    </div>
  );
}

export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('console');
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 px-5 py-4 sm:flex-row sm:items-center"
    >
      <p className="flex-1 text-sm font-medium text-red-700">{t('list.loadError', { message })}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}

/** No apps at all invites the first one; no apps for a filter says so and offers nothing to create. */
export function ListEmpty({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation('console');
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-16 text-center">
      <span aria-hidden="true" className="grid size-14 grid-cols-2 gap-1 rounded-2xl bg-brand-50 p-3">
        <span className="rounded-md bg-brand-500" />
        <span className="rounded-md bg-brand-300" />
        <span className="rounded-md bg-brand-300" />
        <span className="rounded-md bg-brand-200" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-ink-900">{filtered ? t('list.emptyFiltered') : t('list.emptyTitle')}</h2>
      <p className="mt-1 max-w-md text-sm text-ink-600">{filtered ? t('list.emptyFilteredHint') : t('list.emptyHint')}</p>
      {filtered ? null : (
        <Link to="/console/apps/new" className={buttonClasses('primary', 'md', 'mt-6')}>
          {t('list.createFirst')}
        </Link>
      )}
    </div>
  );
}
