import type { TAppSubscription } from '@atrium/contracts/app-billing';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { StatusPill } from '@/components/ui/status-pill';
import { useSubscriptionChange } from '@/features/app-billing/api/billing-api';
import { priceEach, STATE_TONE, subscriptionName, subscriptionState } from '@/features/app-billing/utils/billing-view';
import { formatDate, formatMoney } from '@/lib/format';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';

/** One subscription: what it is for and where, what it costs (and a month of it), its state and next date. */
export function SubscriptionRow({ sub, canManage }: { sub: TAppSubscription; canManage: boolean }) {
  const { t, i18n } = useTranslation('billing');
  const lng = i18n.language;
  const [cancelling, setCancelling] = useState(false);
  const change = useSubscriptionChange();
  const state = subscriptionState(sub);
  const end = sub.currentPeriodEnd ?? sub.trialEndsAt;
  const places =
    sub.placesTarget.kind === 'agency'
      ? t('places.agency')
      : t('places.locations', { count: sub.places, names: sub.placesTarget.locations.map((l) => l.name).join(', ') });
  let moment: string | null = null;
  if (state === 'past_due') moment = t('moment.pastDue', { message: sub.lastPaymentError ?? '' });
  else if (state === 'ending' && end) moment = t('moment.ends', { date: formatDate(end, lng) });
  else if (state === 'trial' && sub.trialEndsAt) moment = t('moment.trial', { date: formatDate(sub.trialEndsAt, lng) });
  else if (sub.currentPeriodEnd) moment = t('moment.renews', { date: formatDate(sub.currentPeriodEnd, lng) });
  const link = sub.app ? `/${sub.app._id}` : null;

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between" data-testid="billing-subscription">
      <div className="min-w-0">
        <p dir="auto" className="font-medium text-ink-900">
          {link ? (
            <Link to={link} className="hover:text-brand-700 hover:underline">
              {subscriptionName(sub)}
            </Link>
          ) : (
            subscriptionName(sub)
          )}
        </p>
        <p dir="auto" className="truncate text-sm text-ink-600">
          {places}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
          <StatusPill tone={STATE_TONE[state]}>{t(`state.${state}`)}</StatusPill>
          {moment ? <span className={state === 'past_due' ? 'text-red-700' : 'text-ink-600'}>{moment}</span> : null}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-start gap-2 sm:items-end">
        <p className="text-sm font-semibold text-ink-900">{priceEach(t, sub.totalMinor, sub.currency, sub.interval, lng)}</p>
        {sub.interval === 'year' ? (
          <p className="text-xs text-ink-500">
            {t('spend.perMonthEquivalent', { price: formatMoney(sub.monthlyMinor, sub.currency, lng) })}
          </p>
        ) : null}
        {canManage && sub.interval !== 'one_time' ? (
          sub.cancelAtPeriodEnd ? (
            <Button
              variant="secondary"
              size="sm"
              loading={change.isPending}
              onClick={() =>
                change.mutate(
                  { kind: 'resume', id: sub._id },
                  {
                    onSuccess: () => toast.success(t('toast.resumed', { name: subscriptionName(sub) })),
                    onError: (error) => toast.error(t('states.error', { message: error.message })),
                  },
                )
              }
            >
              {t('actions.resume')}
            </Button>
          ) : (
            <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={() => setCancelling(true)}>
              {t('actions.cancel')}
            </Button>
          )
        ) : null}
      </div>
      {cancelling ? <CancelSubscriptionDialog sub={sub} onClose={() => setCancelling(false)} /> : null}
    </li>
  );
}
