import type { TStoreSubscription } from '@atrium/contracts/store';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import { Spinner } from '@/components/ui/spinner';
import { LoadError, StateCard } from '@/components/ui/state-card';
import type { OrderSide } from '@/features/store/api/orders';
import { type SubscriptionFilters, useCancelSubscription, useSubscriptionList } from '@/features/store/api/subscriptions';
import { useDateTime, useMoney } from '@/features/store/hooks/use-money';
import { isLiveSubscription } from '@/features/store/utils/states';
import { ChangePlanDialog } from './change-plan-dialog';
import { SubscriptionStatusPill } from './order-status';

type Cancel = { subscription: TStoreSubscription; when: 'period_end' | 'now' };

/** What the server moves to another plan: a running subscription (one ending at its period's end stays as it is). */
const canChangePlan = (s: TStoreSubscription) =>
  (s.status === 'active' || s.status === 'trialing' || s.status === 'past_due') && !s.cancelAtPeriodEnd;

/**
 * Store subscriptions with their state and next renewal; a live one can be cancelled at the end of its period (it
 * runs until then) or now (it stops at once), each said plainly in a confirm. The buyer can also move a running one
 * to another plan of the store (the server takes that from the buyer only); the agency sees every location's.
 */
export function SubscriptionList({ side, filters = {} }: { side: OrderSide; filters?: SubscriptionFilters }) {
  const { t } = useTranslation('store');
  const { price } = useMoney();
  const { date } = useDateTime();
  const list = useSubscriptionList(side, filters);
  const cancel = useCancelSubscription();
  const [asked, setAsked] = useState<Cancel | null>(null);
  const [changing, setChanging] = useState<TStoreSubscription | null>(null);

  if (list.isPending)
    return (
      <div className="flex justify-center py-10">
        <Spinner label={t('subscriptions.loading')} />
      </div>
    );
  if (list.isError)
    return (
      <LoadError
        title={t('subscriptions.errorTitle')}
        body={list.error.message}
        retryLabel={t('actions.retry')}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  const items = list.data.pages.flatMap((page) => page.data);
  if (items.length === 0)
    return (
      <StateCard
        icon="card"
        title={t('subscriptions.emptyTitle')}
        body={t(side === 'buyer' ? 'subscriptions.emptyBuyer' : 'subscriptions.emptySeller')}
      />
    );

  const confirm = async () => {
    if (!asked) return;
    try {
      await cancel.mutateAsync({ subscriptionId: asked.subscription._id, when: asked.when });
      setAsked(null);
    } catch {
      // The dialog shows the error and stays open.
    }
  };
  const total = list.data.pages[0]?.meta.total ?? items.length;

  return (
    <div>
      <ul className="divide-y divide-ink-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
        {items.map((s) => (
          <li key={s._id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0 space-y-1">
              <p className="flex flex-wrap items-center gap-2">
                <span dir="auto" className="font-medium text-ink-900">
                  {s.productName}
                </span>
                <SubscriptionStatusPill status={s.status} />
              </p>
              <p className="text-sm text-ink-600">
                {price(s.unitMinor, s.currency, s.interval)}
                {side === 'seller' ? (
                  <>
                    {' '}
                    · <span dir="auto">{s.location.name}</span>
                  </>
                ) : null}
              </p>
              <p className="text-xs text-ink-500">
                {s.endedAt
                  ? t('subscriptions.ended', { date: date(s.endedAt) })
                  : s.cancelAtPeriodEnd && s.currentPeriodEnd
                    ? t('subscriptions.endsOn', { date: date(s.currentPeriodEnd) })
                    : s.currentPeriodEnd
                      ? t('subscriptions.renewsOn', { date: date(s.currentPeriodEnd) })
                      : t('subscriptions.noRenewal')}
              </p>
              {s.lastPaymentError ? (
                <p className="text-xs text-red-700">{t('subscriptions.paymentProblem', { message: s.lastPaymentError })}</p>
              ) : null}
            </div>
            {isLiveSubscription(s) ? (
              <div className="flex flex-wrap gap-2">
                {side === 'buyer' && canChangePlan(s) ? (
                  <Button size="sm" onClick={() => setChanging(s)}>
                    {t('changePlan.action')}
                  </Button>
                ) : null}
                {!s.cancelAtPeriodEnd ? (
                  <Button size="sm" variant="secondary" onClick={() => setAsked({ subscription: s, when: 'period_end' })}>
                    {t('subscriptions.cancelAtEnd')}
                  </Button>
                ) : null}
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-red-700"
                  onClick={() => setAsked({ subscription: s, when: 'now' })}
                >
                  {t('subscriptions.cancelNow')}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <LoadMoreFooter
        summary={t('subscriptions.count', { shown: items.length, total })}
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        label={t('actions.more')}
      />
      {changing ? <ChangePlanDialog subscription={changing} onClose={() => setChanging(null)} /> : null}
      <ConfirmDialog
        open={asked !== null}
        title={asked?.when === 'now' ? t('subscriptions.confirmNowTitle') : t('subscriptions.confirmEndTitle')}
        confirmLabel={asked?.when === 'now' ? t('subscriptions.cancelNow') : t('subscriptions.cancelAtEnd')}
        pending={cancel.isPending}
        error={cancel.error ? cancel.error.message : null}
        onConfirm={() => void confirm()}
        onClose={() => {
          setAsked(null);
          cancel.reset();
        }}
      >
        {asked ? (
          <p>
            {asked.when === 'now'
              ? t('subscriptions.confirmNowBody', { product: asked.subscription.productName })
              : asked.subscription.currentPeriodEnd
                ? t('subscriptions.confirmEndBody', {
                    product: asked.subscription.productName,
                    date: date(asked.subscription.currentPeriodEnd),
                  })
                : t('subscriptions.confirmEndBodyNoDate', { product: asked.subscription.productName })}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
