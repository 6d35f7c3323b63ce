import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type Sql, withTransaction } from '../../../crm/sandbox/sql';
import { apiRoute } from '../api';
import { nowSeconds, type SandboxContext } from '../context';
import { invalidRequest, OAuthError, resourceMissing } from '../errors';
import { emitEvent } from '../events';
import { randomAlnum } from '../ids';
import { PLATFORM_ACCOUNT_ID, SANDBOX_CONNECT_CLIENT_ID, SANDBOX_PUBLISHABLE_KEY } from '../keys';
import { SANDBOX_PAGE_PATHS } from '../page-paths';
import { allowParams, enumOf, stringOf } from '../params';
import { findObject, insertObject, saveObject } from '../store';
import { type AccountJson, completeOnboarding, createConnectedAccount, deauthorizeAccount, lockAccount } from './accounts-store';

/** Account Links and OAuth codes are short-lived, as at Stripe (a link 5 minutes, a code 5 minutes). */
const LINK_TTL_SECONDS = 300;
const CODE_TTL_SECONDS = 300;

export interface AccountLink {
  token: string;
  account: string;
  type: 'account_onboarding' | 'account_update';
  returnUrl: string;
  refreshUrl: string;
  expired: boolean;
  used: boolean;
}

const linkId = (token: string) => `acctlink_${token}`;

/** The Account Link behind an onboarding page's token (A2's page), or null. */
export async function accountLinkOf(sql: Sql, ctx: SandboxContext, token: string): Promise<AccountLink | null> {
  const found = await findObject(sql, { id: linkId(token), account: PLATFORM_ACCOUNT_ID, object: 'account_link_token' });
  if (!found) return null;
  const h = found.hidden as {
    account: string;
    type: AccountLink['type'];
    return_url: string;
    refresh_url: string;
    expires_at: number;
    used?: boolean;
  };
  return {
    token,
    account: h.account,
    type: h.type,
    returnUrl: h.return_url,
    refreshUrl: h.refresh_url,
    expired: nowSeconds(ctx) > h.expires_at,
    used: Boolean(h.used),
  };
}

/** An Account Link works once: visiting it again sends the person to its `refresh_url` for a new one. */
export async function markAccountLinkUsed(sql: Sql, token: string): Promise<void> {
  await sql.query(`UPDATE stripe_sandbox.objects SET hidden = hidden || '{"used": true}' WHERE id = $1`, [linkId(token)]);
}

/**
 * An OAuth authorization code for a connected account (what Stripe's authorize page gives back in `code`), redeemed
 * once at `POST /oauth/token`. A2's authorize page and the test helper call it.
 */
export async function issueOAuthCode(sql: Sql, ctx: SandboxContext, input: { account: string; scope?: string }): Promise<string> {
  const code = `ac_${randomAlnum(32)}`;
  const created = nowSeconds(ctx);
  await insertObject(sql, {
    account: PLATFORM_ACCOUNT_ID,
    data: { id: code, object: 'oauth_code' },
    hidden: { account: input.account, scope: input.scope ?? 'read_write', expires_at: created + CODE_TTL_SECONDS, used: false },
    created,
  });
  return code;
}

