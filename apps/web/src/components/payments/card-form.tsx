import { type ComponentProps, type ComponentType, type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { brandColor, type CardEngine } from './card-engine';
import { SandboxCardFrame } from './sandbox-card-frame';

/**
 * Where a buyer types card details (decision 029): never into Atrium's page. With the real Stripe it is Stripe.js's
 * Payment Element (publishable key, and the connected account for a store's direct charges); with the sandbox it is
 * the sandbox's own card form in a frame from the sandbox's origin (`cardFrameUrl`), which confirms the intent with the
 * sandbox itself and tells this page the outcome by postMessage. Either way Atrium's server only ever learns the
 * outcome from Stripe (a webhook or a read back), never from this component.
 */
export interface CardFormProps {
  /** From the server's checkout answer (`get_publickey` and the intent it made). */
  publishableKey: string;
  /** The connected account the intent lives on (store purchases: direct charges), null for the platform's. */
  stripeAccount: string | null;
  /** The sandbox's card form page, null with the real Stripe. */
  cardFrameUrl: string | null;
  /** A PaymentIntent's client secret (`payment`) or a SetupIntent's (`setup`: saving a card for a subscription). */
  clientSecret: string;
  mode: 'payment' | 'setup';
  /** The button's words (for example "Pay $97.00" or "Start trial"). */
  submitLabel: string;
  /** Stripe says the intent succeeded (or is processing): the caller asks the server, which reads it back. */
  onConfirmed: (result: { intentId: string; status: string }) => void;
  /** A decline or a failed authentication, with the bank's message to show as is. */
  onError?: (message: string) => void;
  disabled?: boolean;
}

type StripeElementComponent = ComponentType<ComponentProps<typeof import('./stripe-payment-element').StripePaymentElement>>;

/**
 * Stripe.js and the Payment Element in their own chunk, loaded only when a card form with the real Stripe shows.
 * Imported by hand rather than with React.lazy: a chunk that fails to load (a deploy in between, offline) is the
 * form's "could not load" with Retry, not an error page, and Retry imports again.
 */
function useStripeElement(wanted: boolean, attempt: number, onFailed: () => void): StripeElementComponent | null {
  const [component, setComponent] = useState<{ of: StripeElementComponent } | null>(null);
  const failed = useRef(onFailed);
  failed.current = onFailed;
  // biome-ignore lint/correctness/useExhaustiveDependencies: Retry (a new attempt) imports again after a failure
  useEffect(() => {
    if (!wanted) return;
    let gone = false;
    import('./stripe-payment-element')
      .then((module) => !gone && setComponent({ of: module.StripePaymentElement }))
      .catch(() => !gone && failed.current());
    return () => {
      gone = true;
    };
  }, [wanted, attempt]);
  return component?.of ?? null;
}

type LoadState = 'loading' | 'ready' | 'failed';

export function CardForm({
  publishableKey,
  stripeAccount,
  cardFrameUrl,
  clientSecret,
  mode,
  submitLabel,
  onConfirmed,
  onError,
  disabled = false,
}: CardFormProps) {
  const { t } = useTranslation('payments');
  const engine = useRef<CardEngine>(null);
  const [load, setLoad] = useState<LoadState>('loading');
  // Bumped by Retry: the input mounts afresh (a new frame, or a new load of Stripe.js).
  const [attempt, setAttempt] = useState(0);
  const [confirming, setConfirming] = useState(false);
  // Once Stripe has taken the intent, the button stays off: a second press would only be refused.
  const [confirmedSecret, setConfirmedSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [accent] = useState(brandColor);
  const busy = useRef(false);

  // A new intent (the caller retried its checkout) is a fresh start: the last decline is not about it.
  const [secretShown, setSecretShown] = useState(clientSecret);
  if (secretShown !== clientSecret) {
    setSecretShown(clientSecret);
    setError(null);
  }

  const confirmed = confirmedSecret === clientSecret;
  const canSubmit = load === 'ready' && !disabled && !confirming && !confirmed;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSubmit || busy.current || !engine.current) return;
    busy.current = true;
    setConfirming(true);
    setError(null);
    try {
      const outcome = await engine.current.confirm(clientSecret);
      if (outcome.kind === 'confirmed') {
        setConfirmedSecret(clientSecret);
        onConfirmed({ intentId: outcome.intentId, status: outcome.status });
      } else if (outcome.kind === 'declined') {
        setError(outcome.message);
        onError?.(outcome.message);
      }
    } finally {
      busy.current = false;
      setConfirming(false);
    }
  }

  const events = {
    onReady: () => setLoad('ready'),
    onLoadFailed: () => setLoad('failed'),
    onSubmitRequested: () => void submit(),
  };
  const input = { ref: engine, publishableKey, stripeAccount, mode, accent, ...events };
  const StripePaymentElement = useStripeElement(!cardFrameUrl, attempt, events.onLoadFailed);
  const retry = () => {
    setLoad('loading');
    setAttempt((n) => n + 1);
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={confirming || undefined} className="flex flex-col gap-4">
      {load === 'failed' ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3">
          <p className="text-sm font-medium text-red-800">{t('cardForm.loadFailed')}</p>
          <Button variant="secondary" size="sm" onClick={retry}>
            {t('cardForm.retry')}
          </Button>
        </div>
      ) : (
        <div className="relative min-h-24">
          {load === 'loading' && (
            <div className="absolute inset-0 flex items-center justify-center bg-white">
              <Spinner label={t('cardForm.loading')} />
            </div>
          )}
          {cardFrameUrl ? (
            <SandboxCardFrame key={attempt} cardFrameUrl={cardFrameUrl} {...input} />
          ) : (
            StripePaymentElement && <StripePaymentElement key={attempt} clientSecret={clientSecret} {...input} />
          )}
        </div>
      )}
      <FormAlert message={error} />
      <Button type="submit" size="lg" className="w-full" loading={confirming} disabled={!canSubmit}>
        {confirming ? t('cardForm.confirming') : submitLabel}
      </Button>
      <p className="text-center text-xs text-ink-500">{t('cardForm.secureNote')}</p>
    </form>
  );
}
