import type { StripeEventHandler } from '../payments/stripe-event-handlers';

/** Stripe events about store orders and store subscriptions (decision 029). */
export const handleStoreStripeEvent: StripeEventHandler = async () => 'ignored';
