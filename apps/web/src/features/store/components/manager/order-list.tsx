import { STORE_ORDER_STATUSES } from '@atrium/contracts/payment-states';
import type { TStoreOrderStatus } from '@atrium/contracts/store';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SelectField } from '@/components/forms/select-field';
import { focusRing } from '@/components/ui/focus-ring';
import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { useOrderList } from '@/features/store/api/orders';
import { OrderStatusPill } from '@/features/store/components/order-status';
import { useDateTime, useMoney } from '@/features/store/hooks/use-money';
import { useAgencyLocations } from '@/lib/queries/agency-locations';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchParams } from '@/lib/use-search-params';

/** The agency's orders, newest first, by status, location and search (kept in the address). */
export function OrderList({ storeId, orderHref }: { storeId: string; orderHref: (id: string) => string }) {
  const { t } = useTranslation('store');
  const { money } = useMoney();
  const { date } = useDateTime();
  const [params, setParams] = useSearchParams();
  const status = (STORE_ORDER_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as TStoreOrderStatus)
    : undefined;
  const locationId = params.get('location') ?? undefined;
  const q = params.get('q') ?? '';
  const [search, setSearch] = useState(q);
  const debounced = useDebouncedValue(search.trim(), 300);
  const locations = useAgencyLocations();
  const set = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search is written to the address.
  useEffect(() => {
    if (debounced !== q) set('q', debounced || null);
  }, [debounced]);
  const orders = useOrderList({ storeId, status, locationId, q: q || undefined });
  const filtered = Boolean(status || locationId || q);

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_14rem] sm:items-end">
        <SearchField value={search} onChange={setSearch} label={t('orders.search')} placeholder={t('orders.searchPlaceholder')} />
        <SelectField label={t('orders.status')} value={status ?? ''} onChange={(e) => set('status', e.target.value || null)}>
          <option value="">{t('orders.anyStatus')}</option>
          {STORE_ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`orderStatus.${s}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('orders.location')}
          value={locationId ?? ''}
          onChange={(e) => set('location', e.target.value || null)}
        >
          <option value="">{t('orders.anyLocation')}</option>
          {(locations.data ?? []).map((l) => (
            <option key={l._id} value={l._id}>
              {l.name}
            </option>
          ))}
        </SelectField>
      </div>
      {orders.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('orders.loading')} />
        </div>
      ) : orders.isError ? (
        <LoadError
          title={t('orders.errorTitle')}
          body={orders.error.message}
          retryLabel={t('actions.retry')}
          retrying={orders.isFetching}
          onRetry={() => void orders.refetch()}
        />
      ) : orders.data.pages[0]?.data.length === 0 ? (
        <StateCard
          icon={filtered ? 'search' : 'store'}
          title={t(filtered ? 'orders.noMatchTitle' : 'orders.emptyTitle')}
          body={t(filtered ? 'orders.noMatchBody' : 'orders.emptyBody')}
        />
      ) : (
        <>
          <ul className="divide-y divide-ink-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
            {orders.data.pages
              .flatMap((page) => page.data)
              .map((order) => (
                <li key={order._id}>
                  <Link
                    to={orderHref(order._id)}
                    className={`flex flex-col gap-1 p-4 hover:bg-ink-50 sm:flex-row sm:items-center sm:gap-4 ${focusRing}`}
                  >
                    <span className="min-w-0 flex-1">
                      <span dir="auto" className="block truncate font-medium text-ink-900">
                        {order.productName}
                      </span>
                      <span className="text-xs text-ink-500">
                        <span dir="auto">{order.location.name}</span> · {date(order.createdAt)}
                        {order.dueAt && (order.status === 'paid' || order.status === 'in_progress')
                          ? ` · ${t('orders.due', { date: date(order.dueAt) })}`
                          : ''}
                      </span>
                    </span>
                    <span className="text-sm font-medium text-ink-900">{money(order.amountMinor, order.currency)}</span>
                    <OrderStatusPill status={order.status} />
                  </Link>
                </li>
              ))}
          </ul>
          <LoadMoreFooter
            summary={t('orders.count', {
              shown: orders.data.pages.reduce((n, p) => n + p.data.length, 0),
              total: orders.data.pages[0]?.meta.total ?? 0,
            })}
            hasMore={orders.hasNextPage}
            loading={orders.isFetchingNextPage}
            onLoadMore={() => void orders.fetchNextPage()}
            label={t('actions.more')}
          />
        </>
      )}
    </div>
  );
}
