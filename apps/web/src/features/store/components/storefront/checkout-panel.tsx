import type {
  TCheckout,
  TStoreChosenOption,
  TStoreListingDetail,
  TStoreOrder,
  TStoreSubscription,
} from '@atrium/contracts/store';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '@/components/forms/form-alert';
import { CardForm } from '@/components/payments/card-form';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/spinner';
import {
  getTransaction,
  useBuyService,
  useCreateOrder,
  useCreateSetupIntent,
  useCreateSubscription,
  usePublicKey,
} from '@/features/store/api/storefront';
import { OrderStatusPill, SubscriptionStatusPill } from '@/features/store/components/order-status';
import { useDateTime, useMoney } from '@/features/store/hooks/use-money';
import { newRequestKey } from '@/features/store/utils/money';
import { ApiError } from '@/lib/api-client';

type Stage =
  | { kind: 'idle' }
  | { kind: 'pay'; checkout: TCheckout & { clientSecret: string } }
  | { kind: 'reading'; orderId: string }
  | { kind: 'paid'; orderId: string }
  | { kind: 'setup'; clientSecret: string }
  | { kind: 'authenticate'; subscription: TStoreSubscription; clientSecret: string }
  | { kind: 'subscribed'; subscription: TStoreSubscription };

export interface CheckoutPanelProps {
  listing: TStoreListingDetail;
  options: TStoreChosenOption[];
  snapshotValues: Record<string, string>;
  totalMinor: number;
  /** Checks the buyer's choices and shows what is missing; false stops the checkout. */
  validate: () => boolean;
  /** The listing changed at the server (a 409): read it again. */
  onStale: () => void;
  orderHref: (orderId: string) => string;
  subscriptionsHref: string;
}

/**
 * Buying one product (decision 029). One-time: `create_order` (with one requestKey for the whole series of clicks
 * and retries of this purchase), the card form, then `buy_service`, which has the server read the payment back from
 * Stripe; the order shows as paid only then, or as processing until Stripe says (read back again every few seconds,
 * and the `store:order` event). Recurring: `create_setup_intent`, the card form saves the card, `create_subscription`,
 * and the card form again when the bank asks for authentication.
 */
