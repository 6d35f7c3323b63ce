import type { TAppSubscription } from '@atrium/contracts/app-billing';
import type { TAppPlan } from '@atrium/contracts/apps';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { usePlanChangePreview, useSubscriptionWrite } from '@/features/installs/api/app-subscriptions';
import { intervalPrice, isPaidPlan } from '@/features/installs/utils/format';
import { formatDate, formatMoney } from '@/lib/format';
import { ErrorLine } from './install-states';
import { PlanOptions } from './plan-options';
import { usePlacesText } from './quote-summary';

interface ChangePlanDialogProps {
  subscription: TAppSubscription | null;
  plans: TAppPlan[];
  appName: string;
  onClose: () => void;
}

/** Moving a subscription to another paid plan: the prorated amount first, then the change. */
export function ChangePlanDialog(props: ChangePlanDialogProps) {
  return props.subscription ? <ChangePlanForm {...props} subscription={props.subscription} /> : null;
}

function ChangePlanForm({ subscription, plans, appName, onClose }: ChangePlanDialogProps & { subscription: TAppSubscription }) {
  const { t, i18n } = useTranslation('installs');
  const placesText = usePlacesText();
  const choices = plans.filter((plan) => isPaidPlan(plan) && plan._id !== subscription.plan?._id);
  const [planId, setPlanId] = useState<string | null>(choices[0]?._id ?? null);
  const preview = usePlanChangePreview(subscription._id, planId);
  const write = useSubscriptionWrite();
  const lng = i18n.language;

  const confirm = () => {
    if (!planId || !preview.data) return;
    write.mutate(
      { kind: 'change-plan', id: subscription._id, planId },
      {
        onSuccess: (sub) => {
          toast.success(t('toast.planChanged', { name: appName, plan: sub.plan?.name ?? '' }));
          onClose();
        },
      },
    );
  };

  const data = preview.data;
  let proration = '';
  if (data) {
    const amount = formatMoney(Math.abs(data.prorationMinor), data.currency, lng);
    proration =
      data.prorationMinor > 0
        ? t('paid.prorationCharge', { amount })
        : data.prorationMinor < 0
          ? t('paid.prorationCredit', { amount })
          : t('paid.prorationNone');
  }

  return (
    <Modal
      open
      onClose={write.isPending ? () => {} : onClose}
      title={t('paid.changePlanTitle', { name: appName })}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={write.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={confirm} loading={write.isPending} disabled={!data || preview.isFetching}>
            {t('paid.confirmChange')}
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        <p className="text-sm text-ink-700">
          {t('paid.currentPlan', {
            plan: subscription.plan?.name ?? '',
            price: t('paid.total', {
              price: intervalPrice(t, subscription.totalMinor, subscription.currency, subscription.interval, lng),
              places: placesText(subscription),
            }),
          })}
        </p>
        {choices.length > 0 ? (
          <PlanOptions plans={choices} value={planId} onChange={setPlanId} />
        ) : (
          <p className="text-sm text-ink-600">{t('paid.noOtherPlan')}</p>
        )}
        {preview.isFetching ? (
          <div className="flex items-center gap-2 text-sm text-ink-600">
            <Spinner size="sm" />
            {t('paid.quoteLoading')}
          </div>
        ) : data ? (
          <div className="rounded-xl border border-ink-200 bg-ink-50/60 px-4 py-3 text-sm" data-testid="plan-change-preview">
            <p className="text-lg font-bold text-ink-900">
              {t('paid.total', {
                price: intervalPrice(t, data.totalMinor, data.currency, data.interval, lng),
                places: placesText(subscription),
              })}
            </p>
            <p className="mt-1 font-medium text-ink-800">{proration}</p>
            {data.renewsAt ? (
              <p className="mt-1 text-xs text-ink-600">{t('paid.renewsAt', { date: formatDate(data.renewsAt, lng) })}</p>
            ) : null}
          </div>
        ) : null}
        <ErrorLine error={preview.error} />
        <ErrorLine error={write.error} />
      </div>
    </Modal>
  );
}
