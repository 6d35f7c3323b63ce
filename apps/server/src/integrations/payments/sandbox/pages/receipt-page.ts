import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { receiptPath } from '../page-paths';
import type { ChargeJson } from '../resources/money-store';
import { pageNonce, sendPage } from './page-reply';
import { escapeHtml, formatMoney, messagePage, shellPage } from './page-shell';

type ReceiptCharge = ChargeJson & {
  created: number;
  description: string | null;
  payment_method_details?: { card?: { brand: string; last4: string } } | null;
};

/** The charge whose receipt token this is, with the name of the account that took it. */
async function receiptOf(ctx: SandboxContext, token: string) {
  const { rows } = await ctx.pool.query<{ data: ReceiptCharge; business: string | null }>(
    `SELECT c.data, a.data->'business_profile'->>'name' AS business
     FROM stripe_sandbox.objects c
     LEFT JOIN stripe_sandbox.objects a ON a.object = 'account' AND a.id = c.account
     WHERE c.object = 'charge' AND c.hidden->>'receipt_token' = $1 AND NOT c.deleted`,
    [token],
  );
  return rows[0] ?? null;
}

function receiptBody(charge: ReceiptCharge, business: string | null): string {
  const money = (amount: number) => escapeHtml(formatMoney(amount, charge.currency));
  const card = charge.payment_method_details?.card;
  const refunded = charge.amount_refunded > 0;
  return `<h1>Receipt from ${escapeHtml(business ?? 'the sandbox merchant')}</h1>
<p><span class="status ${refunded ? 'open' : 'paid'}">${charge.refunded ? 'Refunded' : refunded ? 'Partly refunded' : 'Paid'}</span></p>
<dl><dt>Amount paid</dt><dd>${money(charge.amount)}</dd>
<dt>Date paid</dt><dd>${new Date(charge.created * 1000).toISOString().slice(0, 10)}</dd>
${card ? `<dt>Payment method</dt><dd>${escapeHtml(card.brand.toUpperCase())} •••• ${escapeHtml(card.last4)}</dd>` : ''}
${charge.description ? `<dt>For</dt><dd>${escapeHtml(charge.description)}</dd>` : ''}
${refunded ? `<dt>Refunded</dt><dd>${money(charge.amount_refunded)}</dd>` : ''}</dl>`;
}

/**
 * A paid charge's `receipt_url` (`/receipts/payment/<token>`): who was paid, how much, when, with which card and what
 * was refunded since, kept up to date as Stripe's receipts are. The token is the receipt's secret, as at Stripe.
 */
export function registerReceiptPage(app: FastifyInstance, ctx: SandboxContext): void {
  app.get<{ Params: { token: string } }>(receiptPath(':token'), async (request, reply) => {
    const nonce = pageNonce();
    const found = await receiptOf(ctx, request.params.token);
    if (!found) {
      return sendPage(reply, {
        status: 404,
        nonce,
        html: messagePage(nonce, 'Receipt not found', 'This receipt link is not valid.'),
      });
    }
    return sendPage(reply, {
      nonce,
      html: shellPage({ nonce, title: 'Your receipt', body: receiptBody(found.data, found.business) }),
    });
  });
}
