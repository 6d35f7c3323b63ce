import type { TAppBillingConfirmation, TAppBillingPurchase, TAppBillingQuote } from '@atrium/contracts/app-billing';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CardForm } from '@/components/payments/card-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { usePaidCheckout } from '@/features/installs/hooks/use-paid-checkout';
import { intervalPrice } from '@/features/installs/utils/format';
import { QuoteSummary } from './quote-summary';

interface PaymentStepProps {
  purchase: TAppBillingPurchase;
  /** The quote the dialog showed (the checkout is checked against it: a changed price is refused). */
  quote: TAppBillingQuote | null;
  onDone: (confirmation: TAppBillingConfirmation) => void;
  /** True while a step must not be left (the card is being confirmed, the server reads it back). */
  onBusyChange?: (busy: boolean) => void;
}

/** The pay step of a paid plan or bundle: the quote, the card form, 3-D Secure when the bank asks, then the outcome. */
export function PaymentStep({ purchase, quote: shown, onDone, onBusyChange }: PaymentStepProps) {
  const { t, i18n } = useTranslation('installs');
  const { state, quote, onCardConfirmed, retry, confirmAgain } = usePaidCheckout(purchase, shown);
  const busy = state.step === 'confirming' || state.step === 'waiting';
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  useEffect(() => {
    if (state.step === 'done') done.current(state.confirmation);
  }, [state]);

  const submitLabel = (q: TAppBillingQuote) =>
    q.trialEndsAt
      ? t('paid.startTrial')
      : t('paid.subscribe', { price: intervalPrice(t, q.totalMinor, q.currency, q.interval, i18n.language) });

  return (
    <div className="space-y-5" aria-live="polite">
      {quote ? <QuoteSummary quote={quote} /> : null}
      {state.step === 'starting' || state.step === 'confirming' || state.step === 'waiting' || state.step === 'done' ? (
        <div className="flex items-center justify-center gap-3 py-6 text-sm text-ink-600">
          <Spinner />
          <span>{t(`paid.steps.${state.step}`)}</span>
        </div>
      ) : null}
      {state.step === 'card' ? (
        <div className="space-y-3">
          {state.authenticating ? (
            <p className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-800">
              {t('paid.authenticate')}
            </p>
          ) : null}
          <CardForm
            key={state.card.clientSecret}
            publishableKey={state.card.publishableKey}
            stripeAccount={state.card.stripeAccount}
            cardFrameUrl={state.card.cardFrameUrl}
            clientSecret={state.card.clientSecret}
            mode={state.card.mode}
            submitLabel={state.authenticating ? t('paid.confirmPayment') : submitLabel(state.checkout.quote)}
            onConfirmed={onCardConfirmed}
          />
        </div>
      ) : null}
      {state.step === 'unconfirmed' ? (
        <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <p className="font-semibold">{t('paid.unconfirmed')}</p>
          <p dir="auto" className="mt-1">
            {state.message}
          </p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={confirmAgain}>
            {t('states.retry')}
          </Button>
        </div>
      ) : null}
      {state.step === 'refused' || state.step === 'declined' ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="font-semibold">{t(state.step === 'declined' ? 'paid.declined' : 'paid.refused')}</p>
          {state.message ? (
            <p dir="auto" className="mt-1">
              {state.message}
            </p>
          ) : null}
          <Button variant="secondary" size="sm" className="mt-3" onClick={retry}>
            {state.step === 'declined' ? t('paid.tryAnotherCard') : t('states.retry')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
