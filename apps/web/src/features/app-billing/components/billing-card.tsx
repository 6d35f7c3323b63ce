import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** One section of the billing overview: a titled card with an optional action beside the title. */
export function BillingCard({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-ink-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h3 id={id} className="text-lg font-semibold text-ink-900">
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A section's data while it loads or when it failed (with Try again); `null` once it is there. */
export function QueryGate({
  query,
}: {
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'refetch' | 'isFetching'>;
}) {
  const { t } = useTranslation('billing');
  if (query.isPending)
    return (
      <div className="flex justify-center py-8">
        <Spinner label={t('states.loading')} />
      </div>
    );
  if (query.isError)
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800"
      >
        <span>{t('states.error', { message: query.error?.message ?? '' })}</span>
        <Button variant="secondary" size="sm" onClick={() => query.refetch()} loading={query.isFetching}>
          {t('states.retry')}
        </Button>
      </div>
    );
  return null;
}

/** An empty list's line, with what to do about it. */
export function EmptyLine({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-ink-300 px-4 py-6 text-sm text-ink-600 sm:flex-row sm:items-center sm:justify-between">
      <p>{children}</p>
      {action}
    </div>
  );
}
