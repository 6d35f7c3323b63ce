import type { TAppSubscription } from '@atrium/contracts/app-billing';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { type RadioCardOption, RadioCards } from '@/components/ui/radio-cards';
import { useSubscriptionChange } from '@/features/app-billing/api/billing-api';
import { subscriptionName } from '@/features/app-billing/utils/billing-view';
import { formatDate } from '@/lib/format';

type When = 'period_end' | 'now';

/** Cancelling said plainly: by default at the period's end (its apps stay until then), or now (removed now). */
export function CancelSubscriptionDialog({ sub, onClose }: { sub: TAppSubscription; onClose: () => void }) {
  const { t, i18n } = useTranslation('billing');
  const change = useSubscriptionChange();
  const end = sub.currentPeriodEnd ?? sub.trialEndsAt;
  const date = end ? formatDate(end, i18n.language) : null;
  const [when, setWhen] = useState<When>(date ? 'period_end' : 'now');
  const options: RadioCardOption<When>[] = [
    ...(date ? [{ value: 'period_end' as const, title: t('cancel.atEnd', { date }), hint: t('cancel.atEndHint') }] : []),
    { value: 'now', title: t('cancel.now'), hint: t('cancel.nowHint') },
  ];
  const confirm = () =>
    change.mutate(
      { kind: 'cancel', id: sub._id, when },
      {
        onSuccess: () => {
          toast.success(
            when === 'now'
              ? t('toast.cancelledNow', { name: subscriptionName(sub) })
              : t('toast.cancelledAtEnd', { name: subscriptionName(sub), date }),
          );
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      onClose={change.isPending ? () => {} : onClose}
      title={t('cancel.title', { name: subscriptionName(sub) })}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
            {t('cancel.keep')}
          </Button>
          <Button variant="danger" onClick={confirm} loading={change.isPending}>
            {t('cancel.confirm')}
          </Button>
        </>
      }
    >
      <RadioCards
        legend={date ? t('cancel.endsOn', { date }) : t('cancel.noPeriod')}
        legendClassName="mb-3 text-sm text-ink-700"
        value={when}
        onChange={setWhen}
        options={options}
      />
      <div className="mt-4">
        <FormAlert message={change.error ? t('states.error', { message: change.error.message }) : null} />
      </div>
    </Modal>
  );
}
