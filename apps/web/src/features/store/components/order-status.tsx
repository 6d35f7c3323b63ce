import type { TStoreOrder, TStoreSubscription } from '@atrium/contracts/store';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { StatusPill } from '@/components/ui/status-pill';
import { ORDER_STEPS, ORDER_TONES, orderStep, SUBSCRIPTION_TONES } from '@/features/store/utils/states';

export function OrderStatusPill({ status }: { status: TStoreOrder['status'] }) {
  const { t } = useTranslation('store');
  return <StatusPill tone={ORDER_TONES[status]}>{t(`orderStatus.${status}`)}</StatusPill>;
}

export function SubscriptionStatusPill({ status }: { status: TStoreSubscription['status'] }) {
  const { t } = useTranslation('store');
  return <StatusPill tone={SUBSCRIPTION_TONES[status]}>{t(`subscriptionStatus.${status}`)}</StatusPill>;
}

/** Paid -> in progress -> delivered, with the current step marked; an order off that path says its state instead. */
export function OrderSteps({ status }: { status: TStoreOrder['status'] }) {
  const { t } = useTranslation('store');
  const at = orderStep(status);
  if (at < 0) return null;
  return (
    <ol aria-label={t('order.steps')} className="flex flex-wrap items-center gap-2">
      {ORDER_STEPS.map((step, index) => {
        const done = index < at || status === 'delivered';
        const current = index === at;
        return (
          <li key={step} aria-current={current ? 'step' : undefined} className="flex items-center gap-2">
            {index > 0 ? <span aria-hidden="true" className={`h-px w-6 ${index <= at ? 'bg-brand-500' : 'bg-ink-200'}`} /> : null}
            <span
              className={`flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-medium ring-1 ${
                current
                  ? 'bg-brand-600 text-white ring-brand-600'
                  : done
                    ? 'bg-brand-50 text-brand-700 ring-brand-200'
                    : 'bg-white text-ink-500 ring-ink-200'
              }`}
            >
              {done && !current ? <Icon name="check" className="size-3.5" /> : null}
              {t(`orderStatus.${step}`)}
              {done && !current ? <span className="sr-only">{t('order.stepDone')}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
