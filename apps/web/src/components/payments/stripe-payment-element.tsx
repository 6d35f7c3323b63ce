import { loadStripe, type Stripe, type StripeElementLocale, type StripeElements, type StripeError } from '@stripe/stripe-js';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type CardEngine, type CardEngineEvents, type ConfirmOutcome, stripeLocale } from './card-engine';

/**
 * Stripe.js's Payment Element, with the real Stripe (decision 029). Only CardForm's lazy import reaches this module,
 * so Stripe.js (and its script from js.stripe.com) never weighs on a page without a card form. One Stripe instance per
 * key and account: Stripe asks that loadStripe be called once, not on every render.
 */
const instances = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string, stripeAccount: string | null): Promise<Stripe | null> {
  const key = `${publishableKey}:${stripeAccount ?? ''}`;
  let instance = instances.get(key);
  if (!instance) {
    instance = loadStripe(publishableKey, stripeAccount ? { stripeAccount } : undefined);
    // A failed load (offline, blocked) may be retried with the Retry button.
    instance.then((stripe) => stripe ?? instances.delete(key)).catch(() => instances.delete(key));
    instances.set(key, instance);
  }
  return instance;
}

/**
 * Stripe's own advice: the element shows a validation error itself; a card error's message (and a failed
 * authentication's) is the bank's answer to show as is; anything else gets a general message.
 */
function outcomeOfError(error: StripeError, fallback: string): ConfirmOutcome {
  if (error.type === 'validation_error') return { kind: 'invalid' };
  const told = error.type === 'card_error' || error.code === 'payment_intent_authentication_failure';
  return { kind: 'declined', message: told && error.message ? error.message : fallback };
}

interface StripePaymentElementProps extends CardEngineEvents {
  ref: Ref<CardEngine>;
  publishableKey: string;
  stripeAccount: string | null;
  clientSecret: string;
  mode: 'payment' | 'setup';
  accent?: string;
}

export function StripePaymentElement({
  ref,
  publishableKey,
  stripeAccount,
  clientSecret,
  mode,
  accent,
  ...events
}: StripePaymentElementProps) {
  const { t, i18n } = useTranslation('payments');
  const host = useRef<HTMLDivElement>(null);
  const mounted = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const latest = useRef(events);
  latest.current = events;
  const locale = stripeLocale(i18n.language) as StripeElementLocale;
  const dir = i18n.dir(i18n.language);

  useEffect(() => {
    let gone = false;
    let unmount = () => {};
    stripeFor(publishableKey, stripeAccount)
      .then((stripe) => {
        if (gone) return;
        if (!stripe || !host.current) {
          latest.current.onLoadFailed();
          return;
        }
        const elements = stripe.elements({
          clientSecret,
          locale,
          appearance: { theme: 'stripe', variables: { ...(accent ? { colorPrimary: accent } : {}), borderRadius: '8px' } },
        });
        const element = elements.create('payment', { layout: 'tabs' });
        element.on('ready', () => latest.current.onReady());
        element.on('loaderror', () => latest.current.onLoadFailed());
        element.mount(host.current);
        mounted.current = { stripe, elements };
        unmount = () => element.destroy();
      })
      .catch(() => {
        if (!gone) latest.current.onLoadFailed();
      });
    return () => {
      gone = true;
      mounted.current = null;
      unmount();
    };
  }, [publishableKey, stripeAccount, clientSecret, locale, accent]);

  useImperativeHandle(
    ref,
    () => ({
      async confirm() {
        const current = mounted.current;
        if (!current) return { kind: 'declined', message: t('cardForm.unavailable') };
        const { stripe, elements } = current;
        // Only redirect-based methods leave the page (to come back to this very address); cards never do.
        const confirmParams = { return_url: window.location.href };
        try {
          if (mode === 'setup') {
            const { error, setupIntent } = await stripe.confirmSetup({ elements, confirmParams, redirect: 'if_required' });
            if (error) return outcomeOfError(error, t('cardForm.failed'));
            return { kind: 'confirmed', intentId: setupIntent.id, status: setupIntent.status };
          }
          const { error, paymentIntent } = await stripe.confirmPayment({ elements, confirmParams, redirect: 'if_required' });
          if (error) return outcomeOfError(error, t('cardForm.failed'));
          return { kind: 'confirmed', intentId: paymentIntent.id, status: paymentIntent.status };
        } catch {
          return { kind: 'declined', message: t('cardForm.failed') };
        }
      },
    }),
    [mode, t],
  );

  return <div ref={host} dir={dir} />;
}
