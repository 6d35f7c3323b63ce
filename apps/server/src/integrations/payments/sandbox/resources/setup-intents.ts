import type { FastifyInstance } from 'fastify';
import { type Sql, withTransaction } from '../../../crm/sandbox/sql';
import { type ApiCall, apiRoute } from '../api';
import { nowSeconds, type SandboxContext } from '../context';
import { invalidRequest, type StripeError } from '../errors';
import { type EventRequest, emitEvent } from '../events';
import { clientSecretOf, stripeId } from '../ids';
import { LIST_PARAMS, listOf } from '../list';
import { SANDBOX_PAGE_PATHS } from '../page-paths';
import { allowParams, booleanOf, enumOf, groupOf, mergeMetadata, stringOf } from '../params';
import { insertObject, requireObject, type StoredObject, type StripeJson, saveObject } from '../store';
import { checkClientSecret, forKey } from './client-secret';
import { requireCustomer } from './customers';
import { authenticationFailureJson, cardErrorJson, cardErrorOf, methodTypesOf, unexpectedState } from './intent-errors';
import { attachPaymentMethod, cardOfMethod, type PaymentMethodJson, resolvePaymentMethod } from './payment-methods-store';

type SetupIntentJson = StripeJson & {
  client_secret: string;
  customer: string | null;
  metadata: Record<string, string>;
  payment_method: string | null;
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  next_action: Record<string, unknown> | null;
  last_setup_error: Record<string, unknown> | null;
  usage: 'off_session' | 'on_session';
};

const CONFIRM_PARAMS = [
  'payment_method',
  'payment_method_data',
  'return_url',
  'payment_method_options',
  'use_stripe_sdk',
  'mandate_data',
  'client_secret',
];

const lock = (sql: Sql, account: string, id: string) =>
  requireObject<SetupIntentJson>(sql, { id, account, object: 'setup_intent', label: 'setup_intent', param: 'intent' }, true);

async function save(
  sql: Sql,
  ctx: SandboxContext,
  account: string,
  data: SetupIntentJson,
  type: string | null,
  request: EventRequest | null,
) {
  await saveObject(sql, { id: data.id, data });
  if (type) await emitEvent(sql, ctx, { type, account, object: data, request });
  return data;
}

/** Saved for off-session use: attached to the intent's customer (when it has one) and marked authenticated. */
async function succeed(
  sql: Sql,
  ctx: SandboxContext,
  account: string,
  intent: SetupIntentJson,
  method: StoredObject<PaymentMethodJson>,
  request: EventRequest | null,
) {
  if (intent.customer) await attachPaymentMethod(sql, ctx, account, method, intent.customer, request, { setUp: true });
  else await saveObject(sql, { id: method.id, data: method.data, hidden: { ...method.hidden, setUp: true } });
  return save(
    sql,
    ctx,
    account,
    { ...intent, status: 'succeeded', payment_method: method.id, next_action: null, last_setup_error: null },
    'setup_intent.succeeded',
    request,
  );
}

async function confirm(
  sql: Sql,
  ctx: SandboxContext,
  call: ApiCall,
  intent: SetupIntentJson,
  method: StoredObject<PaymentMethodJson> | null,
): Promise<{ intent: SetupIntentJson; error: StripeError | null }> {
  if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status))
    throw unexpectedState(intent, 'confirm');
  if (!method) {
    throw invalidRequest(
      "You cannot confirm this SetupIntent because it's missing a payment method.",
      'payment_method',
      'setup_intent_unexpected_state',
    );
  }
  const behaviour = cardOfMethod(method).behaviour;
  if (behaviour.kind === 'declines') {
    const lastError = cardErrorJson(behaviour, method.data, null);
    const failed = await save(
      sql,
      ctx,
      call.account,
      { ...intent, status: 'requires_payment_method', payment_method: null, last_setup_error: lastError, next_action: null },
      'setup_intent.setup_failed',
      call.request,
    );
    return { intent: failed, error: cardErrorOf(lastError, failed) };
  }
  if (behaviour.kind === 'authenticates') {
    const url = `${ctx.publicUrl}${SANDBOX_PAGE_PATHS.threeDSecure}/${intent.id}`;
    const returnUrl = stringOf(call.params, 'return_url');
    const nextAction = returnUrl
      ? { type: 'redirect_to_url', redirect_to_url: { return_url: returnUrl, url } }
      : { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: url, source: intent.id } };
    const waiting = await save(
      sql,
      ctx,
      call.account,
      { ...intent, status: 'requires_action', payment_method: method.id, next_action: nextAction, last_setup_error: null },
      'setup_intent.requires_action',
      call.request,
    );
    return { intent: waiting, error: null };
  }
  return { intent: await succeed(sql, ctx, call.account, intent, method, call.request), error: null };
}

