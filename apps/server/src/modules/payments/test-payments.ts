import type Stripe from 'stripe';
import type { App } from '../../app';
import type { StripeSandboxOverrides } from '../../integrations/payments/sandbox/test-sandbox';
import { createTestStripeSandbox } from '../../integrations/payments/sandbox/test-sandbox';
import { paymentsForSandbox } from '../../integrations/payments/sandbox-payments';
import { sandboxWebhookSecrets } from '../../integrations/payments/sandbox-webhooks';
import { createTestApp, type TestAppOptions } from '../../test/test-app';
import { STRIPE_WEBHOOK_PATH } from './payments-start';
import { type StripeEventWorkerDeps, sweepStripeEvents } from './stripe-event-worker';

/** Atrium's address as the test sandbox knows it: its webhooks to here go into the test app's `inject`. */
export const PAYMENTS_ATRIUM_URL = 'https://apps.atrium.test';

/** Stripe's test PaymentMethod tokens by what they do (integrations/payments/sandbox/cards.ts has them all). */
export const TEST_CARDS = {
  visa: 'pm_card_visa',
  declined: 'pm_card_chargeDeclined',
  insufficientFunds: 'pm_card_chargeDeclinedInsufficientFunds',
  /** 3-D Secure on every payment: the intent waits in `requires_action` until `authenticate()`. */
  authenticationRequired: 'pm_card_authenticationRequired',
  /** Attaches to a customer, then every charge is declined (a renewal that fails). */
  chargeCustomerFail: 'pm_card_chargeCustomerFail',
} as const;
export type TestCardName = keyof typeof TEST_CARDS;

type OnAccount = { stripeAccount?: string };

/**
 * A test app whose Stripe is a sandbox on a free port (Atrium's client calls it over HTTP, as in production), with
 * Atrium's two webhook endpoints registered through the API. Webhooks wait in the sandbox's queue until
 * `deliverWebhooks()`, which posts them, signed, into the app (`app.inject` on the webhook path); `sandbox.received`
 * lists them with the status Atrium answered.
 */
export async function createPaymentsTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions & { sandbox?: StripeSandboxOverrides } = {},
) {
  let app: App | null = null;
  const delivered: { event: Stripe.Event; status: number }[] = [];
  const sandbox = await createTestStripeSandbox({
    ...options.sandbox,
    transport: async (url, request) => {
      if (!app || !url.startsWith(PAYMENTS_ATRIUM_URL)) return 0;
      const res = await app.inject({
        method: 'POST',
        url: url.slice(PAYMENTS_ATRIUM_URL.length),
        headers: request.headers,
        payload: request.body,
      });
      delivered.push({ event: JSON.parse(request.body) as Stripe.Event, status: res.statusCode });
      return res.statusCode;
    },
  });
  const webhookSecrets = await sandboxWebhookSecrets(
    sandbox.stripe,
    sandbox.pool,
    `${PAYMENTS_ATRIUM_URL}${STRIPE_WEBHOOK_PATH}`,
  );
  const payments = paymentsForSandbox({ sandboxUrl: sandbox.url, webhookSecrets });
  const t = await createTestApp(env, { ...options, payments });
  app = t.app;
  const { stripe } = payments;

  /**
   * Confirms a payment intent as the buyer's card form would, with one of Stripe's test cards; the intent as it is
   * after (a decline is not thrown: the intent says `requires_payment_method` with its `last_payment_error`).
   */
  const confirmWithCard = async (intentId: string, card: TestCardName = 'visa', on: OnAccount = {}) => {
    await stripe.paymentIntents.confirm(intentId, { payment_method: TEST_CARDS[card] }, on).catch((error: unknown) => {
      if ((error as { type?: string }).type !== 'StripeCardError') throw error;
    });
    return stripe.paymentIntents.retrieve(intentId, {}, on);
  };

  /** Confirms a setup intent with a test card (a card saved for later). */
  const confirmSetupWithCard = async (setupIntentId: string, card: TestCardName = 'visa', on: OnAccount = {}) => {
    await stripe.setupIntents.confirm(setupIntentId, { payment_method: TEST_CARDS[card] }, on).catch((error: unknown) => {
      if ((error as { type?: string }).type !== 'StripeCardError') throw error;
    });
    return stripe.setupIntents.retrieve(setupIntentId, {}, on);
  };

  /** The buyer completes (or fails) the 3-D Secure step of an intent in `requires_action` (the frame's button). */
  const authenticate = (intentId: string, outcome: 'succeed' | 'fail' = 'succeed', on: OnAccount = {}) => {
    const kind = intentId.startsWith('seti_') ? 'setup_intents' : 'payment_intents';
    return stripe.rawRequest('POST', `/v1/test_helpers/${kind}/${intentId}/authenticate`, { outcome }, on);
  };

  /** What Atrium's Stripe event worker runs with here: no job queue, no realtime. */
  const workerDeps = (): StripeEventWorkerDeps => ({
    db: t.db,
    payments,
    realtime: null,
    mailer: t.app.deps.mailer,
    jobs: null,
    publicUrl: PAYMENTS_ATRIUM_URL,
  });

  return {
    t,
    app: t.app,
    db: t.db,
    payments,
    stripe,
    sandbox,
    /** What the sandbox delivered into the app, and what the app answered. */
    delivered,
    /** Posts every webhook due now into the app (the sandbox's queue, flushed). */
    deliverWebhooks: () => sandbox.flush(),
    workerDeps,
    /** Delivers the webhooks due and processes every stored event, as the job queue would (it is off in tests). */
    settleWebhooks: async () => {
      await sandbox.flush();
      await sweepStripeEvents(workerDeps(), new Date(Date.now() + 3_600_000));
    },
    confirmWithCard,
    confirmSetupWithCard,
    authenticate,
    close: async () => {
      await t.close();
      await sandbox.close();
    },
  };
}

export type PaymentsTestApp = Awaited<ReturnType<typeof createPaymentsTestApp>>;
