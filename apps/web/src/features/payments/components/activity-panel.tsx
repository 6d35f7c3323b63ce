import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { Spinner } from '@/components/ui/spinner';
import { useStripeActivity } from '@/features/payments/api/stripe-activity';
import { QueryError } from '@/features/payments/components/query-states';
import { ActivityFilters, type ActivityFilterValues, NO_FILTER, toServerFilter } from './activity-filters';
import { PaymentsTable, PayoutsTable } from './activity-table';

export const ACTIVITY_TABS = ['payments', 'payouts'] as const;
export type ActivityTab = (typeof ACTIVITY_TABS)[number];

/** The connection's payments and payouts as Stripe has them: a tab each, filters, a page at a time. */
export function ActivityPanel({
  connectionId,
  tab,
  onTabChange,
}: {
  connectionId: string;
  tab: ActivityTab;
  onTabChange: (tab: ActivityTab) => void;
}) {
  const { t } = useTranslation('payments', { keyPrefix: 'activity' });
  // Each tab keeps its own filters: a payment status means nothing to payouts.
  const [filters, setFilters] = useState<Record<ActivityTab, ActivityFilterValues>>({
    payments: NO_FILTER,
    payouts: NO_FILTER,
  });
  return (
    <section aria-labelledby="activity-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="activity-title" className="text-lg font-semibold text-ink-900">
          {t('title')}
        </h2>
        <SegmentedTabs
          tabs={ACTIVITY_TABS}
          value={tab}
          onChange={onTabChange}
          label={t('title')}
          labelOf={(k) => t(`tabs.${k}`)}
          tabId={(k) => `activity-tab-${k}`}
          panelId={(k) => `activity-panel-${k}`}
          className="grid grid-cols-2 sm:inline-flex"
        />
      </div>
      <div id={`activity-panel-${tab}`} role="tabpanel" aria-labelledby={`activity-tab-${tab}`} className="mt-4">
        <ActivityFilters kind={tab} value={filters[tab]} onChange={(next) => setFilters((all) => ({ ...all, [tab]: next }))} />
        <ActivityList key={tab} connectionId={connectionId} tab={tab} filter={filters[tab]} />
      </div>
    </section>
  );
}

function ActivityList({ connectionId, tab, filter }: { connectionId: string; tab: ActivityTab; filter: ActivityFilterValues }) {
  const { t } = useTranslation('payments', { keyPrefix: 'activity' });
  const query = useStripeActivity(connectionId, toServerFilter(tab, filter));
  if (query.isPending)
    return (
      <div className="flex justify-center py-12">
        <Spinner label={t(`loading.${tab}`)} />
      </div>
    );
  if (query.isError)
    return (
      <div className="mt-4">
        <QueryError title={t('loadFailed')} query={query} />
      </div>
    );
  const pages = query.data.pages;
  const filtered = filter !== NO_FILTER;
  const count = pages.reduce((n, p) => n + p.items.length, 0);
  if (count === 0)
    return (
      <p className="mt-6 rounded-lg bg-ink-50 px-4 py-8 text-center text-sm text-ink-600">
        {t(`empty.${tab}${filtered ? 'Filtered' : ''}`)}
      </p>
    );
  return (
    <div className="mt-4">
      {tab === 'payments' ? (
        <PaymentsTable items={pages.flatMap((p) => (p.kind === 'payments' ? p.items : []))} />
      ) : (
        <PayoutsTable items={pages.flatMap((p) => (p.kind === 'payouts' ? p.items : []))} />
      )}
      <LoadMoreFooter
        summary={t('shown', { n: count })}
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        label={t('more')}
        error={query.isFetchNextPageError ? t('moreFailed') : null}
      />
    </div>
  );
}
