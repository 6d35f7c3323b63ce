import type { TPaymentFinding } from '@atrium/contracts/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { useFindings, useResolveFinding } from '@/features/payments/api/payment-findings';
import { Loading, QueryError } from '@/features/payments/components/query-states';
import { formatDate } from '@/lib/format';

const STATES = ['open', 'resolved'] as const;

/** The reconciliation's differences between Atrium's records and Stripe's: open ones with Resolve, and history. */
export function FindingsPanel() {
  const { t } = useTranslation('payments', { keyPrefix: 'findings' });
  const [state, setState] = useState<(typeof STATES)[number]>('open');
  const list = useFindings(state);
  const rows = list.data?.pages.flatMap((p) => p.data) ?? [];
  const total = list.data?.pages.at(-1)?.meta.total ?? 0;
  return (
    <section aria-labelledby="findings-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="findings-title" className="text-lg font-semibold text-ink-900">
          {t('title')}
        </h2>
        <SegmentedTabs
          tabs={STATES}
          value={state}
          onChange={setState}
          label={t('title')}
          labelOf={(s) => t(`states.${s}`)}
          tabId={(s) => `findings-tab-${s}`}
          panelId={(s) => `findings-panel-${s}`}
          className="grid grid-cols-2 sm:inline-flex"
        />
      </div>
      <div id={`findings-panel-${state}`} role="tabpanel" aria-labelledby={`findings-tab-${state}`} className="mt-4">
        {list.isPending ? (
          <Loading label={t('loading')} />
        ) : list.isError ? (
          <QueryError title={t('loadFailed')} query={list} />
        ) : rows.length === 0 ? (
          <p className="rounded-lg bg-ink-50 px-4 py-8 text-center text-sm text-ink-600">{t(`empty.${state}`)}</p>
        ) : (
          <>
            <ul className="divide-y divide-ink-100">
              {rows.map((f) => (
                <FindingRow key={f._id} finding={f} />
              ))}
            </ul>
            <LoadMoreFooter
              summary={t('shown', { shown: rows.length, total })}
              hasMore={list.hasNextPage}
              loading={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
              label={t('more')}
            />
          </>
        )}
      </div>
    </section>
  );
}

function FindingRow({ finding }: { finding: TPaymentFinding }) {
  const { t, i18n } = useTranslation('payments', { keyPrefix: 'findings' });
  const resolve = useResolveFinding();
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-ink-900">{t(`problems.${finding.problem}`)}</p>
        <p className="mt-0.5 text-ink-600">
          {t(`kinds.${finding.recordKind}`)} · <span dir="ltr">{finding.recordId}</span>
          {finding.agency ? ` · ${finding.agency.name}` : ''}
        </p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-ink-500">{t('ours')}</dt>
          <dd className="break-words text-ink-900">{finding.ours}</dd>
          <dt className="text-ink-500">{t('stripes')}</dt>
          <dd className="break-words text-ink-900">
            {finding.stripes}
            {finding.stripeObjectId ? (
              <span className="block text-ink-500" dir="ltr">
                {finding.stripeObjectId}
              </span>
            ) : null}
          </dd>
        </dl>
        <p className="mt-2 text-xs text-ink-500">
          {finding.resolvedAt
            ? t('resolvedAt', { date: formatDate(finding.resolvedAt, i18n.language) })
            : t('detectedAt', { date: formatDate(finding.detectedAt, i18n.language) })}
        </p>
        {resolve.isError ? (
          <p role="alert" className="mt-2 text-red-700">
            {resolve.error.message}
          </p>
        ) : null}
      </div>
      {finding.resolvedAt ? null : (
        <Button variant="secondary" size="sm" loading={resolve.isPending} onClick={() => resolve.mutate(finding._id)}>
          {t('resolve')}
        </Button>
      )}
    </li>
  );
}
