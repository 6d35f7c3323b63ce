import type { TStoreListing, TStoreSubscription, TSubscriptionChangePreview } from '@atrium/contracts/store';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useDateTime, useMoney } from '@/features/store/hooks/use-money';

interface ChangePlanPreviewProps {
  subscription: TStoreSubscription;
  plan: TStoreListing;
  /** The new plan's price with the chosen options; null while a required option is not chosen. */
  expectedMinor: number | null;
  preview: UseQueryResult<TSubscriptionChangePreview>;
}

/**
 * Stripe's word on what the change costs. Within the same interval the unused part of this period is credited and
 * the rest at the new price charged, both on the next payment; a move between monthly and yearly starts a new
 * period today, charged now. Errors are the dialog's to show.
 */
export function ChangePlanPreview({ subscription, plan, expectedMinor, preview }: ChangePlanPreviewProps) {
  const { t } = useTranslation('store');
  const { money, price } = useMoney();
  const { date } = useDateTime();
  if (expectedMinor === null) return <p className="text-ink-600">{t('changePlan.chooseOptions')}</p>;
  if (preview.isPending || (preview.isFetching && !preview.isSuccess))
    return (
      <div className="flex justify-center py-4">
        <Spinner label={t('changePlan.previewing')} />
      </div>
    );
  if (!preview.isSuccess) return null;
  const p = preview.data;
  const newCycle = plan.billing !== subscription.interval;
  // Within the same interval the next payment is at the period's end, whether or not Stripe's preview dates it.
  const nextAt = p.nextPaymentAt ?? (newCycle ? null : subscription.currentPeriodEnd);
  const when = nextAt ? date(nextAt) : null;
  const adjustment = Math.abs(p.prorationMinor);
  const row = 'flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1';
  return (
    <section
      aria-label={t('changePlan.summary')}
      aria-busy={preview.isFetching}
      className="space-y-3 rounded-xl bg-ink-50 p-4 ring-1 ring-ink-200"
    >
      <dl className="space-y-2">
        <div className={row}>
          <dt className="text-ink-600">{t('changePlan.newPrice')}</dt>
          <dd className="font-semibold text-ink-900">{price(p.nextAmountMinor, p.currency, plan.billing)}</dd>
        </div>
        {newCycle ? null : (
          <div className={row}>
            <dt className="text-ink-600">
              {p.prorationMinor > 0
                ? t('changePlan.charge')
                : p.prorationMinor < 0
                  ? t('changePlan.credit')
                  : t('changePlan.adjustment')}
            </dt>
            <dd className={`font-semibold ${p.prorationMinor < 0 ? 'text-emerald-700' : 'text-ink-900'}`}>
              {p.prorationMinor < 0
                ? t('changePlan.creditAmount', { amount: money(adjustment, p.currency) })
                : money(adjustment, p.currency)}
            </dd>
          </div>
        )}
        {when ? (
          <div className={row}>
            <dt className="text-ink-600">{newCycle ? t('changePlan.renews') : t('changePlan.nextPayment', { date: when })}</dt>
            <dd className="font-semibold text-ink-900">
              {newCycle ? when : money(Math.max(0, p.nextAmountMinor + p.prorationMinor), p.currency)}
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="text-xs text-ink-600">
        {newCycle
          ? t('changePlan.newCycle', { price: money(p.nextAmountMinor, p.currency) })
          : p.prorationMinor === 0
            ? t('changePlan.even')
            : when
              ? t(p.prorationMinor > 0 ? 'changePlan.chargeNote' : 'changePlan.creditNote', { date: when })
              : t(p.prorationMinor > 0 ? 'changePlan.chargeNoteNoDate' : 'changePlan.creditNoteNoDate')}
      </p>
    </section>
  );
}
