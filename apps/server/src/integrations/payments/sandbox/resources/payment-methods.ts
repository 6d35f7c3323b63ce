import type { FastifyInstance } from 'fastify';
import { type Sql, withTransaction } from '../../../crm/sandbox/sql';
import { type ApiCall, apiRoute } from '../api';
import type { SandboxContext } from '../context';
import { invalidRequest } from '../errors';
import { emitEvent } from '../events';
import { LIST_PARAMS, listOf } from '../list';
import { allowParams, enumOf, mergeMetadata, stringOf } from '../params';
import { requireObject, saveObject } from '../store';
import { type CustomerJson, requireCustomer } from './customers';
import {
  attachPaymentMethod,
  createCardPaymentMethod,
  type PaymentMethodJson,
  resolvePaymentMethod,
} from './payment-methods-store';

/** Card PaymentMethods: made from card details (Stripe.js, the card frame) or test tokens; attached, listed, detached. */
export function registerPaymentMethods(app: FastifyInstance, ctx: SandboxContext): void {
  const find = (call: ApiCall, forUpdate: boolean, sql: Sql = ctx.pool) =>
    requireObject<PaymentMethodJson>(
      sql,
      { id: call.path.id!, account: call.account, object: 'payment_method', label: 'PaymentMethod' },
      forUpdate,
    );

  apiRoute(
    app,
    ctx,
    'POST',
    '/v1/payment_methods',
    async (call) => withTransaction(ctx.pool, (sql) => createCardPaymentMethod(sql, ctx, call.account, call.params)),
    { publishable: true },
  );

  apiRoute(app, ctx, 'GET', '/v1/payment_methods/:id', async (call) => (await find(call, false)).data);

  apiRoute(app, ctx, 'POST', '/v1/payment_methods/:id', async (call) => {
    allowParams(call.params, ['metadata', 'allow_redisplay']);
    return withTransaction(ctx.pool, async (sql) => {
      const stored = await find(call, true, sql);
      const data = { ...stored.data, metadata: mergeMetadata(stored.data.metadata, call.params) };
      await saveObject(sql, { id: data.id, data });
      await emitEvent(sql, ctx, { type: 'payment_method.updated', account: call.account, object: data, request: call.request });
      return data;
    });
  });

  const list = async (call: ApiCall, customer: string) => {
    await requireCustomer(ctx.pool, call.account, customer);
    const type = enumOf(call.params, 'type', ['card']);
    return listOf(ctx, call, {
      object: 'payment_method',
      url: '/v1/payment_methods',
      label: 'PaymentMethod',
      where: { customer, ...(type ? { type } : {}) },
    });
  };

  apiRoute(app, ctx, 'GET', '/v1/payment_methods', async (call) => {
    allowParams(call.params, [...LIST_PARAMS, 'customer', 'type']);
    const customer = stringOf(call.params, 'customer');
    if (!customer) throw invalidRequest('Listing payment methods needs a customer.', 'customer', 'parameter_missing');
    return list(call, customer);
  });

  apiRoute(app, ctx, 'GET', '/v1/customers/:id/payment_methods', async (call) => {
    allowParams(call.params, [...LIST_PARAMS, 'type', 'allow_redisplay']);
    return list(call, call.path.id!);
  });

  apiRoute(app, ctx, 'POST', '/v1/payment_methods/:id/attach', async (call) => {
    allowParams(call.params, ['customer']);
    const customer = stringOf(call.params, 'customer', { required: true });
    return withTransaction(ctx.pool, async (sql) => {
      await requireCustomer(sql, call.account, customer);
      const method = await resolvePaymentMethod(sql, ctx, call, { payment_method: call.path.id! });
      return attachPaymentMethod(sql, ctx, call.account, method!, customer, call.request);
    });
  });

  apiRoute(app, ctx, 'POST', '/v1/payment_methods/:id/detach', async (call) => {
    allowParams(call.params, []);
    return withTransaction(ctx.pool, async (sql) => {
      const stored = await find(call, true, sql);
      const previous = stored.data.customer;
      if (!previous) {
        throw invalidRequest(
          'The payment method you provided is not attached to a customer so detachment is impossible.',
          undefined,
          'payment_method_unexpected_state',
        );
      }
      const data = { ...stored.data, customer: null };
      await saveObject(sql, { id: data.id, data });
      // The customer's default goes with it, as at Stripe.
      const owner = await requireCustomer(sql, call.account, previous, 'customer', true);
      if (owner.data.invoice_settings.default_payment_method === data.id) {
        const updated: CustomerJson = {
          ...owner.data,
          invoice_settings: { ...owner.data.invoice_settings, default_payment_method: null },
        };
        await saveObject(sql, { id: updated.id, data: updated });
        await emitEvent(sql, ctx, {
          type: 'customer.updated',
          account: call.account,
          object: updated,
          previousAttributes: { invoice_settings: owner.data.invoice_settings },
          request: call.request,
        });
      }
      await emitEvent(sql, ctx, {
        type: 'payment_method.detached',
        account: call.account,
        object: data,
        previousAttributes: { customer: previous },
        request: call.request,
      });
      return data;
    });
  });
}
