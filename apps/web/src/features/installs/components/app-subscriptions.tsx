import type { TAppSubscription } from '@atrium/contracts/app-billing';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSubscriptionWrite } from '@/features/installs/api/app-subscriptions';
import { intervalPrice } from '@/features/installs/utils/format';
import { subscriptionMoment } from '@/features/installs/utils/subscription-view';
import { formatDate } from '@/lib/format';
import { usePlacesText } from './quote-summary';

interface AppSubscriptionsProps {
  subscriptions: TAppSubscription[];
  /** Agency admins change and resume; the agency's staff only read. */
  canManage: boolean;
  /** Another paid plan to move to exists. */
  canChangePlan: boolean;
  onChangePlan: (subscription: TAppSubscription) => void;
}

/** The app page's panel: what the agency pays for this app, when it renews or ends, and changing plan. */
export function AppSubscriptions({ subscriptions, canManage, canChangePlan, onChangePlan }: AppSubscriptionsProps) {
  const { t } = useTranslation('installs');
  if (subscriptions.length === 0) return null;
  return (
    <div className="mt-5 border-t border-ink-100 pt-4">
      <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{t('paid.subscriptionsTitle')}</p>
      <ul className="mt-2 space-y-3">
        {subscriptions.map((sub) => (
          <SubscriptionItem
            key={sub._id}
            sub={sub}
            canManage={canManage}
            canChangePlan={canChangePlan}
            onChangePlan={() => onChangePlan(sub)}
          />
        ))}
      </ul>
    </div>
  );
}

/** The line under a subscription: trial end, renewal, end, or a failed payment. */
export function SubscriptionMomentText({ sub }: { sub: TAppSubscription }) {
  const { t, i18n } = useTranslation('installs');
  const moment = subscriptionMoment(sub);
  if (moment.kind === 'none') return null;
  if (moment.kind === 'past_due')
    return <span className="text-red-700">{t('paid.pastDue', { message: sub.lastPaymentError ?? '' })}</span>;
  const date = formatDate(moment.date, i18n.language);
  const tone = moment.kind === 'ends' ? 'text-amber-800' : moment.kind === 'trial' ? 'text-emerald-700' : 'text-ink-600';
  return <span className={tone}>{t(`paid.moment.${moment.kind}`, { date })}</span>;
}

function SubscriptionItem({
  sub,
  canManage,
  canChangePlan,
  onChangePlan,
}: {
  sub: TAppSubscription;
  canManage: boolean;
  canChangePlan: boolean;
  onChangePlan: () => void;
}) {
  const { t, i18n } = useTranslation('installs');
  const placesText = usePlacesText();
  const write = useSubscriptionWrite();
  const price = intervalPrice(t, sub.totalMinor, sub.currency, sub.interval, i18n.language);
  const resume = () =>
    write.mutate(
      { kind: 'resume', id: sub._id },
      {
        onSuccess: () => toast.success(t('toast.resumed')),
        onError: (error) => toast.error(t('states.error', { message: error.message })),
      },
    );
  return (
    <li className="rounded-xl border border-ink-200 p-3 text-sm" data-testid="app-subscription">
      <p dir="auto" className="font-medium text-ink-900">
        {sub.plan?.name ?? sub.bundle?.name}
      </p>
      <p className="text-ink-700">{t('paid.total', { price, places: placesText(sub) })}</p>
      <p className="mt-1 text-xs">
        <SubscriptionMomentText sub={sub} />
      </p>
      {canManage && (sub.cancelAtPeriodEnd || (canChangePlan && sub.interval !== 'one_time')) ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {sub.cancelAtPeriodEnd ? (
            <Button variant="secondary" size="sm" onClick={resume} loading={write.isPending}>
              {t('paid.resume')}
            </Button>
          ) : (
            <Button variant="secondary" size="sm" onClick={onChangePlan}>
              {t('paid.changePlan')}
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
}
