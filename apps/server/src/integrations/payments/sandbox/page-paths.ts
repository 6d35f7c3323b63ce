/**
 * Where the sandbox's browser pages live (A2 serves them in `pages/`; the API and Atrium's wiring link to them):
 * one list so the two sides never drift.
 */
export const SANDBOX_PAGE_PATHS = {
  /** The card form Atrium's web frames (`Payments.cardFrameUrl`). */
  cardFrame: '/elements/card',
  /** An Account Link's onboarding page: `/connect/onboarding/<link token>`. */
  onboarding: '/connect/onboarding',
  /** The 3-D Secure step of an intent in `requires_action`: `/three_d_secure/<pi_ or seti_ id>` (its next_action). */
  threeDSecure: '/three_d_secure',
  /** Stripe's OAuth authorize page (`Payments.connectUrl` + this), as at connect.stripe.com. */
  oauthAuthorize: '/oauth/authorize',
  /** A paid charge's `receipt_url`: `/receipts/payment/<token>`, as at pay.stripe.com. */
  receipt: '/receipts/payment',
} as const;

/** A charge's receipt page, named by the receipt's secret token. */
export const receiptPath = (token: string) => `${SANDBOX_PAGE_PATHS.receipt}/${token}`;
