import type { FastifyInstance } from 'fastify';
import type { InvoiceJson } from '../billing/billing-types';
import { hostedInvoicePath } from '../billing/invoices-store';
import type { SandboxContext } from '../context';
import { pageNonce, sendPage } from './page-reply';
import { escapeHtml, formatMoney, messagePage, shellPage } from './page-shell';

const day = (seconds: number | null) => (seconds ? new Date(seconds * 1000).toISOString().slice(0, 10) : '—');

async function invoiceOf(ctx: SandboxContext, token: string): Promise<InvoiceJson | null> {
  const { rows } = await ctx.pool.query<{ data: InvoiceJson }>(
    `SELECT data FROM stripe_sandbox.objects WHERE object = 'invoice' AND hidden->>'hosted_token' = $1 AND NOT deleted`,
    [token],
  );
  return rows[0]?.data ?? null;
}

function invoiceBody(invoice: InvoiceJson, printable: boolean): string {
  const money = (amount: number) => escapeHtml(formatMoney(amount, invoice.currency));
  const lines = invoice.lines.data
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.description)}<br><span class="hint">${day(line.period.start)} – ${day(line.period.end)}</span></td>` +
        `<td class="amount">${money(line.amount)}</td></tr>`,
    )
    .join('');
  return `<h1>Invoice ${escapeHtml(invoice.number ?? invoice.id)}</h1>
<p><span class="status ${escapeHtml(invoice.status)}">${escapeHtml(invoice.status === 'paid' ? 'Paid' : invoice.status === 'open' ? 'Due' : invoice.status)}</span></p>
<dl><dt>Billed to</dt><dd>${escapeHtml(invoice.customer_name ?? invoice.customer_email ?? invoice.customer)}</dd>
<dt>Issued</dt><dd>${day(invoice.status_transitions.finalized_at ?? invoice.created)}</dd>
<dt>Period</dt><dd>${day(invoice.period_start)} – ${day(invoice.period_end)}</dd>
${invoice.status_transitions.paid_at ? `<dt>Paid</dt><dd>${day(invoice.status_transitions.paid_at)}</dd>` : ''}</dl>
<table><thead><tr><th scope="col">Description</th><th scope="col" class="amount">Amount</th></tr></thead><tbody>${lines}</tbody>
<tfoot><tr><th scope="row">Total</th><td class="amount">${money(invoice.total)}</td></tr>
<tr><th scope="row">Amount paid</th><td class="amount">${money(invoice.amount_paid)}</td></tr>
<tr><th scope="row">Amount due</th><td class="amount">${money(invoice.amount_remaining)}</td></tr></tfoot></table>
${printable ? '<p class="hint">Printable copy of this invoice (the sandbox makes no PDF files).</p>' : ''}`;
}

/**
 * An invoice's `hosted_invoice_url` (`/i/<token>`) and `invoice_pdf` (`/i/<token>/pdf`): the invoice's number,
 * status, lines and totals as a page, the PDF address a printable page of the same (the sandbox makes no PDFs).
 * The token is the invoice's secret: whoever has the link may read it, as at Stripe.
 */
export function registerInvoicePages(app: FastifyInstance, ctx: SandboxContext): void {
  const render =
    (printable: boolean) => async (request: { params: { token: string } }, reply: Parameters<typeof sendPage>[0]) => {
      const nonce = pageNonce();
      const invoice = await invoiceOf(ctx, request.params.token);
      if (!invoice) {
        return sendPage(reply, {
          status: 404,
          nonce,
          html: messagePage(nonce, 'Invoice not found', 'This invoice link is not valid.'),
        });
      }
      return sendPage(reply, {
        nonce,
        html: shellPage({ nonce, title: `Invoice ${invoice.number ?? invoice.id}`, body: invoiceBody(invoice, printable) }),
      });
    };
  app.get<{ Params: { token: string } }>(hostedInvoicePath(':token'), render(false));
  app.get<{ Params: { token: string } }>(`${hostedInvoicePath(':token')}/pdf`, render(true));
}
