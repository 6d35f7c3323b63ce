import type { FastifyInstance } from 'fastify';
import { type Sql, withTransaction } from '../../../crm/sandbox/sql';
import { type ApiCall, apiRoute } from '../api';
import type { SandboxContext } from '../context';
import { invalidRequest } from '../errors';
import type { Params } from '../form';
import { LIST_PARAMS, listOf } from '../list';
import { allowParams, amountOf, booleanOf, currencyOf, enumOf, groupOf, integerOf, mergeMetadata, stringOf } from '../params';
import { requireObject, type StoredObject, saveObject } from '../store';
import { checkClientSecret, forKey } from './client-secret';
import { requireCustomer } from './customers';
import { methodTypesOf, unexpectedState } from './intent-errors';
import {
  authenticatePaymentIntent,
  type ConfirmOutcome,
  cancelPaymentIntent,
  confirmPaymentIntent,
  createPaymentIntent,
  lockPaymentIntent,
  type PaymentIntentJson,
} from './payment-intents-store';
import { type PaymentMethodJson, resolvePaymentMethod } from './payment-methods-store';

const SETUP_USAGES = ['on_session', 'off_session'] as const;

/** Stripe's smallest charge (50 cents, or 50 units of a zero-decimal currency). */
const MINIMUM_AMOUNT = 50;

const CONFIRM_PARAMS = [
  'payment_method',
  'payment_method_data',
  'return_url',
  'off_session',
  'setup_future_usage',
  'receipt_email',
  'payment_method_options',
  'allowed_payment_method_types',
  'excluded_payment_method_types',
  'error_on_requires_action',
  'use_stripe_sdk',
  'mandate_data',
  'client_secret',
];

const EDITABLE_PARAMS = [
  'amount',
  'currency',
  'customer',
  'description',
  'metadata',
  'receipt_email',
  'setup_future_usage',
  'application_fee_amount',
];

function amountParam(params: Params) {
  const amount = amountOf(params);
  if (amount < MINIMUM_AMOUNT) {
    throw invalidRequest('Amount must be at least 50 cents.', 'amount', 'amount_too_small');
  }
  return amount;
}

function transferDataOf(params: Params) {
  const group = groupOf(params, 'transfer_data');
  if (!group) return undefined;
  allowParams(group, ['destination', 'amount']);
  return {
    destination: stringOf(group, 'destination', { required: true }),
    amount: integerOf(group, 'amount', { min: 0 }) ?? null,
  };
}

/** Confirms as the call asks: on or off session, with a return address for the 3-D Secure step. */
const confirmAsAsked = (
  sql: Sql,
  ctx: SandboxContext,
  call: ApiCall,
  intent: PaymentIntentJson,
  method: StoredObject<PaymentMethodJson> | null,
) =>
  confirmPaymentIntent(sql, ctx, {
    account: call.account,
    intent,
    method,
    offSession: booleanOf(call.params, 'off_session') ?? false,
    returnUrl: stringOf(call.params, 'return_url') ?? null,
    request: call.request,
  });

/** Commits a confirmation's new state, then answers it, or its decline (402). */
async function answered(outcome: Promise<ConfirmOutcome>) {
  const { intent, error } = await outcome;
  if (error) throw error;
  return intent;
}

/** An invoice's intent (Billing's, `metadata.invoice`) that has just succeeded pays its invoice now. */
async function paidInvoiceOf(ctx: SandboxContext, call: ApiCall, intent: PaymentIntentJson) {
  const invoiceId = intent.metadata.invoice;
  if (intent.status !== 'succeeded' || !invoiceId) return;
  await ctx.invoiceIntentSucceeded?.({ account: call.account, invoiceId, request: call.request });
}

