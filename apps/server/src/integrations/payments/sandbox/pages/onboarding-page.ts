import type { FastifyInstance, FastifyReply } from 'fastify';
import { type Sql, withTransaction } from '../../../crm/sandbox/sql';
import type { SandboxContext } from '../context';
import type { Params } from '../form';
import { SANDBOX_PAGE_PATHS } from '../page-paths';
import { type AccountJson, completeOnboarding, lockAccount, updateAccount } from '../resources/accounts-store';
import { accountLinkOf, markAccountLinkUsed } from '../resources/connect-onboarding';
import { pageNonce, sendPage } from './page-reply';
import { escapeHtml, messagePage, shellPage } from './page-shell';

/** What "Leave requirements due" leaves owing: the account can sign in but not take charges yet. */
export const REQUIREMENTS_LEFT_DUE = ['external_account', 'representative.verification.document'];

/** The person stopped before the end: details submitted, but charges and payouts stay off while these are due. */
export async function leaveRequirementsDue(sql: Sql, ctx: SandboxContext, accountId: string, businessName?: string) {
  const stored = await lockAccount(sql, accountId);
  const before = stored.data;
  const due = REQUIREMENTS_LEFT_DUE;
  const after: AccountJson = {
    ...before,
    business_profile: { ...before.business_profile, name: businessName || before.business_profile.name },
    capabilities: { card_payments: 'inactive', transfers: 'inactive' },
    charges_enabled: false,
    details_submitted: true,
    payouts_enabled: false,
    requirements: {
      ...before.requirements,
      currently_due: due,
      eventually_due: due,
      past_due: due,
      disabled_reason: 'requirements.past_due',
    },
  };
  return updateAccount(sql, ctx, before, after);
}

const field = (body: unknown, name: string) => {
  const value = (body as Params | undefined)?.[name];
  return typeof value === 'string' ? value.trim() : '';
};

function onboardingBody(account: AccountJson, token: string) {
  const action = `${SANDBOX_PAGE_PATHS.onboarding}/${encodeURIComponent(token)}`;
  const name = account.business_profile.name ?? '';
  return `<h1>Set up payments for ${escapeHtml(name || 'your business')}</h1>
<p>Atrium uses Stripe to take payments. Tell Stripe about your business to start accepting them.</p>
<dl><dt>Account</dt><dd>${escapeHtml(account.id)}</dd><dt>Email</dt><dd>${escapeHtml(account.email ?? '—')}</dd>
<dt>Country</dt><dd>${escapeHtml(account.country)}</dd><dt>Currency</dt><dd>${escapeHtml(account.default_currency.toUpperCase())}</dd></dl>
<form method="post" action="${escapeHtml(action)}">
<label for="business_name">Business name</label>
<input type="text" id="business_name" name="business_name" value="${escapeHtml(name)}" maxlength="120" autocomplete="organization">
<div class="actions"><button type="submit" name="choice" value="finish" class="primary">Finish onboarding</button>
<button type="submit" name="choice" value="leave_due" class="secondary">Leave requirements due</button></div>
<p class="hint">Finish onboarding enables charges and payouts. Leave requirements due returns with some details still owed, so the
account cannot take charges yet.</p>
</form>`;
}

/**
 * An Account Link's page (`/connect/onboarding/<token>`): the person finishes onboarding or leaves requirements due,
 * and goes back to the link's `return_url`; an expired or used link sends them to its `refresh_url` for a new one,
 * as Stripe does. Either choice is announced with `account.updated`.
 */
export function registerOnboardingPage(app: FastifyInstance, ctx: SandboxContext): void {
  const path = `${SANDBOX_PAGE_PATHS.onboarding}/:token`;
  const notFound = (reply: FastifyReply, nonce: string) =>
    sendPage(reply, {
      status: 404,
      nonce,
      html: messagePage(nonce, 'Link not valid', 'This onboarding link does not exist. Ask for a new one.'),
    });

  app.get<{ Params: { token: string } }>(path, async (request, reply) => {
    const nonce = pageNonce();
    const link = await accountLinkOf(ctx.pool, ctx, request.params.token);
    if (!link) return notFound(reply, nonce);
    if (link.expired || link.used) return reply.redirect(link.refreshUrl, 303);
    const stored = await lockAccount(ctx.pool, link.account);
    return sendPage(reply, {
      nonce,
      html: shellPage({ nonce, title: 'Set up payments', body: onboardingBody(stored.data, link.token) }),
      // The form's answer redirects to the platform: browsers check form-action on that redirect too.
      formAction: [...new Set([new URL(link.returnUrl).origin, new URL(link.refreshUrl).origin])],
    });
  });

  app.post<{ Params: { token: string } }>(path, async (request, reply) => {
    const nonce = pageNonce();
    const choice = field(request.body, 'choice');
    const businessName = field(request.body, 'business_name').slice(0, 120) || undefined;
    const outcome = await withTransaction(ctx.pool, async (sql) => {
      const link = await accountLinkOf(sql, ctx, request.params.token);
      if (!link) return null;
      if (link.expired || link.used) return { redirect: link.refreshUrl };
      if (choice === 'finish') await completeOnboarding(sql, ctx, link.account, businessName);
      else if (choice === 'leave_due') await leaveRequirementsDue(sql, ctx, link.account, businessName);
      else return { redirect: null };
      await markAccountLinkUsed(sql, link.token);
      return { redirect: link.returnUrl };
    });
    if (!outcome) return notFound(reply, nonce);
    if (!outcome.redirect) {
      return sendPage(reply, {
        status: 400,
        nonce,
        html: messagePage(nonce, 'Choose an option', 'Go back and choose how to finish.'),
      });
    }
    ctx.webhooks.kick();
    return reply.redirect(outcome.redirect, 303);
  });
}
