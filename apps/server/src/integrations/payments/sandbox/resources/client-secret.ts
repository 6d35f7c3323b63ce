import type { ApiCall } from '../api';
import { invalidRequest, resourceMissing } from '../errors';
import { stringOf } from '../params';

/**
 * With the publishable key (the browser), an intent is reached only with its client secret, as Stripe.js reaches it;
 * the secret key needs none. A wrong secret reads as a missing intent: nothing about it leaks.
 */
export function checkClientSecret(call: ApiCall, intent: { id: string; object: string; client_secret: string }): void {
  if (call.key === 'secret') return;
  const given = stringOf(call.params, 'client_secret');
  if (!given) throw invalidRequest('Missing required param: client_secret.', 'client_secret', 'parameter_missing');
  if (given !== intent.client_secret) throw resourceMissing(intent.object, intent.id);
}

/** What the browser may read of an intent: Stripe answers a publishable key a smaller object (no metadata). */
export function forKey<T extends Record<string, unknown>>(call: ApiCall, intent: T): T {
  if (call.key === 'secret') return intent;
  const { metadata: _metadata, customer: _customer, application_fee_amount: _fee, transfer_data: _transfer, ...visible } = intent;
  return visible as T;
}
