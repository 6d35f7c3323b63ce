import type Stripe from 'stripe';

/**
 * Stripe as Atrium uses it (decision 029): the official SDK, pointed at the real Stripe (STRIPE_SECRET_KEY set) or at
 * the local sandbox `npm start` starts (`{ host, port, protocol: 'http' }`). Everything else in Atrium talks to Stripe
 * through `stripe` and these settings, never through the sandbox's own code.
 */
export interface Payments {
  /** The platform's client. A connected account's objects: pass `{ stripeAccount }` as the request option. */
  stripe: Stripe;
  /** What the browser's card form needs (`pk_...`). */
  publishableKey: string;
  /** The signing secret of Atrium's webhook endpoint (`whsec_...`): `stripe.webhooks.constructEvent`. */
  webhookSecret: string;
  /**
   * Every signing secret events reach Atrium's webhook URL with: at Stripe the platform's own events come through an
   * account endpoint and the connected accounts' events (`event.account` set) through a Connect endpoint, each with
   * its own secret. Verify a delivery with each in turn (`webhookSecret` is the first).
   */
  webhookSecrets: readonly string[];
  /** The platform's Connect client id (`ca_...`) for Stripe's OAuth. */
  connectClientId: string;
  /** Where Stripe's OAuth authorize page is (https://connect.stripe.com, or the sandbox's). */
  connectUrl: string;
  /**
   * The sandbox's card form page (served from the sandbox's own origin, in a frame: Stripe.js cannot load offline);
   * null with the real Stripe, where the web uses Stripe.js's Payment Element.
   */
  cardFrameUrl: string | null;
  /** The sandbox's address, null with the real Stripe. */
  sandboxUrl: string | null;
}
