import type { FastifyInstance } from 'fastify';
import { type Sql, withTransaction } from '../../../crm/sandbox/sql';
import { apiRoute } from '../api';
import { nowSeconds, type SandboxContext } from '../context';
import { invalidRequest } from '../errors';
import { emitEvent, previousAttributes } from '../events';
import type { Params } from '../form';
import { stripeId } from '../ids';
import { LIST_PARAMS, listOf } from '../list';
import { allowParams, groupOf, mergeMetadata, stringListOf, stringOf } from '../params';
import { findObject, insertObject, markDeleted, requireObject, type StripeJson, saveObject } from '../store';

export type CustomerJson = StripeJson & {
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  invoice_settings: { custom_fields: null; default_payment_method: string | null; footer: null; rendering_options: null };
};

const CUSTOMER_PARAMS = ['name', 'email', 'description', 'phone', 'metadata', 'invoice_settings', 'preferred_locales', 'address'];

/** Reads a customer of `account`, or Stripe's 404 naming the parameter it came from. */
export const requireCustomer = (sql: Sql, account: string, id: string, param = 'customer', forUpdate = false) =>
  requireObject<CustomerJson>(sql, { id, account, object: 'customer', label: 'customer', param }, forUpdate);

/** A payment method attached to `customer` on `account`, or Stripe's refusal. */
async function defaultMethodOf(sql: Sql, account: string, customer: string | null, params: Params) {
  const settings = groupOf(params, 'invoice_settings');
  if (!settings) return undefined;
  allowParams(settings, ['default_payment_method', 'custom_fields', 'footer', 'rendering_options']);
  const id = stringOf(settings, 'default_payment_method');
  if (id === undefined) return undefined;
  if (id === '') return null;
  const method = await findObject<StripeJson>(sql, { id, account, object: 'payment_method' });
  if (!method)
    throw invalidRequest(`No such PaymentMethod: '${id}'`, 'invoice_settings[default_payment_method]', 'resource_missing');
  if (method.data.customer !== customer) {
    throw invalidRequest(
      `The customer does not have a payment method with the ID ${id}. The payment method must be attached to the customer.`,
      'invoice_settings[default_payment_method]',
    );
  }
  return id;
}

function addressOf(params: Params) {
  const group = groupOf(params, 'address');
  if (!group) return undefined;
  allowParams(group, ['line1', 'line2', 'city', 'state', 'postal_code', 'country']);
  const field = (name: string) => stringOf(group, name) ?? null;
  return {
    city: field('city'),
    country: field('country'),
    line1: field('line1'),
    line2: field('line2'),
    postal_code: field('postal_code'),
    state: field('state'),
  };
}

/** Customers: the platform's (agencies paying for apps) and connected accounts' (locations buying from a store). */
export function registerCustomers(app: FastifyInstance, ctx: SandboxContext): void {
  apiRoute(app, ctx, 'POST', '/v1/customers', async (call) => {
    const { params } = call;
    allowParams(params, [...CUSTOMER_PARAMS, 'payment_method', 'test_clock']);
    const created = nowSeconds(ctx);
    const testClock = stringOf(params, 'test_clock') || null;
    const email = stringOf(params, 'email', { max: 512 });
    if (email && !/^[^\s@]+@[^\s@]+$/.test(email))
      throw invalidRequest(`Invalid email address: ${email}`, 'email', 'email_invalid');
    const data: CustomerJson = {
      id: stripeId('cus'),
      object: 'customer',
      address: addressOf(params) ?? null,
      balance: 0,
      created,
      currency: null,
      default_source: null,
      delinquent: false,
      description: stringOf(params, 'description') ?? null,
      discount: null,
      email: email ?? null,
      invoice_prefix: stripeId('x').slice(2, 10).toUpperCase(),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: mergeMetadata({}, params),
      name: stringOf(params, 'name', { max: 256 }) ?? null,
      phone: stringOf(params, 'phone') ?? null,
      preferred_locales: stringListOf(params, 'preferred_locales') ?? [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: testClock,
    };
    return withTransaction(ctx.pool, async (sql) => {
      // A customer on a test clock lives in its time (billing/test-clocks.ts): the clock must be the account's.
      if (testClock) {
        await requireObject(sql, {
          id: testClock,
          account: call.account,
          object: 'test_helpers.test_clock',
          label: 'test_clock',
          param: 'test_clock',
        });
      }
      await insertObject(sql, { account: call.account, data, created });
      await emitEvent(sql, ctx, { type: 'customer.created', account: call.account, object: data, request: call.request });
      return data;
    });
  });

  apiRoute(
    app,
    ctx,
    'GET',
    '/v1/customers/:id',
    async (call) => (await requireCustomer(ctx.pool, call.account, call.path.id!, 'id')).data,
  );

  apiRoute(app, ctx, 'GET', '/v1/customers', async (call) => {
    allowParams(call.params, [...LIST_PARAMS, 'email']);
    const email = stringOf(call.params, 'email');
    return listOf(ctx, call, {
      object: 'customer',
      url: '/v1/customers',
      label: 'customer',
      where: email ? { email } : undefined,
    });
  });

  apiRoute(app, ctx, 'POST', '/v1/customers/:id', async (call) => {
    const { params } = call;
    allowParams(params, CUSTOMER_PARAMS);
    return withTransaction(ctx.pool, async (sql) => {
      const stored = await requireCustomer(sql, call.account, call.path.id!, 'id', true);
      const before = stored.data;
      const defaultMethod = await defaultMethodOf(sql, call.account, before.id, params);
      const after: CustomerJson = {
        ...before,
        address: addressOf(params) ?? before.address,
        description: stringOf(params, 'description') ?? before.description,
        email: stringOf(params, 'email') ?? before.email,
        invoice_settings: {
          ...before.invoice_settings,
          default_payment_method: defaultMethod === undefined ? before.invoice_settings.default_payment_method : defaultMethod,
        },
        metadata: mergeMetadata(before.metadata, params),
        name: stringOf(params, 'name') ?? before.name,
        phone: stringOf(params, 'phone') ?? before.phone,
        preferred_locales: stringListOf(params, 'preferred_locales') ?? before.preferred_locales,
      };
      await saveObject(sql, { id: after.id, data: after });
      const changed = previousAttributes(before, after);
      if (Object.keys(changed).length) {
        await emitEvent(sql, ctx, {
          type: 'customer.updated',
          account: call.account,
          object: after,
          previousAttributes: changed,
          request: call.request,
        });
      }
      return after;
    });
  });

  apiRoute(app, ctx, 'DELETE', '/v1/customers/:id', async (call) =>
    withTransaction(ctx.pool, async (sql) => {
      const stored = await requireCustomer(sql, call.account, call.path.id!, 'id', true);
      await markDeleted(sql, stored.id);
      await emitEvent(sql, ctx, { type: 'customer.deleted', account: call.account, object: stored.data, request: call.request });
      return { id: stored.id, object: 'customer', deleted: true };
    }),
  );
}