/** Payment intents: created by the server, confirmed by the card form (publishable key and client secret) or the server. */
export function registerPaymentIntents(app: FastifyInstance, ctx: SandboxContext): void {
  const confirmIn = (call: ApiCall, intentId: string) =>
    withTransaction(ctx.pool, async (sql) => {
      const stored = await lockPaymentIntent(sql, call.account, intentId);
      checkClientSecret(call, stored.data);
      const { params } = call;
      const method = await resolvePaymentMethod(sql, ctx, call, params);
      let intent = stored.data;
      const setupFutureUsage = enumOf(params, 'setup_future_usage', SETUP_USAGES);
      const receiptEmail = stringOf(params, 'receipt_email');
      if (setupFutureUsage || receiptEmail) {
        intent = {
          ...intent,
          setup_future_usage: setupFutureUsage ?? intent.setup_future_usage,
          receipt_email: receiptEmail ?? intent.receipt_email,
        };
      }
      return confirmAsAsked(sql, ctx, call, intent, method);
    });

  apiRoute(app, ctx, 'POST', '/v1/payment_intents', async (call) => {
    const { params } = call;
    allowParams(params, [
      ...EDITABLE_PARAMS,
      ...CONFIRM_PARAMS.filter((p) => p !== 'client_secret'),
      'confirm',
      'automatic_payment_methods',
      'transfer_data',
      'transfer_group',
      'capture_method',
      'statement_descriptor',
      'statement_descriptor_suffix',
    ]);
    const methodTypes = methodTypesOf(params);
    const capture = enumOf(params, 'capture_method', ['automatic', 'automatic_async', 'manual']);
    if (capture === 'manual') throw invalidRequest('The sandbox captures payments automatically only.', 'capture_method');
    const automatic = groupOf(params, 'automatic_payment_methods');
    const confirm = booleanOf(params, 'confirm') ?? false;
    if (!confirm && (params.off_session !== undefined || params.return_url !== undefined)) {
      throw invalidRequest(
        'off_session and return_url can only be passed when confirm=true.',
        params.off_session ? 'off_session' : 'return_url',
      );
    }
    const amount = amountParam(params);
    const currency = currencyOf(params)!;
    const outcome = withTransaction(ctx.pool, async (sql) => {
      const customer = stringOf(params, 'customer') || null;
      if (customer) await requireCustomer(sql, call.account, customer);
      const method = await resolvePaymentMethod(sql, ctx, call, params);
      const intent = await createPaymentIntent(
        sql,
        ctx,
        call.account,
        {
          amount,
          currency,
          customer,
          description: stringOf(params, 'description') ?? null,
          metadata: mergeMetadata({}, params),
          applicationFeeAmount: integerOf(params, 'application_fee_amount', { min: 0 }) ?? null,
          transferData: transferDataOf(params) ?? null,
          transferGroup: stringOf(params, 'transfer_group') ?? null,
          receiptEmail: stringOf(params, 'receipt_email') ?? null,
          setupFutureUsage: enumOf(params, 'setup_future_usage', SETUP_USAGES) ?? null,
          paymentMethod: method?.id ?? null,
          automaticPaymentMethods: automatic ? booleanOf(automatic, 'enabled') : !methodTypes.allowed_payment_method_types,
          methodTypes,
        },
        call.request,
      );
      if (!confirm) return { intent, error: null };
      return confirmAsAsked(sql, ctx, call, intent, method);
    });
    return answered(outcome);
  });

  apiRoute(
    app,
    ctx,
    'GET',
    '/v1/payment_intents/:id',
    async (call) => {
      allowParams(call.params, ['client_secret']);
      const stored = await requireObject<PaymentIntentJson>(ctx.pool, {
        id: call.path.id!,
        account: call.account,
        object: 'payment_intent',
        label: 'payment_intent',
        param: 'intent',
      });
      checkClientSecret(call, stored.data);
      return forKey(call, stored.data);
    },
    { publishable: true },
  );

  apiRoute(app, ctx, 'GET', '/v1/payment_intents', async (call) => {
    allowParams(call.params, [...LIST_PARAMS, 'customer']);
    const customer = stringOf(call.params, 'customer');
    return listOf(ctx, call, {
      object: 'payment_intent',
      url: '/v1/payment_intents',
      label: 'payment_intent',
      where: customer ? { customer } : undefined,
    });
  });

  apiRoute(app, ctx, 'POST', '/v1/payment_intents/:id', async (call) => {
    const { params } = call;
    allowParams(params, [...EDITABLE_PARAMS, 'payment_method', 'transfer_data', 'transfer_group', 'statement_descriptor_suffix']);
    return withTransaction(ctx.pool, async (sql) => {
      const stored = await lockPaymentIntent(sql, call.account, call.path.id!);
      const before = stored.data;
      if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(before.status)) {
        throw unexpectedState(before, 'update');
      }
      const customer = stringOf(params, 'customer');
      if (customer) await requireCustomer(sql, call.account, customer);
      const method = params.payment_method ? await resolvePaymentMethod(sql, ctx, call, params) : null;
      const after: PaymentIntentJson = {
        ...before,
        amount: params.amount !== undefined ? amountParam(params) : before.amount,
        currency: currencyOf(params, false) ?? before.currency,
        customer: customer ?? before.customer,
        description: stringOf(params, 'description') ?? before.description,
        metadata: mergeMetadata(before.metadata, params),
        receipt_email: stringOf(params, 'receipt_email') ?? before.receipt_email,
        setup_future_usage: enumOf(params, 'setup_future_usage', SETUP_USAGES) ?? before.setup_future_usage,
        application_fee_amount: integerOf(params, 'application_fee_amount', { min: 0 }) ?? before.application_fee_amount,
        transfer_data: transferDataOf(params) ?? before.transfer_data,
        transfer_group: stringOf(params, 'transfer_group') ?? before.transfer_group,
        payment_method: method?.id ?? before.payment_method,
        status: method ? 'requires_confirmation' : before.status,
      };
      // A changed amount or method starts the payment over: any 3-D Secure step asked before no longer applies.
      if (after.status === 'requires_confirmation') after.next_action = null;
      await saveObject(sql, { id: after.id, data: after });
      return after;
    });
  });

  apiRoute(
    app,
    ctx,
    'POST',
    '/v1/payment_intents/:id/confirm',
    async (call) => {
      allowParams(call.params, CONFIRM_PARAMS);
      const intent = await answered(confirmIn(call, call.path.id!));
      // Off session is Billing itself paying the invoice (a renewal, `pay`), which marks it paid on its own.
      if (!booleanOf(call.params, 'off_session')) await paidInvoiceOf(ctx, call, intent);
      return forKey(call, intent);
    },
    { publishable: true },
  );

  apiRoute(app, ctx, 'POST', '/v1/payment_intents/:id/cancel', async (call) => {
    allowParams(call.params, ['cancellation_reason']);
    const reason =
      enumOf(call.params, 'cancellation_reason', ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned']) ?? null;
    return withTransaction(ctx.pool, (sql) =>
      cancelPaymentIntent(sql, ctx, { account: call.account, id: call.path.id!, reason, request: call.request }),
    );
  });

  // Sandbox only: the 3-D Secure step's outcome, as the card frame's "Complete" / "Fail" buttons report it.
  apiRoute(
    app,
    ctx,
    'POST',
    '/v1/test_helpers/payment_intents/:id/authenticate',
    async (call) => {
      allowParams(call.params, ['outcome', 'client_secret']);
      const outcome = enumOf(call.params, 'outcome', ['succeed', 'fail'], true)!;
      const intent = await withTransaction(ctx.pool, async (sql) => {
        const stored = await lockPaymentIntent(sql, call.account, call.path.id!);
        checkClientSecret(call, stored.data);
        return authenticatePaymentIntent(sql, ctx, { account: call.account, id: stored.id, outcome, request: call.request });
      });
      await paidInvoiceOf(ctx, call, intent);
      return forKey(call, intent);
    },
    { publishable: true },
  );
}
