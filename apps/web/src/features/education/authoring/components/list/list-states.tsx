import { useTranslation } from 'react-i18next';
import { LoadError, StateCard } from '@/components/ui/state-card';
import type { AuthoringGroup } from '@/features/education/authoring/descriptor/group-descriptor';

/** Placeholder rows shaped like the list, so it does not jump when the items arrive. */
export function ListSkeleton() {
  const { t } = useTranslation('authoring');
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{t('list.loading')}</span>
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} aria-hidden="true" className="flex h-20 items-center gap-4 rounded-xl bg-white px-4 ring-1 ring-ink-200">
          <div className="h-4 w-2/3 animate-pulse rounded bg-ink-200/70" />
          <div className="ms-auto h-6 w-20 animate-pulse rounded-full bg-ink-200/70" />
        </div>
      ))}
    </div>
  );
}

export function ListError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('authoring');
  return (
    <LoadError
      title={t('list.errorTitle')}
      body={t('list.errorBody')}
      retryLabel={t('actions.retry')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

/** Nothing at all yet, or nothing for the filters (which offers to clear them). */
export function ListEmpty({ group, filtered, onClear }: { group: AuthoringGroup; filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('authoring');
  if (filtered)
    return (
      <StateCard
        icon="search"
        title={t('list.noMatchTitle')}
        body={t('list.noMatchBody')}
        action={
          <button type="button" onClick={onClear} className="text-sm font-medium text-brand-700 underline hover:text-brand-900">
            {t('list.clearFilters')}
          </button>
        }
      />
    );
  return <StateCard icon={group.icon} title={t('list.emptyTitle')} body={t(`groups.${group.key}.hint`)} />;
}
