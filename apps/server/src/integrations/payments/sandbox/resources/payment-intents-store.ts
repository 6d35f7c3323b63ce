import type { Sql } from '../../../crm/sandbox/sql';
import { nowSeconds, type SandboxContext } from '../context';
import { invalidRequest, type StripeError } from '../errors';
import { type EventRequest, emitEvent } from '../events';
import { clientSecretOf, stripeId } from '../ids';
import { PLATFORM_ACCOUNT_ID } from '../keys';
import { SANDBOX_PAGE_PATHS } from '../page-paths';
import { findObject, insertObject, requireObject, type StoredObject, type StripeJson, saveObject } from '../store';
import { requireTransferDestination } from './accounts-store';
import {
  AUTHENTICATION_REQUIRED,
  authenticationFailureJson,
  cardErrorJson,
  cardErrorOf,
  type Decline,
  GENERIC_DECLINE,
  unexpectedState,
} from './intent-errors';
import { recordCharge } from './money-store';
import { attachPaymentMethod, cardOfMethod, type PaymentMethodJson } from './payment-methods-store';

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export type PaymentIntentJson = StripeJson & {
  amount: number;
  amount_received: number;
  currency: string;
  customer: string | null;
  description: string | null;
  metadata: Record<string, string>;
  application_fee_amount: number | null;
  transfer_data: { destination: string; amount?: number | null } | null;
  transfer_group: string | null;
  receipt_email: string | null;
  setup_future_usage: 'on_session' | 'off_session' | null;
  status: PaymentIntentStatus;
  client_secret: string;
  payment_method: string | null;
  latest_charge: string | null;
  last_payment_error: Record<string, unknown> | null;
  next_action: Record<string, unknown> | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
};

export interface NewPaymentIntent {
  amount: number;
  currency: string;
  customer?: string | null;
  description?: string | null;
  metadata?: Record<string, string>;
  applicationFeeAmount?: number | null;
  transferData?: { destination: string; amount?: number | null } | null;
  transferGroup?: string | null;
  receiptEmail?: string | null;
  setupFutureUsage?: 'on_session' | 'off_session' | null;
  paymentMethod?: string | null;
  automaticPaymentMethods?: boolean;
  /** `allowed_payment_method_types` / `excluded_payment_method_types` as asked (cards in any case). */
  methodTypes?: { allowed_payment_method_types: string[] | null; excluded_payment_method_types: string[] | null };
  /** An invoice's intent (A2's billing) names it. */
  invoice?: string | null;
}

/**
 * Checks the money routing Stripe checks: an application fee only on a direct charge (Stripe-Account) or a
 * destination charge (transfer_data), never above the amount; a destination that is a connected account of the
 * platform that can take transfers.
 */
async function checkRouting(sql: Sql, account: string, input: NewPaymentIntent) {
  const fee = input.applicationFeeAmount ?? null;
  const destination = input.transferData?.destination ?? null;
  if (fee !== null && account === PLATFORM_ACCOUNT_ID && !destination) {
    throw invalidRequest(
      'Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment (using an OAuth key or Stripe-Account header) or destination payment (using `transfer_data[destination]`).',
      'application_fee_amount',
    );
  }
  if (fee !== null && fee > input.amount) {
    throw invalidRequest('The application fee amount cannot be greater than the payment amount.', 'application_fee_amount');
  }
  if (destination) {
    if (account !== PLATFORM_ACCOUNT_ID) {
      throw invalidRequest('transfer_data cannot be used with a Stripe-Account header.', 'transfer_data[destination]');
    }
    await requireTransferDestination(sql, destination, 'transfer_data[destination]');
  }
}

