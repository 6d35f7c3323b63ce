import type Stripe from 'stripe';
import type { DbOrTx } from '../../db/client';
import type { Payments } from '../../integrations/payments/payments';
import { AppError } from '../../platform/errors';
import { stripeEvents } from './payments.tables';

/** Stripe's own default: a signed delivery older (or newer) than five minutes is refused, so a captured one cannot be replayed. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const refused = () => new AppError(400, 'invalid_signature', 'The webhook is not signed by Stripe, or is too old');

/**
 * The secret that verified the last delivery, tried first: deliveries come in runs from one endpoint (a backlog of a
 * connected account's events), and a failed try costs an error with its stack. Only an order of tries, never a
 * reason to accept.
 */
const lastVerifiedBy = new WeakMap<Payments, string>();

/** The event, when one of the endpoints' secrets verifies the delivery (platform and Connect endpoints differ). */
function verified(payments: Payments, raw: Buffer, signature: string): Stripe.Event {
  const last = lastVerifiedBy.get(payments);
  const secrets = last ? [last, ...payments.webhookSecrets.filter((s) => s !== last)] : payments.webhookSecrets;
  for (const secret of secrets) {
    try {
      const event = payments.stripe.webhooks.constructEvent(raw, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
      lastVerifiedBy.set(payments, secret);
      return event;
    } catch {
      // Signed with another endpoint's secret, or not by Stripe at all: the next secret, or a refusal.
    }
  }
  throw refused();
}

/**
 * Accepts one delivery from Stripe (decision 029): verified over the exact bytes received with the endpoint's secret,
 * then stored by its event id before anything else. A repeated delivery stores nothing and says `duplicate`; what the
 * event means is the worker's, on the job queue.
 */
export async function receiveStripeWebhook(opts: {
  db: DbOrTx;
  payments: Payments;
  raw: Buffer | undefined;
  signature: string | undefined;
}): Promise<{ duplicate: boolean; rowId: string | null }> {
  const { payments } = opts;
  if (!opts.raw || !opts.signature) throw refused();
  const event = verified(payments, opts.raw, opts.signature);
  const [row] = await opts.db
    .insert(stripeEvents)
    .values({
      eventId: event.id,
      type: event.type,
      stripeAccountId: event.account ?? null,
      livemode: event.livemode,
      stripeCreatedAt: new Date(event.created * 1000),
      payload: event as unknown as Record<string, unknown>,
    })
    .onConflictDoNothing()
    .returning({ _id: stripeEvents._id });
  return { duplicate: !row, rowId: row?._id ?? null };
}
