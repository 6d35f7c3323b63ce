import type { PAYMENT_RECORD_KINDS } from '@atrium/contracts/payment-states';

type RecordKind = (typeof PAYMENT_RECORD_KINDS)[number] | 'payment_customer' | 'payment_account' | 'store_product';

/**
 * The Idempotency-Key of a request that creates something at Stripe (decision 029): derived from the Atrium record it
 * is for and what it does, so a retry of the same step (a timeout, a second process, a double click that found the
 * same record) is answered by Stripe with the first result and never creates twice.
 */
export function idempotencyKey(kind: RecordKind, recordId: string, action: string): string {
  return `atrium:${kind}:${recordId}:${action}`;
}

/** The metadata every Stripe object Atrium creates carries: which record it belongs to, for webhooks and reconciliation. */
export function recordMetadata(
  kind: (typeof PAYMENT_RECORD_KINDS)[number],
  recordId: string,
  extra: Record<string, string> = {},
) {
  return { atrium_kind: kind, atrium_id: recordId, ...extra };
}

/** Atrium spells currencies upper case (ISO 4217), Stripe lower case. */
export const toStripeCurrency = (currency: string) => currency.toLowerCase();
export const fromStripeCurrency = (currency: string) => currency.toUpperCase();
