import { escapeHtml } from '../../../crm/sandbox/consent-page';

export { escapeHtml };

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1e293b;background:#f1f5f9}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px #0002}
@media (max-width:480px){main{margin:0;border-radius:0;min-height:100vh;padding:1.25rem 1rem}}
.brand{font-size:.875rem;font-weight:700;color:#635bff;margin:0 0 1rem}
h1{font-size:1.375rem;line-height:1.3;margin:0 0 .75rem}
p{margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem;font-size:.9375rem}
dt{color:#64748b}dd{margin:0;overflow-wrap:anywhere}
label{display:block;font-weight:600;margin:0 0 .25rem}
input[type=text],input[type=email]{width:100%;padding:.625rem .75rem;font:inherit;border:1px solid #94a3b8;border-radius:8px;margin:0 0 1rem}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
button{font:inherit;font-weight:600;min-height:44px;padding:.5rem 1.25rem;border-radius:8px;border:1px solid #635bff;cursor:pointer}
button.primary{background:#635bff;color:#fff}
button.secondary{background:#fff;color:#4f46e5}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.hint{font-size:.875rem;color:#475569}
.sandbox{font-size:.8125rem;color:#64748b;border-top:1px solid #e2e8f0;padding-top:.75rem;margin-top:1.25rem}
table{width:100%;border-collapse:collapse;margin:0 0 1rem;font-size:.9375rem}
th,td{text-align:start;padding:.5rem .25rem;border-bottom:1px solid #e2e8f0;vertical-align:top}
td.amount,th.amount{text-align:end;white-space:nowrap}
.status{display:inline-block;padding:.125rem .5rem;border-radius:999px;background:#e2e8f0;font-size:.8125rem;font-weight:600}
.status.paid{background:#dcfce7;color:#166534}.status.open{background:#fef9c3;color:#854d0e}
`;

/** A whole page of the sandbox's own (onboarding, OAuth, invoices): no script, one nonce'd style. */
export function shellPage(input: { nonce: string; title: string; body: string }): string {
  return `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.title)}</title><style nonce="${input.nonce}">${STYLE}</style></head>
<body><main><p class="brand">Stripe (sandbox)</p>${input.body}
<p class="sandbox">This is Atrium's local Stripe sandbox: nothing here reaches the real Stripe.</p></main></body></html>`;
}

/** A page that only says something went wrong (a bad link, a bad request), with nowhere to go but back. */
export const messagePage = (nonce: string, title: string, message: string) =>
  shellPage({ nonce, title, body: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>` });

/** Money as an invoice shows it: `$97.00`, `¥500`. */
export function formatMoney(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  const digits =
    new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(amount / 10 ** digits);
}