export function CheckoutPanel(props: CheckoutPanelProps) {
  const { listing, options, snapshotValues, totalMinor, validate, onStale } = props;
  const { t } = useTranslation('store');
  const { money, price } = useMoney();
  const store = listing.store;
  const recurring = listing.billing !== 'one_time';
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const requestKey = useRef<string | null>(null);
  const createOrder = useCreateOrder();
  const buy = useBuyService();
  const setupIntent = useCreateSetupIntent();
  const subscribe = useCreateSubscription();
  const carding = stage.kind === 'pay' || stage.kind === 'setup' || stage.kind === 'authenticate';
  const keys = usePublicKey(store._id, carding);

  // Other choices make another purchase: a new key, and back to the start if the card form was not used yet.
  const signature = JSON.stringify([listing._id, options, snapshotValues, totalMinor]);
  const lastSignature = useRef(signature);
  useEffect(() => {
    if (lastSignature.current === signature) return;
    lastSignature.current = signature;
    requestKey.current = null;
    setStage((current) => (current.kind === 'pay' || current.kind === 'setup' ? { kind: 'idle' } : current));
  }, [signature]);

  const refused = (err: unknown) => {
    if (err instanceof ApiError && err.status === 409) onStale();
    setError(err instanceof ApiError && err.status !== 0 ? err.message : t('checkout.offline'));
  };
  const base = () => {
    requestKey.current ??= newRequestKey();
    return {
      productId: listing._id,
      options,
      requestKey: requestKey.current,
      expectedAmountMinor: totalMinor,
      currency: listing.currency,
    };
  };

  const start = async () => {
    setError(null);
    if (!validate()) return;
    try {
      if (recurring) {
        const intent = await setupIntent.mutateAsync({ storeId: store._id, requestKey: base().requestKey });
        setStage({ kind: 'setup', clientSecret: intent.clientSecret });
        return;
      }
      const checkout = await createOrder.mutateAsync({ ...base(), snapshotValues });
      if (checkout.clientSecret) setStage({ kind: 'pay', checkout: { ...checkout, clientSecret: checkout.clientSecret } });
      else setStage({ kind: 'paid', orderId: checkout.order._id });
    } catch (err) {
      refused(err);
    }
  };

  const afterPayment = async (orderId: string) => {
    setStage({ kind: 'reading', orderId });
    try {
      await buy.mutateAsync(orderId);
    } catch {
      // The read back failed (offline, a hiccup): the order page reads it again and the webhook finishes it.
    }
    requestKey.current = null;
    setStage({ kind: 'paid', orderId });
  };

  const afterCardSaved = async (setupIntentId: string) => {
    setError(null);
    try {
      const answer = await subscribe.mutateAsync({ ...base(), setupIntentId });
      if (answer.clientSecret)
        setStage({ kind: 'authenticate', subscription: answer.subscription, clientSecret: answer.clientSecret });
      else {
        requestKey.current = null;
        setStage({ kind: 'subscribed', subscription: answer.subscription });
      }
    } catch (err) {
      refused(err);
      setStage({ kind: 'idle' });
    }
  };

  if (stage.kind === 'reading' || stage.kind === 'paid')
    return <PaidPanel orderId={stage.orderId} reading={stage.kind === 'reading'} orderHref={props.orderHref} />;
  if (stage.kind === 'subscribed')
    return <SubscribedPanel subscription={stage.subscription} subscriptionsHref={props.subscriptionsHref} />;

  const blocked = !store.open ? t('checkout.closed') : !store.canTakePayments ? t('checkout.noPayments') : null;
  const working = createOrder.isPending || setupIntent.isPending || subscribe.isPending;
  const priceLabel = price(totalMinor, listing.currency, listing.billing);

  return (
    <div className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-200 sm:p-5">
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-sm text-ink-600">{t('checkout.total')}</span>
        <span className="text-xl font-semibold text-ink-900" aria-live="polite">
          {priceLabel}
        </span>
      </div>
      <FormAlert message={error} />
      {blocked ? <FormAlert tone="info" message={blocked} /> : null}
      {carding ? (
        keys.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label={t('checkout.preparing')} />
          </div>
        ) : keys.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
            {t('checkout.keysFailed')}
            <Button size="sm" variant="secondary" onClick={() => void keys.refetch()}>
              {t('actions.retry')}
            </Button>
          </div>
        ) : (
          <div className="space-y-3">
            <p className="text-sm text-ink-600">
              {stage.kind === 'setup'
                ? t('checkout.cardForSubscription')
                : stage.kind === 'authenticate'
                  ? t('checkout.authenticate')
                  : t('checkout.cardForOrder')}
            </p>
            <CardForm
              key={stage.kind === 'pay' ? stage.checkout.clientSecret : stage.clientSecret}
              publishableKey={keys.data.publishableKey}
              stripeAccount={keys.data.stripeAccount}
              cardFrameUrl={keys.data.cardFrameUrl}
              clientSecret={stage.kind === 'pay' ? stage.checkout.clientSecret : stage.clientSecret}
              mode={stage.kind === 'setup' ? 'setup' : 'payment'}
              submitLabel={
                stage.kind === 'setup'
                  ? t('checkout.saveAndSubscribe', { price: priceLabel })
                  : t('checkout.pay', { price: money(totalMinor, listing.currency) })
              }
              disabled={subscribe.isPending}
              onConfirmed={({ intentId }) => {
                if (stage.kind === 'pay') void afterPayment(stage.checkout.order._id);
                else if (stage.kind === 'setup') void afterCardSaved(intentId);
                else if (stage.kind === 'authenticate') {
                  requestKey.current = null;
                  setStage({ kind: 'subscribed', subscription: stage.subscription });
                }
              }}
            />
            {subscribe.isPending ? <Spinner size="sm" label={t('checkout.subscribing')} /> : null}
            <button
              type="button"
              className="text-sm font-medium text-ink-600 underline hover:text-ink-900"
              onClick={() => setStage({ kind: 'idle' })}
            >
              {t('checkout.back')}
            </button>
          </div>
        )
      ) : (
        <Button
          size="lg"
          className="w-full"
          loading={working}
          disabled={blocked !== null || working}
          onClick={() => void start()}
        >
          {recurring ? t('checkout.subscribe', { price: priceLabel }) : t('checkout.buy', { price: priceLabel })}
        </Button>
      )}
      <p className="text-xs text-ink-500">{t('checkout.seller', { seller: store.sellerName })}</p>
    </div>
  );
}

