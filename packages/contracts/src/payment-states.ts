/**
 * The states of Atrium's money records (decision 029). Kept apart from the endpoint definitions so the server's
 * tables and both sides' screens share one list.
 */

/** How an agency or partner connected its Stripe account: Stripe's OAuth (an existing standard account) or onboarding. */
export const PAYMENT_CONNECT_METHODS = ['oauth', 'onboarding'] as const;
export const PAYMENT_ACCOUNT_OWNERS = ['agency', 'partner'] as const;

/** What a store product is: a service the agency delivers, or a snapshot loaded into the buyer's location. */
export const STORE_PRODUCT_KINDS = ['service', 'snapshot'] as const;
/** One-time, or recurring each month or year. */
export const STORE_BILLINGS = ['one_time', 'month', 'year'] as const;
export const STORE_PRODUCT_STATUSES = ['draft', 'published', 'archived'] as const;

/**
 * An order: created `pending_payment` when checkout starts; `paid` only on Stripe's confirmed word (a verified webhook
 * or a read back); then the agency moves it to `in_progress` and `delivered`; `refunded` from any paid state;
 * `failed` when the payment was declined and abandoned, `canceled` when the buyer gave up before paying.
 */
export const STORE_ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'in_progress',
  'delivered',
  'refunded',
  'failed',
  'canceled',
] as const;

/** Stripe's subscription statuses, as Stripe names them. */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;

/** What an app subscription pays for: one app's paid plan, or a bundle store. */
export const APP_SUBSCRIPTION_SUBJECTS = ['app_plan', 'bundle'] as const;

/** Which of Atrium's records a Stripe object or invoice belongs to (its `metadata.atrium_kind`). */
export const PAYMENT_RECORD_KINDS = ['store_order', 'store_subscription', 'app_subscription'] as const;

export const STRIPE_EVENT_STATES = ['pending', 'processed', 'failed', 'ignored'] as const;
