import { useTranslation } from 'react-i18next';
import { LoadError, StateCard } from '@/components/ui/state-card';
import type { StepKind } from '@/features/education/api/education-keys';

/** Placeholder nav and cards shaped like the screen, so it does not jump when the lists arrive. */
export function StepListsSkeleton({ kind }: { kind: StepKind }) {
  const { t } = useTranslation('education');
  return (
    <div role="status" className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      <span className="sr-only">{t(`steps.${kind}.loading`)}</span>
      <div aria-hidden="true" className="flex gap-2 overflow-hidden lg:flex-col">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-9 w-28 shrink-0 animate-pulse rounded-full bg-ink-200/70 lg:w-full lg:rounded-lg" />
        ))}
      </div>
      <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <div key={i} className="h-40 animate-pulse rounded-2xl bg-white p-5 ring-1 ring-ink-200">
            <div className="h-4 w-2/3 rounded bg-ink-200/70" />
            <div className="mt-3 h-3 w-full rounded bg-ink-100" />
            <div className="mt-12 h-2 w-full rounded-full bg-ink-100" />
          </div>
        ))}
      </div>
    </div>
  );
}

export function StepListsEmpty({ kind }: { kind: StepKind }) {
  const { t } = useTranslation('education');
  return <StateCard icon="checklist" title={t(`steps.${kind}.empty.title`)} body={t(`steps.${kind}.empty.body`)} />;
}

export function StepCategoryEmpty() {
  const { t } = useTranslation('education');
  return <StateCard icon="checklist" title={t('steps.emptyCategory.title')} body={t('steps.emptyCategory.body')} />;
}

export function StepListsError({ kind, onRetry, retrying }: { kind: StepKind; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('education');
  return (
    <LoadError
      title={t(`steps.${kind}.error`)}
      body={t('faq.error.body')}
      retryLabel={t('faq.error.retry')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
