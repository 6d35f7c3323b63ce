import type { FastifyInstance } from 'fastify';
import { withTransaction } from '../../../crm/sandbox/sql';
import { apiRoute } from '../api';
import type { SandboxContext } from '../context';
import { invalidRequest, resourceMissing } from '../errors';
import type { Params } from '../form';
import { PLATFORM_ACCOUNT_ID } from '../keys';
import { LIST_PARAMS, listOf } from '../list';
import { allowParams, enumOf, groupOf, mergeMetadata, stringOf } from '../params';
import { requireObject } from '../store';
import { type AccountJson, createConnectedAccount, deauthorizeAccount, lockAccount, updateAccount } from './accounts-store';

const ACCOUNT_TYPES = ['standard', 'express', 'custom'] as const;

function businessProfileOf(params: Params, current: AccountJson['business_profile']): AccountJson['business_profile'] {
  const group = groupOf(params, 'business_profile');
  if (!group) return current;
  allowParams(group, ['name', 'url', 'support_email', 'mcc', 'product_description', 'support_phone', 'support_url']);
  return {
    ...current,
    name: stringOf(group, 'name', { max: 100 }) ?? current.name,
    url: stringOf(group, 'url') ?? current.url,
    support_email: stringOf(group, 'support_email') ?? current.support_email,
    mcc: stringOf(group, 'mcc') ?? current.mcc,
  };
}

const currencyParam = (params: Params, name: string) => {
  const raw = stringOf(params, name);
  if (raw === undefined) return undefined;
  if (!/^[a-zA-Z]{3}$/.test(raw)) throw invalidRequest(`Invalid currency: ${raw}.`, name);
  return raw.toLowerCase();
};

/** Connected accounts: made by the platform (Account Links onboard them), read, updated, deleted. */
export function registerAccounts(app: FastifyInstance, ctx: SandboxContext): void {
  apiRoute(app, ctx, 'POST', '/v1/accounts', async (call) => {
    if (call.connected) throw invalidRequest('Connected accounts cannot create other accounts.');
    const { params } = call;
    allowParams(params, [
      'type',
      'country',
      'email',
      'business_type',
      'business_profile',
      'default_currency',
      'metadata',
      'capabilities',
      'controller',
    ]);
    const type = enumOf(params, 'type', ACCOUNT_TYPES) ?? 'standard';
    const country = stringOf(params, 'country')?.toUpperCase();
    if (country !== undefined && !/^[A-Z]{2}$/.test(country)) throw invalidRequest(`Country '${country}' is unknown.`, 'country');
    return withTransaction(ctx.pool, async (sql) => {
      const blank = businessProfileOf(params, { name: null, url: null, support_email: null, mcc: null });
      const data = await createConnectedAccount(sql, ctx, {
        type,
        country,
        email: stringOf(params, 'email') ?? null,
        businessName: blank.name,
        defaultCurrency: currencyParam(params, 'default_currency'),
        metadata: mergeMetadata({}, params),
        origin: 'platform',
      });
      return data;
    });
  });

  // The account of the key: the platform's, or the one `Stripe-Account` names.
  apiRoute(
    app,
    ctx,
    'GET',
    '/v1/account',
    async (call) =>
      (await requireObject(ctx.pool, { id: call.account, account: PLATFORM_ACCOUNT_ID, object: 'account', label: 'account' }))
        .data,
  );

  apiRoute(app, ctx, 'GET', '/v1/accounts/:id', async (call) => {
    const id = call.path.id!;
    // A connected account sees itself only.
    if (call.connected && id !== call.account) throw resourceMissing('account', id);
    return (await requireObject(ctx.pool, { id, account: PLATFORM_ACCOUNT_ID, object: 'account', label: 'account' })).data;
  });

  apiRoute(app, ctx, 'GET', '/v1/accounts', async (call) => {
    if (call.connected) throw invalidRequest('Only the platform can list its connected accounts.');
    allowParams(call.params, LIST_PARAMS);
    const list = await listOf(ctx, call, { object: 'account', url: '/v1/accounts', label: 'account' });
    // The platform's own account is not one of its connected accounts.
    return { ...list, data: list.data.filter((a) => a.id !== PLATFORM_ACCOUNT_ID) };
  });

  apiRoute(app, ctx, 'POST', '/v1/accounts/:id', async (call) => {
    const id = call.path.id!;
    if (call.connected && id !== call.account) throw resourceMissing('account', id);
    const { params } = call;
    allowParams(params, ['email', 'business_profile', 'default_currency', 'metadata']);
    return withTransaction(ctx.pool, async (sql) => {
      const stored = await lockAccount(sql, id);
      const before = stored.data;
      const after: AccountJson = {
        ...before,
        email: stringOf(params, 'email') ?? before.email,
        business_profile: businessProfileOf(params, before.business_profile),
        default_currency: currencyParam(params, 'default_currency') ?? before.default_currency,
        metadata: mergeMetadata(before.metadata, params),
      };
      return updateAccount(sql, ctx, before, after, call.request);
    });
  });

  apiRoute(app, ctx, 'DELETE', '/v1/accounts/:id', async (call) => {
    const id = call.path.id!;
    if (call.connected || id === PLATFORM_ACCOUNT_ID)
      throw invalidRequest('The platform can delete only its connected accounts.');
    return withTransaction(ctx.pool, async (sql) => {
      const stored = await lockAccount(sql, id);
      // Stripe deletes accounts the platform made; an existing account connected through OAuth is only let go.
      await deauthorizeAccount(sql, ctx, id, call.request);
      if (stored.hidden.origin === 'platform') {
        await sql.query('UPDATE stripe_sandbox.objects SET deleted = true WHERE id = $1', [id]);
      }
      return { id, object: 'account', deleted: true };
    });
  });
}