/** After the card form: the order as the server read it back from Stripe, read again until Stripe has said. */
function PaidPanel({ orderId, reading, orderHref }: { orderId: string; reading: boolean; orderHref: (id: string) => string }) {
  const { t } = useTranslation('store');
  const { money } = useMoney();
  const transaction = useQuery({
    queryKey: ['store', 'transaction', orderId],
    queryFn: () => getTransaction(orderId),
    enabled: !reading,
    refetchInterval: (query) => (query.state.data?.order.status === 'pending_payment' ? 2_000 : false),
  });
  const order: TStoreOrder | undefined = transaction.data?.order;
  if (reading || !order)
    return (
      <div role="status" className="flex items-center gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200">
        <Spinner size="sm" label={t('checkout.confirming')} />
        <span className="text-sm text-ink-700">{t('checkout.confirming')}</span>
      </div>
    );
  const pending = order.status === 'pending_payment';
  const card = transaction.data?.payment;
  return (
    <div
      role="status"
      className={`space-y-3 rounded-2xl p-5 shadow-sm ring-1 ${pending ? 'bg-amber-50 ring-amber-200' : 'bg-green-50 ring-green-200'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-base font-semibold text-ink-900">
          {pending ? t('checkout.processingTitle') : t('checkout.paidTitle')}
        </h2>
        <OrderStatusPill status={order.status} />
      </div>
      <p className="text-sm text-ink-700">
        {pending
          ? t('checkout.processingBody')
          : t('checkout.paidBody', { amount: money(order.amountMinor, order.currency), product: order.productName })}
      </p>
      {card?.cardLast4 ? (
        <p className="text-xs text-ink-600">{t('checkout.card', { brand: card.cardBrand ?? '', last4: card.cardLast4 })}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Link to={orderHref(order._id)} className={buttonClasses('primary', 'sm')}>
          {t('checkout.viewOrder')}
        </Link>
        {card?.receiptUrl ? (
          <a href={card.receiptUrl} target="_blank" rel="noreferrer" className={buttonClasses('secondary', 'sm')}>
            {t('checkout.receipt')}
          </a>
        ) : null}
      </div>
    </div>
  );
}

function SubscribedPanel({ subscription, subscriptionsHref }: { subscription: TStoreSubscription; subscriptionsHref: string }) {
  const { t } = useTranslation('store');
  const { date } = useDateTime();
  return (
    <div role="status" className="space-y-3 rounded-2xl bg-green-50 p-5 shadow-sm ring-1 ring-green-200">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-base font-semibold text-ink-900">{t('checkout.subscribedTitle')}</h2>
        <SubscriptionStatusPill status={subscription.status} />
      </div>
      <p className="text-sm text-ink-700">
        {subscription.currentPeriodEnd
          ? t('checkout.subscribedRenews', { product: subscription.productName, date: date(subscription.currentPeriodEnd) })
          : t('checkout.subscribedBody', { product: subscription.productName })}
      </p>
      <Link to={subscriptionsHref} className={buttonClasses('primary', 'sm')}>
        {t('checkout.viewSubscriptions')}
      </Link>
    </div>
  );
}
