import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { focusRing } from '@/components/ui/focus-ring';
import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import { Spinner } from '@/components/ui/spinner';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { useMyOrders, useOrder } from '@/features/store/api/orders';
import { OrderStatusPill } from '@/features/store/components/order-status';
import { OrderSummary } from '@/features/store/components/order-summary';
import { OrderThread } from '@/features/store/components/order-thread';
import { useDateTime, useMoney } from '@/features/store/hooks/use-money';
import { ApiError } from '@/lib/api-client';

/** The location's orders, newest first; each opens its page with the status steps and the thread. */
export function MyOrders({ orderHref }: { orderHref: (id: string) => string }) {
  const { t } = useTranslation('store');
  const { money } = useMoney();
  const { date } = useDateTime();
  const orders = useMyOrders();
  if (orders.isPending)
    return (
      <div className="flex justify-center py-10">
        <Spinner label={t('myOrders.loading')} />
      </div>
    );
  if (orders.isError)
    return (
      <LoadError
        title={t('myOrders.errorTitle')}
        body={orders.error.message}
        retryLabel={t('actions.retry')}
        retrying={orders.isFetching}
        onRetry={() => void orders.refetch()}
      />
    );
  const items = orders.data.pages.flatMap((page) => page.data);
  if (items.length === 0) return <StateCard icon="store" title={t('myOrders.emptyTitle')} body={t('myOrders.emptyBody')} />;
  return (
    <div>
      <ul className="divide-y divide-ink-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
        {items.map((order) => (
          <li key={order._id}>
            <Link
              to={orderHref(order._id)}
              className={`flex flex-col gap-1 p-4 hover:bg-ink-50 sm:flex-row sm:items-center sm:justify-between ${focusRing}`}
            >
              <span className="min-w-0">
                <span dir="auto" className="block truncate font-medium text-ink-900">
                  {order.productName}
                </span>
                <span className="text-xs text-ink-500">
                  {date(order.createdAt)} · {money(order.amountMinor, order.currency)}
                  {order.messageCount > 0 ? ` · ${t('myOrders.messages', { total: order.messageCount })}` : ''}
                </span>
              </span>
              <OrderStatusPill status={order.status} />
            </Link>
          </li>
        ))}
      </ul>
      <LoadMoreFooter
        hasMore={orders.hasNextPage}
        loading={orders.isFetchingNextPage}
        onLoadMore={() => void orders.fetchNextPage()}
        label={t('actions.more')}
      />
    </div>
  );
}

/** One of the location's orders: its facts and steps, and the thread with the agency (live). */
export function MyOrder({ orderId, backHref }: { orderId: string; backHref: string }) {
  const { t } = useTranslation('store');
  const order = useOrder('buyer', orderId);
  const back = (
    <Link to={backHref} className={buttonClasses('secondary', 'sm')}>
      {t('myOrders.back')}
    </Link>
  );
  if (order.isPending)
    return (
      <div className="flex justify-center py-10">
        <Spinner label={t('myOrders.loadingOne')} />
      </div>
    );
  if (order.isError) {
    if (order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400))
      return <StateCard icon="search" title={t('myOrders.notFoundTitle')} body={t('myOrders.notFoundBody')} action={back} />;
    return (
      <LoadError
        title={t('myOrders.errorOneTitle')}
        body={order.error.message}
        retryLabel={t('actions.retry')}
        retrying={order.isFetching}
        onRetry={() => void order.refetch()}
      />
    );
  }
  return (
    <div className="space-y-4">
      <div>{back}</div>
      <OrderSummary order={order.data} side="buyer" />
      <OrderThread order={order.data} side="buyer" />
    </div>
  );
}