/** Makes a payment intent on `account` (`payment_intent.created`). */
export async function createPaymentIntent(
  sql: Sql,
  ctx: SandboxContext,
  account: string,
  input: NewPaymentIntent,
  request: EventRequest | null,
): Promise<PaymentIntentJson> {
  await checkRouting(sql, account, input);
  const id = stripeId('pi');
  const created = nowSeconds(ctx);
  const data: PaymentIntentJson = {
    id,
    object: 'payment_intent',
    amount: input.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    allowed_payment_method_types: input.methodTypes?.allowed_payment_method_types ?? null,
    application: null,
    application_fee_amount: input.applicationFeeAmount ?? null,
    automatic_payment_methods: input.automaticPaymentMethods ? { allow_redirects: 'always', enabled: true } : null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: clientSecretOf(id),
    confirmation_method: 'automatic',
    created,
    currency: input.currency,
    customer: input.customer ?? null,
    description: input.description ?? null,
    excluded_payment_method_types: input.methodTypes?.excluded_payment_method_types ?? null,
    ...(input.invoice ? { invoice: input.invoice } : {}),
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: input.metadata ?? {},
    next_action: null,
    on_behalf_of: null,
    payment_method: input.paymentMethod ?? null,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' },
    },
    payment_method_types: ['card'],
    processing: null,
    receipt_email: input.receiptEmail ?? null,
    review: null,
    setup_future_usage: input.setupFutureUsage ?? null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: input.paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
    transfer_data: input.transferData ?? null,
    transfer_group: input.transferGroup ?? null,
  };
  await insertObject(sql, { account, data, created });
  await emitEvent(sql, ctx, { type: 'payment_intent.created', account, object: data, request });
  return data;
}

/** A payment intent of `account`, locked for a state change. */
export const lockPaymentIntent = (sql: Sql, account: string, id: string) =>
  requireObject<PaymentIntentJson>(
    sql,
    { id, account, object: 'payment_intent', label: 'payment_intent', param: 'intent' },
    true,
  );

async function save(
  sql: Sql,
  ctx: SandboxContext,
  account: string,
  data: PaymentIntentJson,
  type: string | null,
  request: EventRequest | null,
) {
  await saveObject(sql, { id: data.id, data });
  if (type) await emitEvent(sql, ctx, { type, account, object: data, request });
  return data;
}

export interface ConfirmOutcome {
  intent: PaymentIntentJson;
  /** A decline: answered (402) once the new state is committed. */
  error: StripeError | null;
}

/** Charges the card now: success, or a decline that leaves the intent waiting for another payment method. */
async function charge(
  sql: Sql,
  ctx: SandboxContext,
  account: string,
  intent: PaymentIntentJson,
  method: StoredObject<PaymentMethodJson>,
  decline: Decline | null,
  request: EventRequest | null,
): Promise<ConfirmOutcome> {
  const made = await recordCharge(sql, ctx, { account, intent, method: method.data, failure: decline, request });
  if (decline) {
    const lastError = cardErrorJson(decline, method.data, made.id);
    const failed = await save(
      sql,
      ctx,
      account,
      {
        ...intent,
        status: 'requires_payment_method',
        payment_method: null,
        latest_charge: made.id,
        last_payment_error: lastError,
        next_action: null,
      },
      'payment_intent.payment_failed',
      request,
    );
    return { intent: failed, error: cardErrorOf(lastError, failed) };
  }
  // Saved for later (setup_future_usage): the card goes on the customer, authenticated for off-session use.
  if (intent.setup_future_usage && intent.customer) {
    await attachPaymentMethod(sql, ctx, account, method, intent.customer, request, { setUp: true });
  }
  const succeeded = await save(
    sql,
    ctx,
    account,
    {
      ...intent,
      status: 'succeeded',
      amount_received: intent.amount,
      payment_method: method.id,
      latest_charge: made.id,
      last_payment_error: null,
      next_action: null,
    },
    'payment_intent.succeeded',
    request,
  );
  return { intent: succeeded, error: null };
}

/** The 3-D Secure step's address, where the card form (or the buyer, after `return_url`) completes it. */
function nextActionOf(ctx: SandboxContext, intentId: string, returnUrl: string | null) {
  const url = `${ctx.publicUrl}${SANDBOX_PAGE_PATHS.threeDSecure}/${intentId}`;
  return returnUrl
    ? { type: 'redirect_to_url', redirect_to_url: { return_url: returnUrl, url } }
    : { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: url, source: intentId } };
}

/**
 * Confirms a payment intent with a payment method, as the test card says: it succeeds, is declined (a failed charge,
 * `payment_intent.payment_failed`), or waits in `requires_action` for 3-D Secure (on session; off session a card
 * that was never set up is declined `authentication_required`).
 */