/** Setup intents: a card saved for later payments (off session), with its 3-D Secure step when the card wants one. */
export function registerSetupIntents(app: FastifyInstance, ctx: SandboxContext): void {
  apiRoute(app, ctx, 'POST', '/v1/setup_intents', async (call) => {
    const { params } = call;
    allowParams(params, [
      'customer',
      'description',
      'metadata',
      'usage',
      'payment_method',
      'payment_method_data',
      'allowed_payment_method_types',
      'excluded_payment_method_types',
      'automatic_payment_methods',
      'confirm',
      'return_url',
      'payment_method_options',
      'use_stripe_sdk',
    ]);
    const methodTypes = methodTypesOf(params);
    const automatic = groupOf(params, 'automatic_payment_methods');
    const { intent, error } = await withTransaction(ctx.pool, async (sql) => {
      const customer = stringOf(params, 'customer') || null;
      if (customer) await requireCustomer(sql, call.account, customer);
      const method = await resolvePaymentMethod(sql, ctx, call, params);
      const id = stripeId('seti');
      const created = nowSeconds(ctx);
      const data: SetupIntentJson = {
        id,
        object: 'setup_intent',
        application: null,
        automatic_payment_methods: automatic
          ? { allow_redirects: 'always', enabled: booleanOf(automatic, 'enabled') ?? false }
          : null,
        cancellation_reason: null,
        client_secret: clientSecretOf(id),
        created,
        customer,
        description: stringOf(params, 'description') ?? null,
        flow_directions: null,
        last_setup_error: null,
        latest_attempt: null,
        livemode: false,
        mandate: null,
        metadata: mergeMetadata({}, params),
        next_action: null,
        on_behalf_of: null,
        payment_method: method?.id ?? null,
        payment_method_options: { card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
        payment_method_types: ['card'],
        ...methodTypes,
        single_use_mandate: null,
        status: method ? 'requires_confirmation' : 'requires_payment_method',
        usage: enumOf(params, 'usage', ['off_session', 'on_session'] as const) ?? 'off_session',
      };
      await insertObject(sql, { account: call.account, data, created });
      await emitEvent(sql, ctx, { type: 'setup_intent.created', account: call.account, object: data, request: call.request });
      if (!booleanOf(params, 'confirm')) return { intent: data, error: null };
      return confirm(sql, ctx, call, data, method);
    });
    if (error) throw error;
    return intent;
  });

  apiRoute(
    app,
    ctx,
    'GET',
    '/v1/setup_intents/:id',
    async (call) => {
      allowParams(call.params, ['client_secret']);
      const stored = await requireObject<SetupIntentJson>(ctx.pool, {
        id: call.path.id!,
        account: call.account,
        object: 'setup_intent',
        label: 'setup_intent',
        param: 'intent',
      });
      checkClientSecret(call, stored.data);
      return forKey(call, stored.data);
    },
    { publishable: true },
  );

  apiRoute(app, ctx, 'GET', '/v1/setup_intents', async (call) => {
    allowParams(call.params, [...LIST_PARAMS, 'customer', 'payment_method']);
    const customer = stringOf(call.params, 'customer');
    return listOf(ctx, call, {
      object: 'setup_intent',
      url: '/v1/setup_intents',
      label: 'setup_intent',
      where: customer ? { customer } : undefined,
    });
  });

  apiRoute(
    app,
    ctx,
    'POST',
    '/v1/setup_intents/:id/confirm',
    async (call) => {
      allowParams(call.params, CONFIRM_PARAMS);
      const { intent, error } = await withTransaction(ctx.pool, async (sql) => {
        const stored = await lock(sql, call.account, call.path.id!);
        checkClientSecret(call, stored.data);
        const given = await resolvePaymentMethod(sql, ctx, call, call.params);
        const method =
          given ??
          (stored.data.payment_method
            ? await requireObject<PaymentMethodJson>(
                sql,
                { id: stored.data.payment_method, account: call.account, object: 'payment_method', label: 'PaymentMethod' },
                true,
              )
            : null);
        return confirm(sql, ctx, call, stored.data, method);
      });
      if (error) throw error;
      return forKey(call, intent);
    },
    { publishable: true },
  );

  apiRoute(app, ctx, 'POST', '/v1/setup_intents/:id/cancel', async (call) => {
    allowParams(call.params, ['cancellation_reason']);
    const reason =
      enumOf(call.params, 'cancellation_reason', ['abandoned', 'duplicate', 'requested_by_customer'] as const) ?? null;
    return withTransaction(ctx.pool, async (sql) => {
      const stored = await lock(sql, call.account, call.path.id!);
      if (stored.data.status === 'succeeded' || stored.data.status === 'canceled') throw unexpectedState(stored.data, 'cancel');
      return save(
        sql,
        ctx,
        call.account,
        { ...stored.data, status: 'canceled', cancellation_reason: reason, next_action: null },
        'setup_intent.canceled',
        call.request,
      );
    });
  });

  // Sandbox only: the 3-D Secure step's outcome for a card being saved.
  apiRoute(
    app,
    ctx,
    'POST',
    '/v1/test_helpers/setup_intents/:id/authenticate',
    async (call) => {
      allowParams(call.params, ['outcome', 'client_secret']);
      const outcome = enumOf(call.params, 'outcome', ['succeed', 'fail'] as const, true)!;
      return withTransaction(ctx.pool, async (sql) => {
        const stored = await lock(sql, call.account, call.path.id!);
        checkClientSecret(call, stored.data);
        const intent = stored.data;
        if (intent.status !== 'requires_action') throw unexpectedState(intent, 'authenticate');
        const method = await requireObject<PaymentMethodJson>(
          sql,
          { id: intent.payment_method!, account: call.account, object: 'payment_method', label: 'PaymentMethod' },
          true,
        );
        if (outcome === 'succeed') return forKey(call, await succeed(sql, ctx, call.account, intent, method, call.request));
        const failed = await save(
          sql,
          ctx,
          call.account,
          {
            ...intent,
            status: 'requires_payment_method',
            payment_method: null,
            next_action: null,
            last_setup_error: authenticationFailureJson(intent, method.data),
          },
          'setup_intent.setup_failed',
          call.request,
        );
        return forKey(call, failed);
      });
    },
    { publishable: true },
  );
}
