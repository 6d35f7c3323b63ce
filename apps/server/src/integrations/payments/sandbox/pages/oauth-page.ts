import type { FastifyInstance, FastifyReply } from 'fastify';
import { withTransaction } from '../../../crm/sandbox/sql';
import type { SandboxContext } from '../context';
import type { Params } from '../form';
import { SANDBOX_CONNECT_CLIENT_ID } from '../keys';
import { SANDBOX_PAGE_PATHS } from '../page-paths';
import { createConnectedAccount } from '../resources/accounts-store';
import { issueOAuthCode } from '../resources/connect-onboarding';
import { pageNonce, sendPage } from './page-reply';
import { escapeHtml, messagePage, shellPage } from './page-shell';

/** What an authorize request carries (the query on GET, the form's hidden fields on POST). */
interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  scope: string;
  businessName: string;
  email: string;
}

const text = (source: unknown, name: string) => {
  const value = (source as Params | undefined)?.[name];
  return typeof value === 'string' ? value.trim() : '';
};
/** Stripe's prefill: `stripe_user[business_name]`, `stripe_user[email]` (nested on GET, flat names are read too). */
const prefill = (source: unknown, name: string) =>
  text((source as Params | undefined)?.stripe_user, name) || text(source, `stripe_user[${name}]`);

/** The request from a query (Stripe's prefill) or the page's form (what the person typed). */
const authorizeRequestOf = (source: unknown, person: { business: string; email: string }): AuthorizeRequest => ({
  clientId: text(source, 'client_id'),
  redirectUri: text(source, 'redirect_uri'),
  state: text(source, 'state'),
  scope: text(source, 'scope') || 'read_write',
  businessName: person.business.slice(0, 120),
  email: person.email.slice(0, 200),
});

/** A request's problem, worded as Stripe's authorize page words it, or null. */
function problemOf(request: AuthorizeRequest, responseType: string): string | null {
  if (request.clientId !== SANDBOX_CONNECT_CLIENT_ID) return `No such application: '${request.clientId}'.`;
  if (responseType !== 'code') return 'Invalid response_type: the only one supported is code.';
  if (request.scope !== 'read_write' && request.scope !== 'read_only') return `Invalid scope: ${request.scope}.`;
  if (!URL.canParse(request.redirectUri) || !/^https?:$/.test(new URL(request.redirectUri).protocol)) {
    return 'Invalid redirect_uri: it must be an http or https address.';
  }
  return null;
}

/** The redirect back to the platform with `code` or `error`, and the `state` it sent. */
function back(request: AuthorizeRequest, params: Record<string, string>) {
  const url = new URL(request.redirectUri);
  for (const [name, value] of Object.entries({ ...params, ...(request.state ? { state: request.state } : {}) })) {
    url.searchParams.set(name, value);
  }
  return url.toString();
}

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

function authorizeBody(request: AuthorizeRequest) {
  return `<h1>Connect your Stripe account to Atrium</h1>
<p>Atrium will be able to create payments and see your account's payments and payouts (${escapeHtml(request.scope === 'read_only' ? 'read only' : 'read and write')}).</p>
<form method="post" action="${SANDBOX_PAGE_PATHS.oauthAuthorize}">
${hidden('client_id', request.clientId)}${hidden('redirect_uri', request.redirectUri)}${hidden('state', request.state)}${hidden('scope', request.scope)}${hidden('response_type', 'code')}
<label for="business_name">Business name</label>
<input type="text" id="business_name" name="business_name" value="${escapeHtml(request.businessName)}" maxlength="120" required autocomplete="organization">
<label for="email">Email</label>
<input type="email" id="email" name="email" value="${escapeHtml(request.email)}" maxlength="200" autocomplete="email">
<div class="actions"><button type="submit" name="decision" value="connect" class="primary">Connect my Stripe account</button>
<button type="submit" name="decision" value="cancel" class="secondary" formnovalidate>Cancel</button></div>
<p class="hint">The sandbox makes a standard account with this name, ready to take payments.</p>
</form>`;
}

/**
 * Stripe's OAuth authorize page for standard accounts (`GET /oauth/authorize?response_type=code&client_id=ca_...&
 * scope=read_write&state=...&redirect_uri=...`): "Connect my Stripe account" makes an onboarded standard account and
 * sends the person back with `code` and `state` (redeemed at `POST /oauth/token`); "Cancel" sends them back with
 * `error=access_denied`. A request that names another application or a bad address stops here, never redirecting.
 */
export function registerOAuthPage(app: FastifyInstance, ctx: SandboxContext): void {
  const refuse = (reply: FastifyReply, nonce: string, problem: string) =>
    sendPage(reply, { status: 400, nonce, html: messagePage(nonce, 'This link is not valid', problem) });

  app.get(SANDBOX_PAGE_PATHS.oauthAuthorize, (request, reply) => {
    const nonce = pageNonce();
    const query = request.query;
    const authorize = authorizeRequestOf(query, { business: prefill(query, 'business_name'), email: prefill(query, 'email') });
    const problem = problemOf(authorize, text(query, 'response_type'));
    if (problem) return refuse(reply, nonce, problem);
    return sendPage(reply, {
      nonce,
      html: shellPage({ nonce, title: 'Connect to Atrium', body: authorizeBody(authorize) }),
      formAction: [new URL(authorize.redirectUri).origin],
    });
  });

  app.post(SANDBOX_PAGE_PATHS.oauthAuthorize, async (request, reply) => {
    const nonce = pageNonce();
    const body = request.body;
    const authorize = authorizeRequestOf(body, { business: text(body, 'business_name'), email: text(body, 'email') });
    const problem = problemOf(authorize, text(body, 'response_type'));
    if (problem) return refuse(reply, nonce, problem);
    if (text(body, 'decision') !== 'connect') {
      return reply.redirect(back(authorize, { error: 'access_denied', error_description: 'The user denied your request' }), 303);
    }
    const code = await withTransaction(ctx.pool, async (sql) => {
      const account = await createConnectedAccount(sql, ctx, {
        type: 'standard',
        businessName: authorize.businessName || 'Sandbox business',
        email: authorize.email || null,
        onboarded: true,
        origin: 'oauth',
      });
      return issueOAuthCode(sql, ctx, { account: account.id, scope: authorize.scope });
    });
    return reply.redirect(back(authorize, { code, scope: authorize.scope }), 303);
  });
}