export async function confirmPaymentIntent(
  sql: Sql,
  ctx: SandboxContext,
  input: {
    account: string;
    intent: PaymentIntentJson;
    method: StoredObject<PaymentMethodJson> | null;
    offSession?: boolean;
    returnUrl?: string | null;
    request: EventRequest | null;
  },
): Promise<ConfirmOutcome> {
  const { account, request } = input;
  let intent = input.intent;
  if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)) {
    if (intent.status === 'succeeded') {
      throw invalidRequest(
        'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    throw unexpectedState(intent, 'confirm');
  }
  let method = input.method;
  if (!method && intent.payment_method) {
    method = await findObject<PaymentMethodJson>(sql, { id: intent.payment_method, account, object: 'payment_method' }, true);
  }
  if (!method) {
    throw invalidRequest(
      "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent with cus_..., specify a payment method attached to this customer along with the customer ID.",
      'payment_method',
      'payment_intent_unexpected_state',
    );
  }
  if (method.data.customer && intent.customer && method.data.customer !== intent.customer) {
    throw invalidRequest(
      `The provided PaymentMethod belongs to another customer: '${method.data.customer}'.`,
      'payment_method',
      'payment_method_unexpected_state',
    );
  }
  intent = { ...intent, payment_method: method.id };
  const behaviour = cardOfMethod(method).behaviour;
  switch (behaviour.kind) {
    case 'succeeds':
      return charge(sql, ctx, account, intent, method, null, request);
    case 'declines':
      return charge(sql, ctx, account, intent, method, behaviour, request);
    case 'attaches_then_declines':
      return charge(sql, ctx, account, intent, method, GENERIC_DECLINE, request);
    case 'authenticates': {
      const setUp = Boolean((method.hidden as { setUp?: boolean }).setUp);
      if (input.offSession) {
        const passes = behaviour.when === 'unless_set_up' && setUp;
        return charge(sql, ctx, account, intent, method, passes ? null : AUTHENTICATION_REQUIRED, request);
      }
      const waiting = await save(
        sql,
        ctx,
        account,
        {
          ...intent,
          status: 'requires_action',
          next_action: nextActionOf(ctx, intent.id, input.returnUrl ?? null),
          last_payment_error: null,
        },
        'payment_intent.requires_action',
        request,
      );
      return { intent: waiting, error: null };
    }
  }
}

/**
 * The buyer finished the 3-D Secure step (the sandbox's frame, or the test helper): passed, the payment is charged;
 * failed, the intent waits for another payment method with `payment_intent_authentication_failure`.
 */
export async function authenticatePaymentIntent(
  sql: Sql,
  ctx: SandboxContext,
  input: { account: string; id: string; outcome: 'succeed' | 'fail'; request: EventRequest | null },
): Promise<PaymentIntentJson> {
  const stored = await lockPaymentIntent(sql, input.account, input.id);
  const intent = stored.data;
  if (intent.status !== 'requires_action') throw unexpectedState(intent, 'authenticate');
  const method = await requireObject<PaymentMethodJson>(
    sql,
    { id: intent.payment_method!, account: input.account, object: 'payment_method', label: 'PaymentMethod' },
    true,
  );
  if (input.outcome === 'fail') {
    return save(
      sql,
      ctx,
      input.account,
      {
        ...intent,
        status: 'requires_payment_method',
        payment_method: null,
        next_action: null,
        last_payment_error: authenticationFailureJson(intent, method.data),
      },
      'payment_intent.payment_failed',
      input.request,
    );
  }
  const outcome = await charge(sql, ctx, input.account, intent, method, null, input.request);
  return outcome.intent;
}

/** Cancels an intent not yet paid (`payment_intent.canceled`). */
export async function cancelPaymentIntent(
  sql: Sql,
  ctx: SandboxContext,
  input: { account: string; id: string; reason: string | null; request: EventRequest | null },
): Promise<PaymentIntentJson> {
  const stored = await lockPaymentIntent(sql, input.account, input.id);
  const intent = stored.data;
  if (intent.status === 'succeeded' || intent.status === 'canceled') {
    throw invalidRequest(
      `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
      undefined,
      'payment_intent_unexpected_state',
    );
  }
  return save(
    sql,
    ctx,
    input.account,
    { ...intent, status: 'canceled', canceled_at: nowSeconds(ctx), cancellation_reason: input.reason, next_action: null },
    'payment_intent.canceled',
    input.request,
  );
}
