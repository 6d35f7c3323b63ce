import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import type { Params } from '../form';
import { PLATFORM_ACCOUNT_ID, SANDBOX_SECRET_KEY } from '../keys';
import { SANDBOX_PAGE_PATHS } from '../page-paths';
import { pageNonce, sendPage } from './page-reply';
import { escapeHtml, messagePage, shellPage } from './page-shell';

interface WaitingIntent {
  id: string;
  account: string;
  kind: 'payment_intents' | 'setup_intents';
  clientSecret: string;
  returnUrl: string | null;
}

/** An intent waiting for its 3-D Secure step (`requires_action`), on whichever account it lives. */
async function waitingIntent(ctx: SandboxContext, id: string): Promise<WaitingIntent | null> {
  const { rows } = await ctx.pool.query<{ account: string; object: string; data: Record<string, unknown> }>(
    `SELECT account, object, data FROM stripe_sandbox.objects
     WHERE id = $1 AND object IN ('payment_intent', 'setup_intent') AND data->>'status' = 'requires_action'`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const next = row.data.next_action as { redirect_to_url?: { return_url?: string } } | null;
  return {
    id,
    account: row.account,
    kind: row.object === 'setup_intent' ? 'setup_intents' : 'payment_intents',
    clientSecret: String(row.data.client_secret),
    returnUrl: next?.redirect_to_url?.return_url ?? null,
  };
}

/**
 * The bank's 3-D Secure page an intent's `next_action` points to (`/three_d_secure/<pi_ or seti_ id>`), for a
 * redirect flow outside the card frame (the frame shows the same step inline): Complete or Fail, like Stripe's test
 * page, then back to the intent's `return_url` with `redirect_status`, as Stripe returns.
 */
export function registerThreeDSecurePage(app: FastifyInstance, ctx: SandboxContext): void {
  const path = `${SANDBOX_PAGE_PATHS.threeDSecure}/:id`;
  const gone = (nonce: string) =>
    messagePage(
      nonce,
      'Nothing to authenticate',
      'This payment is not waiting for authentication (it was completed, failed or cancelled).',
    );

  app.get<{ Params: { id: string } }>(path, async (request, reply) => {
    const nonce = pageNonce();
    const intent = await waitingIntent(ctx, request.params.id);
    if (!intent) return sendPage(reply, { status: 404, nonce, html: gone(nonce) });
    const action = `${SANDBOX_PAGE_PATHS.threeDSecure}/${encodeURIComponent(intent.id)}`;
    const body = `<h1>Authenticate this payment</h1>
<p>Your bank asks you to confirm it's you. This is the sandbox's test page: choose how the authentication ends.</p>
<form method="post" action="${escapeHtml(action)}"><div class="actions">
<button type="submit" name="outcome" value="succeed" class="primary">Complete</button>
<button type="submit" name="outcome" value="fail" class="secondary">Fail</button></div></form>`;
    return sendPage(reply, {
      nonce,
      html: shellPage({ nonce, title: 'Authenticate this payment', body }),
      formAction: intent.returnUrl ? [new URL(intent.returnUrl).origin] : [],
    });
  });

  app.post<{ Params: { id: string } }>(path, async (request, reply) => {
    const nonce = pageNonce();
    const intent = await waitingIntent(ctx, request.params.id);
    if (!intent) return sendPage(reply, { status: 404, nonce, html: gone(nonce) });
    const outcome = (request.body as Params | undefined)?.outcome === 'succeed' ? 'succeed' : 'fail';
    const answer = await app.inject({
      method: 'POST',
      url: `/v1/test_helpers/${intent.kind}/${intent.id}/authenticate`,
      headers: {
        authorization: `Bearer ${SANDBOX_SECRET_KEY}`,
        'content-type': 'application/x-www-form-urlencoded',
        ...(intent.account !== PLATFORM_ACCOUNT_ID ? { 'stripe-account': intent.account } : {}),
      },
      payload: new URLSearchParams({ outcome }).toString(),
    });
    const status = answer.statusCode === 200 ? String((answer.json() as { status?: string }).status) : 'failed';
    const succeeded = ['succeeded', 'processing', 'requires_capture'].includes(status);
    if (!intent.returnUrl) {
      const done = succeeded ? 'Authentication complete' : 'Authentication failed';
      return sendPage(reply, { nonce, html: messagePage(nonce, done, 'You can close this page and return to the payment.') });
    }
    const back = new URL(intent.returnUrl);
    const prefix = intent.kind === 'setup_intents' ? 'setup_intent' : 'payment_intent';
    back.searchParams.set(prefix, intent.id);
    back.searchParams.set(`${prefix}_client_secret`, intent.clientSecret);
    back.searchParams.set('redirect_status', succeeded ? 'succeeded' : 'failed');
    return reply.redirect(back.toString(), 303);
  });
}
