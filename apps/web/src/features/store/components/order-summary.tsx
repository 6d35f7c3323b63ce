import type { TStoreOrder } from '@atrium/contracts/store';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime, useMoney } from '@/features/store/hooks/use-money';
import { OrderStatusPill, OrderSteps } from './order-status';

/** An order's facts: what, for whom, how much, its state and its dates; both sides show it over the thread. */
export function OrderSummary({ order, side, actions }: { order: TStoreOrder; side: 'buyer' | 'seller'; actions?: ReactNode }) {
  const { t } = useTranslation('store');
  const { money } = useMoney();
  const { date, dateTime } = useDateTime();
  const facts: [string, ReactNode][] = [
    [t('order.amount'), money(order.amountMinor, order.currency)],
    ...(order.options.length > 0
      ? ([[t('order.options'), order.options.map((o) => `${o.name}: ${o.choice}`).join(' · ')]] as [string, ReactNode][])
      : []),
    ...(side === 'seller'
      ? ([
          [t('order.location'), order.location.name],
          [t('order.buyer'), order.buyer?.name ?? t('order.unknownBuyer')],
          [t('order.fee'), money(order.feeMinor, order.currency)],
        ] as [string, ReactNode][])
      : []),
    [t('order.placed'), dateTime(order.createdAt)],
    ...(order.paidAt ? ([[t('order.paidAt'), dateTime(order.paidAt)]] as [string, ReactNode][]) : []),
    ...(order.dueAt && !order.deliveredAt ? ([[t('order.dueAt'), date(order.dueAt)]] as [string, ReactNode][]) : []),
    ...(order.deliveredAt ? ([[t('order.deliveredAt'), dateTime(order.deliveredAt)]] as [string, ReactNode][]) : []),
    ...(order.refundedMinor > 0
      ? ([[t('order.refunded'), money(order.refundedMinor, order.currency)]] as [string, ReactNode][])
      : []),
  ];
  return (
    <section className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-200 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 dir="auto" className="text-lg font-semibold text-ink-900">
            {order.productName}
          </h2>
          <p className="text-xs text-ink-500">{t('order.number', { id: order._id.slice(-8).toUpperCase() })}</p>
        </div>
        <OrderStatusPill status={order.status} />
      </div>
      <OrderSteps status={order.status} />
      {order.status === 'pending_payment' ? (
        <p className="text-sm text-amber-800">
          {order.lastPaymentError ? t('order.declined', { message: order.lastPaymentError }) : t('order.awaitingPayment')}
        </p>
      ) : null}
      {order.snapshotLoad ? <p className="text-sm text-ink-700">{t(`order.snapshotLoad.${order.snapshotLoad.status}`)}</p> : null}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 border-b border-ink-100 pb-1.5 sm:block sm:border-0 sm:pb-0">
            <dt className="text-ink-500">{label}</dt>
            <dd dir="auto" className="text-end font-medium text-ink-900 sm:text-start">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {actions ? <div className="flex flex-wrap gap-2 border-t border-ink-100 pt-4">{actions}</div> : null}
    </section>
  );
}