/** Account Links (onboarding), Stripe's OAuth token and deauthorize, and the sandbox's shortcuts to both. */
export function registerConnectOnboarding(app: FastifyInstance, ctx: SandboxContext): void {
  apiRoute(app, ctx, 'POST', '/v1/account_links', async (call) => {
    if (call.connected) throw invalidRequest('Account Links are made by the platform, without a Stripe-Account header.');
    const { params } = call;
    allowParams(params, ['account', 'type', 'refresh_url', 'return_url', 'collect', 'collection_options']);
    const account = stringOf(params, 'account', { required: true });
    const type = enumOf(params, 'type', ['account_onboarding', 'account_update'] as const, true)!;
    const returnUrl = stringOf(params, 'return_url', { required: true });
    const refreshUrl = stringOf(params, 'refresh_url') ?? returnUrl;
    for (const [name, url] of [
      ['return_url', returnUrl],
      ['refresh_url', refreshUrl],
    ] as const) {
      if (!URL.canParse(url)) throw invalidRequest(`Not a valid URL`, name, 'url_invalid');
    }
    return withTransaction(ctx.pool, async (sql) => {
      const target = await findObject<AccountJson>(sql, { id: account, account: PLATFORM_ACCOUNT_ID, object: 'account' });
      if (!target || account === PLATFORM_ACCOUNT_ID || target.hidden.deauthorized)
        throw resourceMissing('account', account, 'account');
      const created = nowSeconds(ctx);
      const token = randomBytes(18).toString('base64url');
      await insertObject(sql, {
        account: PLATFORM_ACCOUNT_ID,
        data: { id: linkId(token), object: 'account_link_token' },
        hidden: { account, type, return_url: returnUrl, refresh_url: refreshUrl, expires_at: created + LINK_TTL_SECONDS },
        created,
      });
      return {
        object: 'account_link',
        created,
        expires_at: created + LINK_TTL_SECONDS,
        url: `${ctx.publicUrl}${SANDBOX_PAGE_PATHS.onboarding}/${token}`,
      };
    });
  });

  apiRoute(app, ctx, 'POST', '/oauth/token', async (call) => {
    const { params } = call;
    const grant = stringOf(params, 'grant_type');
    if (grant !== 'authorization_code') {
      throw new OAuthError(
        'unsupported_grant_type',
        `Unsupported grant type: ${grant ?? '(none)'}. The sandbox exchanges authorization codes.`,
      );
    }
    const code = stringOf(params, 'code');
    if (!code) throw new OAuthError('invalid_request', 'No authorization code provided');
    return withTransaction(ctx.pool, async (sql) => {
      const found = await findObject(sql, { id: code, account: PLATFORM_ACCOUNT_ID, object: 'oauth_code' }, true);
      if (!found) throw new OAuthError('invalid_grant', `Authorization code does not exist: ${code}`);
      const h = found.hidden as { account: string; scope: string; expires_at: number; used: boolean };
      if (h.used) throw new OAuthError('invalid_grant', `Authorization code has already been used: ${code}`);
      if (nowSeconds(ctx) > h.expires_at) throw new OAuthError('invalid_grant', `Authorization code expired: ${code}`);
      await saveObject(sql, { id: found.id, data: found.data, hidden: { ...h, used: true } });
      const account = await lockAccount(sql, h.account);
      // Connecting (again) is announced once per connection, as Stripe's account.application.authorized.
      const announce = Boolean(account.hidden.deauthorized) || !account.hidden.authorizedOnce;
      await saveObject(sql, {
        id: account.id,
        data: account.data,
        hidden: { ...account.hidden, deauthorized: false, authorizedOnce: true },
      });
      if (announce) {
        await emitEvent(sql, ctx, {
          type: 'account.application.authorized',
          account: account.id,
          object: { id: SANDBOX_CONNECT_CLIENT_ID, object: 'application', name: 'Atrium' },
          request: call.request,
        });
      }
      return {
        access_token: `sk_test_oauth_${randomAlnum(24)}`,
        livemode: false,
        refresh_token: `rt_${randomAlnum(32)}`,
        scope: h.scope,
        stripe_publishable_key: SANDBOX_PUBLISHABLE_KEY,
        stripe_user_id: account.id,
        token_type: 'bearer',
      };
    });
  });

  apiRoute(app, ctx, 'POST', '/oauth/deauthorize', async (call) => {
    const clientId = stringOf(call.params, 'client_id');
    const accountId = stringOf(call.params, 'stripe_user_id');
    if (clientId !== SANDBOX_CONNECT_CLIENT_ID)
      throw new OAuthError('invalid_client', `No such application: '${clientId ?? ''}'`);
    if (!accountId) throw new OAuthError('invalid_request', 'No stripe_user_id provided');
    return withTransaction(ctx.pool, async (sql) => {
      const target = await findObject(sql, { id: accountId, account: PLATFORM_ACCOUNT_ID, object: 'account' }, true);
      if (!target || accountId === PLATFORM_ACCOUNT_ID || target.hidden.deauthorized) {
        throw new OAuthError(
          'invalid_client',
          `This application is not connected to stripe account ${accountId}, or that account does not exist.`,
        );
      }
      await deauthorizeAccount(sql, ctx, accountId, call.request);
      return { stripe_user_id: accountId };
    });
  });

  // Sandbox only: what the authorize page does when a person approves: a code for an existing connected account, or
  // for a new onboarded standard account named `business_name`.
  apiRoute(app, ctx, 'POST', '/v1/test_helpers/oauth/authorize', async (call) => {
    allowParams(call.params, ['account', 'business_name', 'email']);
    return withTransaction(ctx.pool, async (sql) => {
      let account = stringOf(call.params, 'account');
      if (account) {
        const found = await findObject(sql, { id: account, account: PLATFORM_ACCOUNT_ID, object: 'account' });
        if (!found || account === PLATFORM_ACCOUNT_ID) throw resourceMissing('account', account, 'account');
      } else {
        const made = await createConnectedAccount(sql, ctx, {
          type: 'standard',
          businessName: stringOf(call.params, 'business_name') ?? 'Sandbox business',
          email: stringOf(call.params, 'email') ?? null,
          onboarded: true,
          origin: 'oauth',
        });
        account = made.id;
      }
      return { object: 'oauth_code', code: await issueOAuthCode(sql, ctx, { account }), stripe_user_id: account };
    });
  });

  // Sandbox only: what finishing the onboarding page does (details submitted, charges and payouts enabled).
  apiRoute(app, ctx, 'POST', '/v1/test_helpers/accounts/:id/complete_onboarding', async (call) => {
    allowParams(call.params, ['business_name']);
    return withTransaction(ctx.pool, (sql) =>
      completeOnboarding(sql, ctx, call.path.id!, stringOf(call.params, 'business_name')),
    );
  });
}
