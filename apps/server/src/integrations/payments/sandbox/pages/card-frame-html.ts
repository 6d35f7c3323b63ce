import { escapeHtml } from '../../../crm/sandbox/consent-page';
import { CARD_FRAME_SCRIPT } from './card-frame-script';
import type { CardFrameTexts } from './card-frame-texts';

export interface CardFramePage {
  nonce: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  texts: CardFrameTexts;
  mode: 'payment' | 'setup';
  key: string;
  account: string | null;
  /** The parent page's origin: the only one the frame talks to. */
  origin: string | null;
  /** The brand colour of the page around it (a hex colour). */
  accent: string;
}

/** JSON inside a script element: `<` escaped so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const style = (accent: string) => `
*,*::before,*::after{box-sizing:border-box}
html,body{margin:0;background:transparent}
body{font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Arabic",sans-serif;color:#1f2937;padding:2px}
fieldset{border:0;margin:0;padding:0;min-width:0}
legend{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
.field{min-width:0}
.wide{grid-column:1/-1}
label{display:block;font-size:.8125rem;font-weight:600;color:#374151;margin:0 0 .25rem}
input{width:100%;font:inherit;padding:.625rem .75rem;border:1px solid #cbd5e1;border-radius:8px;background:#fff;color:inherit;min-height:44px}
input:focus{outline:none;border-color:${accent};box-shadow:0 0 0 3px ${accent}33}
input[aria-invalid=true]{border-color:#dc2626}
input[aria-invalid=true]:focus{box-shadow:0 0 0 3px #dc262633}
.digits{direction:ltr;text-align:start}
[dir=rtl] .digits{text-align:right}
.error{color:#b91c1c;font-size:.8125rem;margin:.25rem 0 0;min-height:0}
.error:empty{display:none}
fieldset:disabled{opacity:.7}
.test{font-size:.75rem;color:#64748b;margin:.75rem 0 0}
#challenge{border:1px solid #e2e8f0;border-radius:12px;padding:1rem;background:#fff}
#challenge h2{font-size:1rem;margin:0 0 .5rem}
#challenge h2:focus{outline:none}
#challenge p{margin:0 0 1rem;color:#475569;font-size:.875rem}
.actions{display:flex;gap:.5rem;flex-wrap:wrap}
button{font:inherit;font-weight:600;min-height:44px;padding:.5rem 1.25rem;border-radius:8px;cursor:pointer;border:1px solid ${accent}}
button.primary{background:${accent};color:#fff}
button.secondary{background:#fff;color:${accent}}
button:disabled{opacity:.6;cursor:default}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
@media (max-width:340px){.grid{grid-template-columns:1fr}}
`;

function field(name: string, label: string, attributes: string, wide = false) {
  return `<div class="field${wide ? ' wide' : ''}"><label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" ${attributes} aria-describedby="${name}-error">
<p class="error" id="${name}-error" role="alert"></p></div>`;
}

/**
 * The card frame (`GET /elements/card`): four labelled fields, Stripe's messages under each, and the bank's
 * authentication step (hidden until an intent asks for it). Its script confirms the intent and tells the parent.
 */
export function cardFramePage(page: CardFramePage): string {
  const t = page.texts;
  const config = {
    texts: t,
    mode: page.mode,
    key: page.key,
    account: page.account,
    origin: page.origin,
  };
  const digits = 'class="digits" inputmode="numeric" dir="ltr" spellcheck="false"';
  return `<!doctype html>
<html lang="${escapeHtml(page.lang)}" dir="${page.dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.legend)}</title>
<style nonce="${page.nonce}">${style(page.accent)}</style></head>
<body>
<form id="card" novalidate><fieldset id="fields"><legend>${escapeHtml(t.legend)}</legend><div class="grid">
${field('number', t.number, `${digits} autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23"`, true)}
${field('expiry', t.expiry, `${digits} autocomplete="cc-exp" placeholder="${escapeHtml(t.expiryPlaceholder)}" maxlength="7"`)}
${field('cvc', t.cvc, `${digits} autocomplete="cc-csc" placeholder="CVC" maxlength="4"`)}
${field('postal', t.postal, 'autocomplete="postal-code" maxlength="10"', true)}
</div></fieldset>
<button type="submit" hidden tabindex="-1"></button>
<p class="test">${escapeHtml(t.testMode)}</p></form>
<section id="challenge" hidden aria-labelledby="challenge-title">
<h2 id="challenge-title" tabindex="-1">${escapeHtml(t.challengeTitle)}</h2>
<p>${escapeHtml(t.challengeText)}</p>
<div class="actions"><button type="button" id="complete" class="primary">${escapeHtml(t.complete)}</button>
<button type="button" id="fail" class="secondary">${escapeHtml(t.fail)}</button></div>
</section>
<script type="application/json" id="config">${scriptJson(config)}</script>
<script nonce="${page.nonce}">${CARD_FRAME_SCRIPT}</script>
</body></html>`;
}
