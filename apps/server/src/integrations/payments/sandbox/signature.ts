import { createHmac } from 'node:crypto';

/**
 * Stripe's webhook signature: `t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>" keyed by the endpoint's whole
 * secret>`, which the SDK's `stripe.webhooks.constructEvent` verifies.
 */
export function stripeSignatureHeader(payload: string, secret: string, timestampSeconds: number): string {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`, 'utf8').digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}
