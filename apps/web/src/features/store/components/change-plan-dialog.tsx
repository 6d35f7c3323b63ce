import type { TChangeSubscription, TStoreListing, TStoreSubscription } from '@atrium/contracts/store';
import { useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { RadioCards } from '@/components/ui/radio-cards';
import { Spinner } from '@/components/ui/spinner';
import { useStorefront } from '@/features/store/api/storefront';
import { useChangeSubscription, useSubscriptionChangePreview } from '@/features/store/api/subscriptions';
import { useMoney } from '@/features/store/hooks/use-money';
import { priceWithChoices } from '@/features/store/utils/money';
import { ApiError } from '@/lib/api-client';
import { ChangePlanPreview } from './change-plan-preview';
import { OptionSelect } from './option-select';

const NO_FILTERS = {};

/** The owner changed a price since the store loaded: the plans are loaded again to show what they cost now. */
const isPriceChange = (error: unknown) => error instanceof ApiError && error.status === 409 && error.code === 'price_changed';

/** The subscription's own choices, kept where the new plan has the same option and choice (a size, a tier). */
function carriedChoices(product: TStoreListing, subscription: TStoreSubscription): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const option of product.options) {
    const had = subscription.options.find((o) => o.name.toLowerCase() === option.name.toLowerCase());
    const choice = had && option.choices.find((c) => c.label.toLowerCase() === had.choice.toLowerCase());
    if (choice) chosen[option.name] = choice.label;
  }
  return chosen;
}

/**
 * Moves a buyer's subscription to another monthly or yearly product of the same store (what the server accepts):
 * pick the plan and its options, read Stripe's proration preview, confirm. The price sent is the one shown, so a
 * price changed meanwhile is refused rather than charged.
 */
export function ChangePlanDialog({ subscription, onClose }: { subscription: TStoreSubscription; onClose: () => void }) {
  const { t } = useTranslation('store');
  const { price } = useMoney();
  const storefront = useStorefront(subscription.storeId, NO_FILTERS);
  const change = useChangeSubscription();
  const [productId, setProductId] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const plans = (storefront.data?.products ?? []).filter(
    (p) => p.billing !== 'one_time' && p._id !== subscription.productId && p.currency === subscription.currency,
  );
  const plan = plans.find((p) => p._id === productId) ?? null;
  const storeState = storefront.data?.store;
  const blocked = storeState ? (!storeState.open ? 'closed' : !storeState.canTakePayments ? 'noPayments' : null) : null;
  const missing = plan?.options.some((o) => o.required && !chosen[o.name]) ?? true;
  const body = useMemo<TChangeSubscription | null>(() => {
    if (!plan || missing || blocked) return null;
    return {
      subscriptionId: subscription._id,
      productId: plan._id,
      options: plan.options.filter((o) => chosen[o.name]).map((o) => ({ name: o.name, choice: chosen[o.name] ?? '' })),
      expectedAmountMinor: priceWithChoices(plan.priceMinor, plan.options, chosen),
      currency: plan.currency,
    };
  }, [plan, missing, blocked, chosen, subscription._id]);
  const preview = useSubscriptionChangePreview(body);
  const problem = change.error ?? preview.error;
  const stale = isPriceChange(problem);
  const { refetch } = storefront;
  useEffect(() => {
    if (isPriceChange(preview.error)) void refetch();
  }, [preview.error, refetch]);

  const pick = (id: string) => {
    const next = plans.find((p) => p._id === id);
    setProductId(id);
    setChosen(next ? carriedChoices(next, subscription) : {});
    change.reset();
  };
  const confirm = async () => {
    if (!body || !plan) return;
    try {
      await change.mutateAsync(body);
      toast.success(t('changePlan.done', { product: plan.name }));
      onClose();
    } catch (error) {
      if (isPriceChange(error)) void storefront.refetch();
    }
  };

  return (
    <Modal
      open
      onClose={change.isPending ? () => undefined : onClose}
      title={t('changePlan.title', { product: subscription.productName })}
      size="md"
      closeLabel={t('actions.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button
            onClick={() => void confirm()}
            loading={change.isPending}
            disabled={!preview.isSuccess || preview.isFetching || stale}
          >
            {t('changePlan.confirm')}
          </Button>
        </>
      }
    >
      <div className="space-y-4 text-sm text-ink-700">
        <p>{t('changePlan.current', { price: price(subscription.unitMinor, subscription.currency, subscription.interval) })}</p>
        {storefront.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label={t('changePlan.loading')} />
          </div>
        ) : storefront.isError ? (
          <div role="alert" className="space-y-2">
            <p className="text-red-700">{t('changePlan.loadFailed')}</p>
            <Button size="sm" variant="secondary" onClick={() => void storefront.refetch()} loading={storefront.isFetching}>
              {t('actions.retry')}
            </Button>
          </div>
        ) : blocked ? (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-amber-200">{t(`changePlan.${blocked}`)}</p>
        ) : plans.length === 0 ? (
          <p className="rounded-lg bg-ink-50 px-3 py-2 text-ink-700 ring-1 ring-ink-200">{t('changePlan.none')}</p>
        ) : (
          <>
            <RadioCards
              legend={t('changePlan.choose')}
              legendClassName="mb-1 text-sm font-medium text-ink-800"
              value={productId ?? ''}
              onChange={pick}
              options={plans.map((p) => ({
                value: p._id,
                title: p.name,
                hint: p.options.some((o) => o.choices.some((c) => c.priceMinor > 0))
                  ? t('changePlan.from', { price: price(p.priceMinor, p.currency, p.billing) })
                  : price(p.priceMinor, p.currency, p.billing),
              }))}
            />
            {plan?.options.map((option) => (
              <OptionSelect
                key={option.name}
                option={option}
                currency={plan.currency}
                value={chosen[option.name] ?? ''}
                disabled={change.isPending}
                onChange={(value) => {
                  setChosen((c) => ({ ...c, [option.name]: value }));
                  change.reset();
                }}
              />
            ))}
            {plan ? (
              <ChangePlanPreview
                subscription={subscription}
                plan={plan}
                expectedMinor={body?.expectedAmountMinor ?? null}
                preview={preview}
              />
            ) : null}
          </>
        )}
        {problem ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-700 ring-1 ring-red-200">
            {problem.message}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
