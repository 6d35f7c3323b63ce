import type {
  STRIPE_PAYMENT_STATUSES,
  STRIPE_PAYOUT_STATUSES,
  TStripeFilterResult,
  TStripePayment,
  TStripePayout,
} from '@atrium/contracts/payments';
import type Stripe from 'stripe';
import type { Payments } from '../../integrations/payments/payments';
import { fromStripeCurrency } from './idempotency';
import { stripeUnavailable } from './stripe-errors';

/** How many Stripe pages one request reads at most while it looks for payments of the asked status. */
const MAX_PAGES = 5;

export interface StripeListInput {
  kind: 'payments' | 'payouts';
  status?: string;
  from?: string;
  to?: string;
  startingAfter?: string;
  limit: number;
}

const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

function createdRange(input: StripeListInput): Stripe.RangeQueryParam | undefined {
  if (!input.from && !input.to) return undefined;
  return { ...(input.from && { gte: seconds(input.from) }), ...(input.to && { lte: seconds(input.to) }) };
}

export function paymentStatus(charge: Stripe.Charge): (typeof STRIPE_PAYMENT_STATUSES)[number] {
  if (charge.status === 'failed') return 'failed';
  if (charge.status !== 'succeeded') return 'pending';
  if (charge.refunded || charge.amount_refunded >= charge.amount) return 'refunded';
  return charge.amount_refunded > 0 ? 'partially_refunded' : 'succeeded';
}

export function toStripePayment(charge: Stripe.Charge): TStripePayment {
  const currency = fromStripeCurrency(charge.currency);
  return {
    id: charge.id,
    amount: { amountMinor: charge.amount, currency },
    refunded: { amountMinor: charge.amount_refunded, currency },
    fee: charge.application_fee_amount != null ? { amountMinor: charge.application_fee_amount, currency } : null,
    status: paymentStatus(charge),
    description: charge.description ?? null,
    customer: charge.billing_details?.name ?? charge.billing_details?.email ?? charge.receipt_email ?? null,
    failureMessage: charge.failure_message ?? null,
    receiptUrl: charge.receipt_url ?? null,
    createdAt: iso(charge.created),
  };
}

export function toStripePayout(payout: Stripe.Payout): TStripePayout {
  return {
    id: payout.id,
    amount: { amountMinor: payout.amount, currency: fromStripeCurrency(payout.currency) },
    status: payout.status as TStripePayout['status'],
    description: payout.description ?? null,
    arrivalDate: iso(payout.arrival_date),
    createdAt: iso(payout.created),
  };
}

/**
 * A page of a connected account's payments (its charges) or payouts, newest first, read from Stripe as it is now.
 * Stripe filters payouts by status itself; charges it cannot, so pages are read (up to MAX_PAGES) until the page is
 * full, and the next page starts after the last charge looked at.
 */
export async function listConnectionActivity(opts: {
  payments: Payments;
  stripeAccountId: string;
  input: StripeListInput;
}): Promise<TStripeFilterResult> {
  const { payments, stripeAccountId, input } = opts;
  const request = { stripeAccount: stripeAccountId };
  const created = createdRange(input);
  if (input.kind === 'payouts') {
    const page = await payments.stripe.payouts
      .list(
        {
          limit: input.limit,
          ...(input.startingAfter && { starting_after: input.startingAfter }),
          ...(input.status && { status: input.status as (typeof STRIPE_PAYOUT_STATUSES)[number] }),
          ...(created && { created }),
        },
        request,
      )
      .catch(stripeUnavailable);
    const items = page.data.map(toStripePayout);
    return {
      kind: 'payouts',
      items,
      hasMore: page.has_more,
      nextStartingAfter: page.has_more ? (items.at(-1)?.id ?? null) : null,
    };
  }
  const items: TStripePayment[] = [];
  let after = input.startingAfter;
  let hasMore = true;
  for (let pages = 0; pages < MAX_PAGES && hasMore && items.length < input.limit; pages += 1) {
    const page = await payments.stripe.charges
      .list({ limit: input.limit, ...(after && { starting_after: after }), ...(created && { created }) }, request)
      .catch(stripeUnavailable);
    hasMore = page.has_more;
    for (const charge of page.data) {
      after = charge.id;
      const payment = toStripePayment(charge);
      if (!input.status || payment.status === input.status) items.push(payment);
      if (items.length === input.limit) {
        hasMore = hasMore || charge !== page.data.at(-1);
        break;
      }
    }
  }
  return { kind: 'payments', items, hasMore, nextStartingAfter: hasMore ? (after ?? null) : null };
}
