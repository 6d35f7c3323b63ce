import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFailedEvents, useRetryEvent } from '@/features/payments/api/payment-findings';
import { QueryError } from '@/features/payments/components/query-states';
import { formatDate } from '@/lib/format';

/** Webhook events no handler could apply after every try, with Retry once the cause is fixed. */
export function FailedEventsPanel() {
  const { t, i18n } = useTranslation('payments', { keyPrefix: 'failedEvents' });
  const events = useFailedEvents();
  const retry = useRetryEvent();
  return (
    <section aria-labelledby="failed-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-6">
      <h2 id="failed-title" className="text-lg font-semibold text-ink-900">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('intro')}</p>
      <div className="mt-4">
        {events.isPending ? (
          <Spinner label={t('loading')} />
        ) : events.isError ? (
          <QueryError title={t('loadFailed')} query={events} />
        ) : events.data.length === 0 ? (
          <p className="rounded-lg bg-ink-50 px-4 py-6 text-center text-sm text-ink-600">{t('empty')}</p>
        ) : (
          <ul className="divide-y divide-ink-100">
            {events.data.map((e) => (
              <li key={e._id} className="flex flex-col gap-2 py-3 text-sm sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium text-ink-900" dir="ltr">
                    {e.type}
                  </p>
                  <p className="text-ink-600">
                    <span dir="ltr">{e.eventId}</span> ·{' '}
                    {t('attempts', { tries: e.attempts, date: formatDate(e.receivedAt, i18n.language) })}
                  </p>
                  {e.lastError ? <p className="mt-1 break-words text-red-700">{e.lastError}</p> : null}
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  loading={retry.isPending && retry.variables === e._id}
                  onClick={() => retry.mutate(e._id)}
                >
                  {t('retry')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {retry.isError ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {retry.error.message}
          </p>
        ) : null}
      </div>
    </section>
  );
}
