import type { FastifyInstance } from 'fastify';
import { type Sql, withTransaction } from '../../../crm/sandbox/sql';
import { type ApiCall, apiRoute } from '../api';
import { nowSeconds, type SandboxContext } from '../context';
import { invalidRequest } from '../errors';
import { emitEvent, previousAttributes } from '../events';
import { stripeId } from '../ids';
import { PLATFORM_ACCOUNT_ID } from '../keys';
import { allowParams, booleanOf, enumOf, integerOf, mergeMetadata, stringOf } from '../params';
import { listRoute, retrieveRoute } from '../simple-routes';
import { findObject, insertObject, requireObject, type StripeJson, saveObject } from '../store';
import { type ChargeJson, recordBalanceTransaction } from './money-store';
import type { PaymentIntentJson } from './payment-intents-store';

type FeeJson = StripeJson & {
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  refunds: { data: StripeJson[] } & Record<string, unknown>;
};

/** `$12.50`-style, as Stripe words amounts in refund errors. */
const money = (amount: number, currency: string) =>
  `${currency === 'usd' ? '$' : ''}${(amount / 100).toFixed(2)}${currency === 'usd' ? '' : ` ${currency}`}`;

/** The charge a refund is for: named, or the payment intent's successful one. */
async function chargeOf(sql: Sql, call: ApiCall) {
  const chargeId = stringOf(call.params, 'charge');
  const intentId = stringOf(call.params, 'payment_intent');
  if (chargeId && intentId)
    throw invalidRequest('You may only specify one of these parameters: charge, payment_intent.', 'payment_intent');
  if (!chargeId && !intentId)
    throw invalidRequest('One of the following params should be provided for this request: payment_intent or charge.', 'charge');
  let id = chargeId;
  if (intentId) {
    const intent = await requireObject<PaymentIntentJson>(sql, {
      id: intentId,
      account: call.account,
      object: 'payment_intent',
      label: 'payment_intent',
      param: 'payment_intent',
    });
    if (intent.data.status !== 'succeeded' || !intent.data.latest_charge) {
      throw invalidRequest(
        `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
        'payment_intent',
        'charge_not_refundable',
      );
    }
    id = intent.data.latest_charge;
  }
  return requireObject<ChargeJson>(
    sql,
    { id: id!, account: call.account, object: 'charge', label: 'charge', param: 'charge' },
    true,
  );
}

/** A share of `part` in proportion to `of`, rounded, never above what is left. */
const share = (total: number, part: number, of: number, left: number) => Math.min(left, Math.round((total * part) / of));

/** Refunds (full and partial) and, with `refund_application_fee`, the platform's fee in proportion. */
export function registerRefunds(app: FastifyInstance, ctx: SandboxContext): void {
  apiRoute(app, ctx, 'POST', '/v1/refunds', async (call) => {
    const { params } = call;
    allowParams(params, [
      'charge',
      'payment_intent',
      'amount',
      'reason',
      'metadata',
      'refund_application_fee',
      'reverse_transfer',
      'instructions_email',
    ]);
    const reason = enumOf(params, 'reason', ['duplicate', 'fraudulent', 'requested_by_customer'] as const) ?? null;
    return withTransaction(ctx.pool, async (sql) => {
      const stored = await chargeOf(sql, call);
      const before = stored.data;
      if (before.status !== 'succeeded')
        throw invalidRequest(
          `Charge ${before.id} has not succeeded: there is nothing to refund.`,
          'charge',
          'charge_not_refundable',
        );
      const left = before.amount - before.amount_refunded;
      if (left <= 0) throw invalidRequest(`Charge ${before.id} has already been refunded.`, 'charge', 'charge_already_refunded');
      const amount = integerOf(params, 'amount', { min: 1 }) ?? left;
      if (amount > left) {
        throw invalidRequest(
          `Refund amount (${money(amount, before.currency)}) is greater than unrefunded amount on charge (${money(left, before.currency)})`,
          'amount',
          'amount_too_large',
        );
      }
      const created = nowSeconds(ctx);
      const id = stripeId('re');
      const txn = await recordBalanceTransaction(sql, ctx, {
        account: call.account,
        amount: -amount,
        currency: before.currency,
        type: 'refund',
        source: id,
        description: 'REFUND FOR CHARGE',
        created,
      });
      let transferReversal: string | null = null;
      if (booleanOf(params, 'reverse_transfer') && before.transfer) {
        transferReversal = await reverseTransfer(sql, ctx, call, before, amount);
      }
      if (booleanOf(params, 'refund_application_fee') && before.application_fee) {
        await refundFee(sql, ctx, call, before, amount);
      }
      const refund: StripeJson = {
        id,
        object: 'refund',
        amount,
        balance_transaction: txn,
        charge: before.id,
        created,
        currency: before.currency,
        destination_details: {
          card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
          type: 'card',
        },
        metadata: mergeMetadata({}, params),
        payment_intent: before.payment_intent,
        reason,
        receipt_number: null,
        source_transfer_reversal: null,
        status: 'succeeded',
        transfer_reversal: transferReversal,
      };
      await insertObject(sql, { account: call.account, data: refund, created });
      const after: ChargeJson = {
        ...before,
        amount_refunded: before.amount_refunded + amount,
        refunded: before.amount_refunded + amount === before.amount,
      };
      await saveObject(sql, { id: after.id, data: after });
      await emitEvent(sql, ctx, { type: 'refund.created', account: call.account, object: refund, request: call.request });
      await emitEvent(sql, ctx, {
        type: 'charge.refunded',
        account: call.account,
        object: after,
        previousAttributes: previousAttributes(before, after),
        request: call.request,
      });
      return refund;
    });
  });

  const refunds = { url: '/v1/refunds', object: 'refund', label: 'refund' };
  retrieveRoute(app, ctx, refunds);
  listRoute(app, ctx, { ...refunds, filters: ['charge', 'payment_intent'] });

  apiRoute(app, ctx, 'POST', '/v1/refunds/:id', async (call) => {
    allowParams(call.params, ['metadata']);
    return withTransaction(ctx.pool, async (sql) => {
      const stored = await requireObject<StripeJson & { metadata: Record<string, string> }>(
        sql,
        { id: call.path.id!, account: call.account, object: 'refund', label: 'refund' },
        true,
      );
      const data = { ...stored.data, metadata: mergeMetadata(stored.data.metadata, call.params) };
      await saveObject(sql, { id: data.id, data });
      await emitEvent(sql, ctx, { type: 'refund.updated', account: call.account, object: data, request: call.request });
      return data;
    });
  });
}

/** The platform's fee refunded in the refund's proportion (`application_fee.refunded`). */
async function refundFee(sql: Sql, ctx: SandboxContext, call: ApiCall, charge: ChargeJson, amount: number) {
  const fee = await findObject<FeeJson>(
    sql,
    { id: charge.application_fee!, account: PLATFORM_ACCOUNT_ID, object: 'application_fee' },
    true,
  );
  if (!fee) return;
  const part = share(fee.data.amount, amount, charge.amount, fee.data.amount - fee.data.amount_refunded);
  if (part <= 0) return;
  const created = nowSeconds(ctx);
  const feeRefund: StripeJson = {
    id: stripeId('fr'),
    object: 'fee_refund',
    amount: part,
    balance_transaction: await recordBalanceTransaction(sql, ctx, {
      account: PLATFORM_ACCOUNT_ID,
      amount: -part,
      currency: charge.currency,
      type: 'application_fee_refund',
      source: fee.id,
      created,
    }),
    created,
    currency: charge.currency,
    fee: fee.id,
    metadata: {},
  };
  const refunded = fee.data.amount_refunded + part;
  const data: FeeJson = {
    ...fee.data,
    amount_refunded: refunded,
    refunded: refunded === fee.data.amount,
    refunds: { ...fee.data.refunds, data: [feeRefund, ...fee.data.refunds.data] },
  };
  await saveObject(sql, { id: data.id, data });
  await emitEvent(sql, ctx, {
    type: 'application_fee.refunded',
    account: PLATFORM_ACCOUNT_ID,
    object: data,
    request: call.request,
  });
}

/** A destination charge's transfer taken back in the refund's proportion (`transfer.reversed`). */
async function reverseTransfer(sql: Sql, ctx: SandboxContext, call: ApiCall, charge: ChargeJson, amount: number) {
  const transfer = await findObject<StripeJson & { amount: number; amount_reversed: number }>(
    sql,
    { id: charge.transfer!, account: PLATFORM_ACCOUNT_ID, object: 'transfer' },
    true,
  );
  if (!transfer) return null;
  const part = share(transfer.data.amount, amount, charge.amount, transfer.data.amount - transfer.data.amount_reversed);
  if (part <= 0) return null;
  const id = stripeId('trr');
  const reversed = transfer.data.amount_reversed + part;
  const data = { ...transfer.data, amount_reversed: reversed, reversed: reversed === transfer.data.amount };
  await saveObject(sql, { id: data.id, data });
  await recordBalanceTransaction(sql, ctx, {
    account: PLATFORM_ACCOUNT_ID,
    amount: part,
    currency: charge.currency,
    type: 'transfer',
    source: id,
  });
  await recordBalanceTransaction(sql, ctx, {
    account: transfer.data.destination as string,
    amount: -part,
    currency: charge.currency,
    type: 'payment',
    source: id,
  });
  await emitEvent(sql, ctx, { type: 'transfer.reversed', account: PLATFORM_ACCOUNT_ID, object: data, request: call.request });
  return id;
}
