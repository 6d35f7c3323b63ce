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

export function CardForm(_props: CardFormProps): never {
  throw new Error('CardForm: not built yet (issue 23, helper A2)');
}
