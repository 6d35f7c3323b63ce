import { escapeHtml } from './consent-page';

/**
 * The HTML of the CRM's own pages around the apps it frames: a top bar with who is signed in, a menu of the custom
 * menu links, and the framed app. Styles and the one script carry the page's nonce (its CSP allows nothing else).
 */

export interface ShellLink {
  title: string;
  href: string;
  /** Opens outside the CRM (new_tab links). */
  external: boolean;
  current: boolean;
}

export interface ShellInput {
  nonce: string;
  title: string;
  /** Where the page stands: the location's name, or the agency's. */
  place: string;
  userName: string;
  links: ShellLink[];
  csrf: string;
  /** The framed app and the message handler that answers it; absent on a page without one. */
  frame?: { url: string; origin: string; payload: string; title: string; allow: string };
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html,body{height:100%}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f3f4f6;display:flex;flex-direction:column}
header{display:flex;align-items:center;gap:.75rem;flex-wrap:wrap;padding:.5rem 1rem;background:#111827;color:#f9fafb}
header .brand{font-weight:700}
header .place{color:#d1d5db;overflow-wrap:anywhere}
header .who{margin-inline-start:auto;display:flex;align-items:center;gap:.75rem}
header button{font:inherit;min-height:36px;padding:.25rem .75rem;border-radius:6px;border:1px solid #9ca3af;background:transparent;color:#f9fafb;cursor:pointer}
.body{flex:1;display:flex;min-height:0}
nav{width:15rem;flex:none;background:#fff;border-inline-end:1px solid #e5e7eb;padding:.75rem;overflow:auto}
nav h2{font-size:.75rem;text-transform:uppercase;letter-spacing:.05em;color:#6b7280;margin:0 0 .5rem}
nav ul{list-style:none;margin:0;padding:0}
nav a{display:block;padding:.5rem .75rem;border-radius:6px;color:#1f2937;text-decoration:none;min-height:40px}
nav a[aria-current=page]{background:#dbeafe;color:#1e3a8a;font-weight:600}
nav a:hover{background:#f3f4f6}
nav .empty{color:#6b7280;font-size:.875rem;margin:0}
main{flex:1;min-width:0;display:flex}
main iframe{flex:1;border:0;width:100%;height:100%;background:#fff}
main .placeholder{margin:auto;padding:2rem;text-align:center;color:#4b5563;max-width:28rem}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
@media (max-width:700px){.body{flex-direction:column}nav{width:auto;border-inline-end:0;border-bottom:1px solid #e5e7eb;padding:.5rem}
nav h2{display:none}nav ul{display:flex;gap:.25rem;overflow-x:auto}nav a{white-space:nowrap}main{min-height:70vh}}
`;

/**
 * Answers the framed app's `REQUEST_USER_DATA` with the encrypted user, and only when the message comes from that
 * frame at the link's origin; the answer is posted to that origin alone, never to '*'.
 */
const script = (frame: NonNullable<ShellInput['frame']>) => `(() => {
  const frame = document.getElementById('app-frame');
  const origin = ${jsonForScript(frame.origin)};
  const payload = ${jsonForScript(frame.payload)};
  window.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow || event.origin !== origin) return;
    if (!event.data || event.data.message !== 'REQUEST_USER_DATA') return;
    frame.contentWindow.postMessage({ message: 'REQUEST_USER_DATA_RESPONSE', payload }, origin);
  });
})();`;

/** JSON that cannot end the script element or break a line in old parsers. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const linkHtml = (link: ShellLink) =>
  `<li><a href="${escapeHtml(link.href)}"${link.current ? ' aria-current="page"' : ''}${
    link.external ? ' target="_blank" rel="noopener noreferrer"' : ''
  }>${escapeHtml(link.title)}${link.external ? ' <span aria-hidden="true">↗</span><span class="visually-hidden"> (opens in a new tab)</span>' : ''}</a></li>`;

export function shellPage(input: ShellInput): string {
  const nav = input.links.length
    ? `<ul>${input.links.map(linkHtml).join('')}</ul>`
    : '<p class="empty">No apps have added links here yet.</p>';
  const main = input.frame
    ? `<iframe id="app-frame" title="${escapeHtml(input.frame.title)}" src="${escapeHtml(input.frame.url)}" allow="${escapeHtml(input.frame.allow)}"></iframe>`
    : '<p class="placeholder">Choose an app from the menu.</p>';
  return `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.title)}</title><style nonce="${input.nonce}">${STYLE}.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}</style></head>
<body><header><span class="brand">CRM (sandbox)</span><span class="place">${escapeHtml(input.place)}</span>
<div class="who"><span>${escapeHtml(input.userName)}</span>
<form method="post" action="/v2/signout"><input type="hidden" name="csrf" value="${escapeHtml(input.csrf)}"><button type="submit">Sign out</button></form></div></header>
<div class="body"><nav aria-label="Apps"><h2>Apps</h2>${nav}</nav><main>${main}</main></div>
${input.frame ? `<script nonce="${input.nonce}">${script(input.frame)}</script>` : ''}
</body></html>`;
}

export function signInShell(input: { nonce: string; csrf: string; next: string; email?: string; error?: string }): string {
  const described = input.error ? ' aria-describedby="form-error" aria-invalid="true"' : '';
  return `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in to the CRM (sandbox)</title><style nonce="${input.nonce}">${STYLE}
.card{max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px #0002}
label{display:block;font-weight:600;margin:0 0 .25rem}
input[type=email],input[type=password]{width:100%;padding:.625rem .75rem;font:inherit;border:1px solid #9ca3af;border-radius:8px;margin:0 0 1rem}
.card button{font:inherit;font-weight:600;min-height:44px;padding:.5rem 1.25rem;border-radius:8px;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer}
.error{border:1px solid #b91c1c;background:#fef2f2;color:#7f1d1d;border-radius:8px;padding:.75rem;margin:0 0 1rem}
.hint{font-size:.8125rem;color:#4b5563;margin-top:1rem}
@media (max-width:480px){.card{margin:0;border-radius:0;min-height:100%}}</style></head>
<body><div class="card"><h1>Sign in to the CRM</h1>
${input.error ? `<div class="error" role="alert" id="form-error">${escapeHtml(input.error)}</div>` : ''}
<form method="post" action="/v2/signin"><input type="hidden" name="csrf" value="${escapeHtml(input.csrf)}">
<input type="hidden" name="next" value="${escapeHtml(input.next)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(input.email ?? '')}"${described}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}>
<button type="submit">Sign in</button></form>
<p class="hint">Atrium’s local CRM sandbox: its demo users sign in with the demo password <code>atrium-demo-2026</code>.</p></div></body></html>`;
}

/** A page that only says what happened (no access, no such link), with a way back. */
export function messageShell(input: { nonce: string; title: string; message: string }): string {
  return `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.title)}</title><style nonce="${input.nonce}">${STYLE}
.card{max-width:30rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px #0002}</style></head>
<body><div class="card" role="alert"><h1>${escapeHtml(input.title)}</h1><p>${escapeHtml(input.message)}</p>
<p><a href="/v2/signin">Sign in as someone else</a></p></div></body></html>`;
}
