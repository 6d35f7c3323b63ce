import Stripe from 'stripe';
import type { Payments } from '../../integrations/payments/payments';
import { idempotencyKey, recordMetadata, toStripeCurrency } from '../payments/idempotency';
import type { SubscriptionRow } from './app-billing-access';
import type { FirstPayment } from './app-billing-confirm.service';
import type { StripeState } from './app-billing-sync';

/** A one-time purchase's state: paid is active for good (no period), a failed payment ends the checkout. */
export function stateOfPaymentIntent(intent: Stripe.PaymentIntent, declined: string | null): StripeState {
  const paid = intent.status === 'succeeded';
  const failed = declined !== null || intent.status === 'canceled';
  return {
    status: paid ? 'active' : failed ? 'incomplete_expired' : 'incomplete',
    currentPeriodEnd: null,
    trialEnd: null,
    cancelAtPeriodEnd: false,
    canceledAt: null,
    endedAt: failed && !paid ? new Date() : null,
    lastPaymentError: paid ? null : declined,
  };
}

/**
 * A lifetime plan (`one_time`): one PaymentIntent on the platform from the saved card, off session, with the partner's
 * share transferred and the platform's fee kept. Created once (the row's key); asking again replays the first answer,
 * so the intent is read back by its id for its state now (after 3-D Secure, say).
 */
export async function payOnce(
  payments: Payments,
  row: SubscriptionRow,
  pm: string,
  name: string,
): Promise<{ state: StripeState; first: FirstPayment }> {
  const amount = row.unitMinor * row.quantity;
  let intent: Stripe.PaymentIntent;
  let declined: string | null = null;
  try {
    intent = await payments.stripe.paymentIntents.create(
      {
        amount,
        currency: toStripeCurrency(row.currency),
        customer: row.stripeCustomerId!,
        payment_method: pm,
        off_session: true,
        confirm: true,
        description: name,
        metadata: recordMetadata('app_subscription', row._id),
        ...(row.transferAccountId && {
          transfer_data: { destination: row.transferAccountId },
          application_fee_amount: Math.round((amount * row.feePercent) / 100),
        }),
      },
      { idempotencyKey: idempotencyKey('app_subscription', row._id, 'pay-once') },
    );
  } catch (e) {
    if (!(e instanceof Stripe.errors.StripeError) || !e.payment_intent) throw e;
    intent = e.payment_intent;
    if (intent.status !== 'requires_action') declined = e.message;
  }
  intent = await payments.stripe.paymentIntents.retrieve(intent.id);
  if (intent.status === 'succeeded') declined = null;
  // Authentication asked for, or failed after asking: the card form can authenticate or take another card.
  const awaiting = intent.status === 'requires_action' || (intent.status === 'requires_payment_method' && !declined);
  if (awaiting && intent.client_secret) {
    return { state: stateOfPaymentIntent(intent, null), first: { kind: 'action', clientSecret: intent.client_secret } };
  }
  return {
    state: stateOfPaymentIntent(intent, declined),
    first: declined ? { kind: 'declined', message: declined } : { kind: 'ok' },
  };
}
