import { createHash } from 'node:crypto';
import type { Sql } from '../../../crm/sandbox/sql';
import type { ApiCall } from '../api';
import { luhnValid, TEST_PAYMENT_METHOD_TOKENS, type TestCard, testCardOf } from '../cards';
import { nowSeconds, type SandboxContext } from '../context';
import { invalidRequest, resourceMissing, StripeError } from '../errors';
import { emitEvent } from '../events';
import type { Params } from '../form';
import { stripeId } from '../ids';
import { allowParams, groupOf, integerOf, mergeMetadata, stringOf } from '../params';
import { findObject, insertObject, type StoredObject, type StripeJson, saveObject } from '../store';

export type PaymentMethodJson = StripeJson & {
  customer: string | null;
  type: 'card';
  card: Record<string, unknown> & { brand: string; last4: string; exp_month: number; exp_year: number };
  billing_details: Record<string, unknown>;
  metadata: Record<string, string>;
};

/** What the sandbox keeps of a card: its test number (it decides what charges do) and whether it was set up. */
export interface CardHidden {
  number: string;
  /** Authenticated once by a setup intent (or a payment saved for later): off-session payments then go through. */
  setUp?: boolean;
}

const cardError = (code: string, message: string, param: string) =>
  new StripeError(402, { type: 'card_error', code, message, param });

const BILLING_FIELDS = ['name', 'email', 'phone', 'address'];

function billingDetailsOf(params: Params) {
  const group = groupOf(params, 'billing_details') ?? {};
  allowParams(group, BILLING_FIELDS);
  const address = groupOf(group, 'address') ?? {};
  allowParams(address, ['line1', 'line2', 'city', 'state', 'postal_code', 'country']);
  const field = (p: Params, name: string) => stringOf(p, name) || null;
  return {
    address: {
      city: field(address, 'city'),
      country: field(address, 'country'),
      line1: field(address, 'line1'),
      line2: field(address, 'line2'),
      postal_code: field(address, 'postal_code'),
      state: field(address, 'state'),
    },
    email: field(group, 'email'),
    name: field(group, 'name'),
    phone: field(group, 'phone'),
  };
}

function paymentMethodJson(ctx: SandboxContext, card: TestCard, expiry: { month: number; year: number }, params: Params) {
  const data: PaymentMethodJson = {
    id: stripeId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: billingDetailsOf(params),
    card: {
      brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: card.brand,
      exp_month: expiry.month,
      exp_year: expiry.year,
      fingerprint: createHash('sha256').update(card.number).digest('base64url').slice(0, 16),
      funding: 'credit',
      generated_from: null,
      last4: card.number.slice(-4),
      networks: { available: [card.brand], preferred: null },
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: nowSeconds(ctx),
    customer: null,
    livemode: false,
    metadata: mergeMetadata({}, params),
    type: 'card',
  };
  return data;
}

/**
 * A card's details as Stripe.js sends them (`card[number]`, `card[exp_month]`, `card[exp_year]`, `card[cvc]`),
 * checked as Stripe checks them: a number failing Luhn's check, a past expiry, a malformed CVC are card errors.
 */
function cardOf(ctx: SandboxContext, params: Params, prefix: string): { card: TestCard; month: number; year: number } {
  const group = groupOf(params, 'card');
  if (!group) throw invalidRequest('Missing required param: card.', `${prefix}card`, 'parameter_missing');
  allowParams(group, ['number', 'exp_month', 'exp_year', 'cvc']);
  const number = (stringOf(group, 'number') ?? '').replace(/[\s-]/g, '');
  if (!luhnValid(number)) throw cardError('incorrect_number', 'Your card number is incorrect.', `${prefix}card[number]`);
  const month = integerOf(group, 'exp_month', { required: true });
  if (month < 1 || month > 12)
    throw cardError('invalid_expiry_month', "Your card's expiration month is invalid.", `${prefix}card[exp_month]`);
  let year = integerOf(group, 'exp_year', { required: true });
  if (year < 100) year += 2000;
  const now = ctx.now();
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    throw cardError('invalid_expiry_year', "Your card's expiration year is invalid.", `${prefix}card[exp_year]`);
  }
  const cvc = stringOf(group, 'cvc');
  if (cvc !== undefined && !/^\d{3,4}$/.test(cvc))
    throw cardError('invalid_cvc', "Your card's security code is invalid.", `${prefix}card[cvc]`);
  return { card: testCardOf(number), month, year };
}

