import Stripe from 'stripe';
import { AppError } from '../../platform/errors';

/** Stripe answered that the thing asked for does not exist (or is not this account's). */
export const isStripeMissing = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeError && (error.code === 'resource_missing' || error.statusCode === 404);

/** Stripe refused the request itself (a used code, an account no longer connected): a 4xx, not an outage. */
export const isStripeRefusal = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeOAuthError ||
  (error instanceof Stripe.errors.StripeError &&
    error.statusCode !== undefined &&
    error.statusCode >= 400 &&
    error.statusCode < 500 &&
    error.statusCode !== 429);

/**
 * What the person hears when Stripe could not be reached or failed: a 502 that says so, never Stripe's internals.
 * Anything that is not a Stripe error is rethrown as it is.
 */
export function stripeUnavailable(error: unknown): never {
  if (error instanceof Stripe.errors.StripeError) {
    throw new AppError(502, 'stripe_unavailable', 'Stripe did not answer as expected. Try again in a moment.', undefined, error);
  }
  throw error;
}
