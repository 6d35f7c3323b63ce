import type { FastifyInstance } from 'fastify';
import { type Sql, withTransaction } from '../../../crm/sandbox/sql';
import { apiRoute } from '../api';
import type { PriceJson } from '../billing/billing-types';
import { nowSeconds, type SandboxContext } from '../context';
import { invalidRequest } from '../errors';
import { emitEvent, previousAttributes } from '../events';
import type { Params } from '../form';
import { stripeId } from '../ids';
import { LIST_PARAMS, listOf } from '../list';
import { allowParams, booleanOf, currencyOf, enumOf, groupOf, integerOf, mergeMetadata, stringListOf, stringOf } from '../params';
import { insertObject, requireObject, type StripeJson, saveObject } from '../store';

export type ProductJson = StripeJson & {
  active: boolean;
  name: string;
  description: string | null;
  images: string[];
  metadata: Record<string, string>;
  default_price: string | null;
  updated: number;
};

const PRODUCT_PARAMS = ['name', 'description', 'active', 'images', 'metadata', 'url', 'statement_descriptor'];
const INTERVALS = ['day', 'week', 'month', 'year'] as const;

const requireProduct = (sql: Sql, account: string, id: string, param = 'product', forUpdate = false) =>
  requireObject<ProductJson>(sql, { id, account, object: 'product', label: 'product', param }, forUpdate);

const requirePrice = (sql: Sql, account: string, id: string, forUpdate = false) =>
  requireObject<PriceJson>(sql, { id, account, object: 'price', label: 'price', param: 'id' }, forUpdate);

function nameOf(params: Params, required: boolean): string | undefined {
  const name = required ? stringOf(params, 'name', { required: true, max: 250 }) : stringOf(params, 'name', { max: 250 });
  if (name !== undefined && name.trim() === '') throw invalidRequest('You must supply a non-empty name.', 'name');
  return name;
}

/**
 * Products and prices (the store's services on the agency's account, and app billing's one product per
 * subscription). Prices are immutable but for `active`, `nickname` and `metadata`, as at Stripe.
 */