/** Makes a card PaymentMethod on `account` from card details (`POST /v1/payment_methods`, `payment_method_data`). */
export async function createCardPaymentMethod(sql: Sql, ctx: SandboxContext, account: string, params: Params, prefix = '') {
  allowParams(params, ['type', 'card', 'billing_details', 'metadata', 'allow_redisplay']);
  const type = stringOf(params, 'type', { required: true });
  if (type !== 'card') throw invalidRequest(`The sandbox takes card payment methods only, not '${type}'.`, `${prefix}type`);
  const { card, month, year } = cardOf(ctx, params, prefix);
  const data = paymentMethodJson(ctx, card, { month, year }, params);
  await insertObject(sql, {
    account,
    data,
    hidden: { number: card.number } satisfies CardHidden,
    created: data.created as number,
  });
  return data;
}

/** A fresh PaymentMethod for one of Stripe's test tokens (`pm_card_visa`), as Stripe makes one per use. */
async function fromToken(sql: Sql, ctx: SandboxContext, account: string, token: string) {
  const number = TEST_PAYMENT_METHOD_TOKENS[token]!;
  const card = testCardOf(number);
  const data = paymentMethodJson(ctx, card, { month: 12, year: ctx.now().getUTCFullYear() + 3 }, {});
  await insertObject(sql, { account, data, hidden: { number } satisfies CardHidden, created: data.created as number });
  return { data, hidden: { number } as CardHidden };
}

/**
 * The PaymentMethod a request names (`payment_method`), a test token made real, or one made from
 * `payment_method_data` (the card form's details); locked for the rest of the transaction.
 */
export async function resolvePaymentMethod(
  sql: Sql,
  ctx: SandboxContext,
  call: ApiCall,
  params: Params,
): Promise<StoredObject<PaymentMethodJson> | null> {
  const id = stringOf(params, 'payment_method');
  const data = groupOf(params, 'payment_method_data');
  if (id && data)
    throw invalidRequest(
      'You may only specify one of these parameters: payment_method, payment_method_data.',
      'payment_method_data',
    );
  if (data) {
    const made = await createCardPaymentMethod(sql, ctx, call.account, data, 'payment_method_data[');
    return (await findObject<PaymentMethodJson>(sql, { id: made.id, account: call.account, object: 'payment_method' }, true))!;
  }
  if (!id) return null;
  if (id in TEST_PAYMENT_METHOD_TOKENS) {
    const made = await fromToken(sql, ctx, call.account, id);
    return (await findObject<PaymentMethodJson>(
      sql,
      { id: made.data.id, account: call.account, object: 'payment_method' },
      true,
    ))!;
  }
  const found = await findObject<PaymentMethodJson>(sql, { id, account: call.account, object: 'payment_method' }, true);
  if (!found) throw resourceMissing('PaymentMethod', id, 'payment_method');
  return found;
}

/** Attaches a PaymentMethod to a customer (`payment_method.attached`); one attached elsewhere is refused. */
export async function attachPaymentMethod(
  sql: Sql,
  ctx: SandboxContext,
  account: string,
  method: StoredObject<PaymentMethodJson>,
  customer: string,
  request: ApiCall['request'] | null,
  hidden: Partial<CardHidden> = {},
): Promise<PaymentMethodJson> {
  if (method.data.customer && method.data.customer !== customer) {
    throw invalidRequest(
      `The payment method you provided has already been attached to a customer.`,
      'payment_method',
      'payment_method_unexpected_state',
    );
  }
  const data = { ...method.data, customer };
  await saveObject(sql, { id: data.id, data, hidden: { ...method.hidden, ...hidden } });
  if (!method.data.customer) {
    await emitEvent(sql, ctx, { type: 'payment_method.attached', account, object: data, request });
  }
  method.data = data;
  method.hidden = { ...method.hidden, ...hidden };
  return data;
}

export const cardOfMethod = (method: StoredObject<PaymentMethodJson>) =>
  testCardOf((method.hidden as unknown as CardHidden).number);
