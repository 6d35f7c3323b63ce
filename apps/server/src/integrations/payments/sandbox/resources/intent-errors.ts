import type { CardBehaviour } from '../cards';
import { invalidRequest, StripeError } from '../errors';
import type { Params } from '../form';
import { stringListOf } from '../params';
import type { StripeJson } from '../store';

/** An intent's state does not allow the step (`payment_intent_unexpected_state`, `setup_intent_unexpected_state`). */
export const unexpectedState = (intent: StripeJson & { status: string }, action: string) => {
  const kind = intent.object === 'setup_intent' ? 'SetupIntent' : 'PaymentIntent';
  return invalidRequest(
    `You cannot ${action} this ${kind} because it has a status of ${intent.status}.`,
    undefined,
    `${intent.object}_unexpected_state`,
  );
};

export type Decline = Extract<CardBehaviour, { kind: 'declines' }>;

/** Stripe's generic decline, for a card that attaches but never pays. */
export const GENERIC_DECLINE: Decline = {
  kind: 'declines',
  code: 'card_declined',
  declineCode: 'generic_decline',
  message: 'Your card was declined.',
};

/** An off-session payment on a card that wants 3-D Secure: Stripe's `authentication_required` decline. */
export const AUTHENTICATION_REQUIRED: Decline = {
  kind: 'declines',
  code: 'authentication_required',
  declineCode: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

/** The `last_payment_error` / `last_setup_error` of a decline. */
export function cardErrorJson(decline: Decline, method: StripeJson, charge: string | null) {
  return {
    ...(charge ? { charge } : {}),
    code: decline.code,
    decline_code: decline.declineCode,
    doc_url: `https://stripe.com/docs/error-codes/${decline.code.replace(/_/g, '-')}`,
    message: decline.message,
    payment_method: method,
    type: 'card_error' as const,
  };
}

/** The 402 a confirmation answers with a decline, carrying the intent as it now is. */
export function cardErrorOf(lastError: ReturnType<typeof cardErrorJson>, intent: StripeJson) {
  return new StripeError(402, { ...lastError, [intent.object]: intent });
}

/** A failed 3-D Secure step (`*_authentication_failure`). */
export function authenticationFailureJson(intent: StripeJson, method: StripeJson) {
  const kind = intent.object === 'setup_intent' ? 'SetupIntent' : 'PaymentIntent';
  return {
    code: `${intent.object}_authentication_failure`,
    doc_url: `https://stripe.com/docs/error-codes/${intent.object.replace(/_/g, '-')}-authentication-failure`,
    message: `The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this ${kind} again.`,
    payment_method: method,
    type: 'invalid_request_error' as const,
  };
}

/**
 * The API version's payment method choice (`allowed_payment_method_types`, `excluded_payment_method_types`): the
 * sandbox takes cards only, so a list that leaves cards out is refused rather than ignored.
 */
export function methodTypesOf(params: Params) {
  const allowed = stringListOf(params, 'allowed_payment_method_types') ?? null;
  const excluded = stringListOf(params, 'excluded_payment_method_types') ?? null;
  if (allowed && !allowed.includes('card')) {
    throw invalidRequest(
      'The sandbox takes cards: allowed_payment_method_types must include card.',
      'allowed_payment_method_types',
    );
  }
  if (excluded?.includes('card')) {
    throw invalidRequest('The sandbox takes cards only: card cannot be excluded.', 'excluded_payment_method_types');
  }
  return { allowed_payment_method_types: allowed, excluded_payment_method_types: excluded };
}