export function registerProducts(app: FastifyInstance, ctx: SandboxContext): void {
  apiRoute(app, ctx, 'POST', '/v1/products', async (call) => {
    const { params } = call;
    allowParams(params, [...PRODUCT_PARAMS, 'id']);
    const created = nowSeconds(ctx);
    const data: ProductJson = {
      id: stringOf(params, 'id') || stripeId('prod'),
      object: 'product',
      active: booleanOf(params, 'active') ?? true,
      created,
      default_price: null,
      description: stringOf(params, 'description', { max: 40000 }) ?? null,
      images: stringListOf(params, 'images') ?? [],
      livemode: false,
      metadata: mergeMetadata({}, params),
      name: nameOf(params, true) as string,
      statement_descriptor: stringOf(params, 'statement_descriptor') ?? null,
      updated: created,
      url: stringOf(params, 'url') ?? null,
    };
    return withTransaction(ctx.pool, async (sql) => {
      await insertObject(sql, { account: call.account, data, created });
      await emitEvent(sql, ctx, { type: 'product.created', account: call.account, object: data, request: call.request });
      return data;
    });
  });

  apiRoute(
    app,
    ctx,
    'GET',
    '/v1/products/:id',
    async (call) => (await requireProduct(ctx.pool, call.account, call.path.id!, 'id')).data,
  );

  apiRoute(app, ctx, 'GET', '/v1/products', async (call) => {
    allowParams(call.params, [...LIST_PARAMS, 'active']);
    const active = booleanOf(call.params, 'active');
    return listOf(ctx, call, {
      object: 'product',
      url: '/v1/products',
      label: 'product',
      where: active === undefined ? undefined : { active },
    });
  });

  apiRoute(app, ctx, 'POST', '/v1/products/:id', async (call) => {
    const { params } = call;
    allowParams(params, [...PRODUCT_PARAMS, 'default_price']);
    return withTransaction(ctx.pool, async (sql) => {
      const stored = await requireProduct(sql, call.account, call.path.id!, 'id', true);
      const before = stored.data;
      const defaultPrice = stringOf(params, 'default_price');
      if (defaultPrice) {
        const price = await requirePrice(sql, call.account, defaultPrice);
        if (price.data.product !== before.id)
          throw invalidRequest('The default price must belong to this product.', 'default_price');
      }
      const after: ProductJson = {
        ...before,
        active: booleanOf(params, 'active') ?? before.active,
        default_price: defaultPrice === undefined ? before.default_price : defaultPrice || null,
        description: stringOf(params, 'description', { max: 40000 }) ?? before.description,
        images: stringListOf(params, 'images') ?? before.images,
        metadata: mergeMetadata(before.metadata, params),
        name: nameOf(params, false) ?? before.name,
        updated: nowSeconds(ctx),
      };
      await saveObject(sql, { id: after.id, data: after });
      await emitEvent(sql, ctx, {
        type: 'product.updated',
        account: call.account,
        object: after,
        previousAttributes: previousAttributes(before, after),
        request: call.request,
      });
      return after;
    });
  });

  apiRoute(app, ctx, 'POST', '/v1/prices', async (call) => {
    const { params } = call;
    allowParams(params, [
      'product',
      'product_data',
      'unit_amount',
      'currency',
      'recurring',
      'active',
      'metadata',
      'nickname',
      'lookup_key',
      'tax_behavior',
    ]);
    const created = nowSeconds(ctx);
    const recurringGroup = groupOf(params, 'recurring');
    let recurring: PriceJson['recurring'] = null;
    if (recurringGroup) {
      allowParams(recurringGroup, ['interval', 'interval_count', 'usage_type']);
      const interval = enumOf(recurringGroup, 'interval', INTERVALS, true) as (typeof INTERVALS)[number];
      recurring = {
        interval,
        interval_count: integerOf(recurringGroup, 'interval_count', { min: 1 }) ?? 1,
        usage_type: 'licensed',
      };
    }
    return withTransaction(ctx.pool, async (sql) => {
      let product = stringOf(params, 'product');
      const productData = groupOf(params, 'product_data');
      if (!product && !productData) throw invalidRequest('Missing required param: product.', 'product', 'parameter_missing');
      if (product) await requireProduct(sql, call.account, product);
      else if (productData) {
        allowParams(productData, ['name', 'metadata', 'active']);
        const madeProduct: ProductJson = {
          id: stripeId('prod'),
          object: 'product',
          active: booleanOf(productData, 'active') ?? true,
          created,
          default_price: null,
          description: null,
          images: [],
          livemode: false,
          metadata: mergeMetadata({}, productData),
          name: nameOf(productData, true) as string,
          updated: created,
        };
        await insertObject(sql, { account: call.account, data: madeProduct, created });
        product = madeProduct.id;
      }
      const data: PriceJson = {
        id: stripeId('price'),
        object: 'price',
        active: booleanOf(params, 'active') ?? true,
        billing_scheme: 'per_unit',
        created,
        currency: currencyOf(params) as string,
        livemode: false,
        lookup_key: stringOf(params, 'lookup_key') ?? null,
        metadata: mergeMetadata({}, params),
        nickname: stringOf(params, 'nickname') ?? null,
        product: product as string,
        recurring,
        tax_behavior: 'unspecified',
        type: recurring ? 'recurring' : 'one_time',
        unit_amount: integerOf(params, 'unit_amount', { required: true, min: 0 }),
      };
      await insertObject(sql, { account: call.account, data, created });
      await emitEvent(sql, ctx, { type: 'price.created', account: call.account, object: data, request: call.request });
      return data;
    });
  });

  apiRoute(app, ctx, 'GET', '/v1/prices/:id', async (call) => (await requirePrice(ctx.pool, call.account, call.path.id!)).data);

  apiRoute(app, ctx, 'GET', '/v1/prices', async (call) => {
    allowParams(call.params, [...LIST_PARAMS, 'product', 'active', 'type']);
    const where: Record<string, unknown> = {};
    const product = stringOf(call.params, 'product');
    if (product) where.product = product;
    const active = booleanOf(call.params, 'active');
    if (active !== undefined) where.active = active;
    const type = stringOf(call.params, 'type');
    if (type) where.type = type;
    return listOf(ctx, call, { object: 'price', url: '/v1/prices', label: 'price', where });
  });

  apiRoute(app, ctx, 'POST', '/v1/prices/:id', async (call) => {
    const { params } = call;
    allowParams(params, ['active', 'metadata', 'nickname', 'lookup_key']);
    return withTransaction(ctx.pool, async (sql) => {
      const stored = await requirePrice(sql, call.account, call.path.id!, true);
      const before = stored.data;
      const after: PriceJson = {
        ...before,
        active: booleanOf(params, 'active') ?? before.active,
        metadata: mergeMetadata(before.metadata as Record<string, string>, params),
        nickname: stringOf(params, 'nickname') ?? before.nickname ?? null,
        lookup_key: stringOf(params, 'lookup_key') ?? before.lookup_key ?? null,
      };
      await saveObject(sql, { id: after.id, data: after });
      await emitEvent(sql, ctx, {
        type: 'price.updated',
        account: call.account,
        object: after,
        previousAttributes: previousAttributes(before, after),
        request: call.request,
      });
      return after;
    });
  });
}
