import type { StripeEventHandler } from '../payments/stripe-event-handlers';

/** Stripe events about app and bundle subscriptions (decision 029). */
export const handleAppBillingStripeEvent: StripeEventHandler = async () => 'ignored';
