import type { AuthorizeParams, AuthorizeRequest } from './authorize-request';
import type { ClientKey } from './deps';
import { scopeLabel } from './scope-labels';
import type { Reach, SandboxUser } from './store-users';

/** How the consent screen names Atrium's four apps. */
const APP_NAMES: Record<ClientKey, string> = {
  associate: 'Atrium (account link)',
  crm_sync: 'Atrium CRM sync',
  support: 'Atrium help desk',
  app: 'Atrium',
};

/** Everything put into HTML goes through this: text and attribute values alike. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#eef2f7}
main{max-width:30rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px #0002}
@media (max-width:480px){main{margin:0;border-radius:0;min-height:100vh;padding:1.25rem 1rem}}
.brand{font-size:.875rem;font-weight:600;color:#4b5563;margin:0 0 1rem}
h1{font-size:1.375rem;line-height:1.3;margin:0 0 .75rem}
h2{font-size:1rem;margin:0 0 .5rem}
form.cancel{margin-top:.75rem}
p{margin:0 0 1rem}
label{display:block;font-weight:600;margin:0 0 .25rem}
input[type=email],input[type=password]{width:100%;padding:.625rem .75rem;font:inherit;border:1px solid #9ca3af;border-radius:8px;margin:0 0 1rem}
fieldset{border:1px solid #d1d5db;border-radius:8px;margin:0 0 1rem;padding:.75rem 1rem}
legend{font-weight:600;padding:0 .25rem}
.choice{display:flex;gap:.5rem;align-items:flex-start;font-weight:400;margin:.5rem 0}
.choice input{margin-top:.3rem;width:1.1rem;height:1.1rem;flex:none}
.nested{margin-left:1.6rem}
.hint{display:block;font-size:.875rem;color:#4b5563}
fieldset:has(input[value=company]:checked) .nested{opacity:.55}
ul.scopes{margin:0 0 1rem;padding-left:1.25rem}
ul.scopes code{font-size:.75rem;color:#4b5563;overflow-wrap:anywhere}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
button{font:inherit;font-weight:600;min-height:44px;padding:.5rem 1.25rem;border-radius:8px;border:1px solid #1d4ed8;cursor:pointer}
button.primary{background:#1d4ed8;color:#fff}
button.secondary{background:#fff;color:#1d4ed8}
button.link{border:0;background:none;color:#1d4ed8;padding:0;min-height:auto;text-decoration:underline;font-weight:400}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.error{border:1px solid #b91c1c;background:#fef2f2;color:#7f1d1d;border-radius:8px;padding:.75rem;margin:0 0 1rem}
.who{display:flex;flex-wrap:wrap;gap:.25rem .75rem;align-items:baseline;font-size:.875rem;color:#4b5563;margin:0 0 1rem}
.sandbox{font-size:.8125rem;color:#4b5563;border-top:1px solid #e5e7eb;padding-top:.75rem;margin-top:1.25rem}
`;

/** A whole page of the CRM's marketplace: no script, styles inline. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><p class="brand">CRM Marketplace (sandbox)</p>${body}</main></body></html>`;
}

const hidden = (name: string, value: string | undefined) =>
  value === undefined ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

/** The authorize parameters and the CSRF token, carried through every form of the screen. */
const carried = (params: AuthorizeParams, csrf: string) =>
  [
    hidden('csrf', csrf),
    hidden('response_type', params.response_type),
    hidden('client_id', params.client_id),
    hidden('redirect_uri', params.redirect_uri),
    hidden('scope', params.scope),
    hidden('state', params.state),
  ].join('');

const errorBox = (error: string | undefined) =>
  error ? `<div class="error" role="alert" id="form-error">${escapeHtml(error)}</div>` : '';

export function signInPage(input: { request: AuthorizeRequest; csrf: string; email?: string; error?: string }): string {
  const app = escapeHtml(APP_NAMES[input.request.clientKey]);
  const described = input.error ? ' aria-describedby="form-error" aria-invalid="true"' : '';
  return page(
    `Sign in to connect ${APP_NAMES[input.request.clientKey]}`,
    `<h1>Sign in to connect ${app}</h1>
<p>${app} wants to connect to your CRM account. Sign in to choose where to install it.</p>
${errorBox(input.error)}
<form method="post" action="/oauth/chooselocation/signin">${carried(input.request.params, input.csrf)}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(input.email ?? '')}"${described}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}>
<div class="actions"><button type="submit" class="primary">Sign in</button></div>
</form>
<form method="post" action="/oauth/chooselocation/decision" class="cancel">${carried(input.request.params, input.csrf)}
<button type="submit" class="secondary" name="decision" value="deny">Cancel and return to the app</button></form>
<p class="sandbox">This is Atrium’s local CRM sandbox. Its demo users (the people of Atrium’s demo agencies) sign in with the demo password <code>atrium-demo-2026</code>.</p>`,
  );
}

export interface ChooseSelection {
  target?: 'company' | 'locations';
  locationIds?: string[];
}

export function choosePage(input: {
  request: AuthorizeRequest;
  csrf: string;
  user: SandboxUser;
  reach: Reach;
  error?: string;
  selection?: ChooseSelection;
}): string {
  const { request, reach, user } = input;
  const app = escapeHtml(APP_NAMES[request.clientKey]);
  const only = reach.locations.length === 1 ? reach.locations[0]!.id : undefined;
  const target = input.selection?.target ?? (reach.company ? 'company' : 'locations');
  const chosen = new Set(input.selection?.locationIds ?? (only ? [only] : []));
  const locationBoxes = reach.locations
    .map(
      (
        l,
      ) => `<label class="choice"><input type="checkbox" name="location" value="${escapeHtml(l.id)}"${chosen.has(l.id) ? ' checked' : ''}>
<span>${escapeHtml(l.name)}<span class="hint">${escapeHtml(l.address)}</span></span></label>`,
    )
    .join('\n');
  const where = reach.company
    ? `<fieldset><legend>Install on</legend>
<label class="choice"><input type="radio" name="target" value="company"${target === 'company' ? ' checked' : ''}>
<span>The whole agency: ${escapeHtml(reach.company.name)}<span class="hint">All ${reach.locations.length} locations, and locations added later</span></span></label>
<label class="choice"><input type="radio" name="target" value="locations"${target === 'locations' ? ' checked' : ''}>
<span>Only the locations chosen below</span></label>
<div class="nested" role="group" aria-label="Locations">${locationBoxes}</div></fieldset>`
    : reach.locations.length > 0
      ? `<fieldset><legend>Install on these locations</legend>${hidden('target', 'locations')}${locationBoxes}</fieldset>`
      : '<p class="error" role="alert">Your account cannot reach any location to install this app on. Ask your agency admin.</p>';
  const scopes = request.scopes.map((s) => `<li>${escapeHtml(scopeLabel(s))} <code>${escapeHtml(s)}</code></li>`).join('\n');
  const canApprove = reach.company !== null || reach.locations.length > 0;
  return page(
    `Connect ${APP_NAMES[request.clientKey]}`,
    `<h1>Connect ${app}</h1>
<div class="who"><span>Signed in as ${escapeHtml(`${user.firstName} ${user.lastName}`)} (${escapeHtml(user.email)})</span>
<form method="post" action="/oauth/chooselocation/signout">${carried(request.params, input.csrf)}<button type="submit" class="link">Not you? Sign out</button></form></div>
${errorBox(input.error)}
<form method="post" action="/oauth/chooselocation/decision">${carried(request.params, input.csrf)}
${where}
<h2>${app} will be able to:</h2>
<ul class="scopes">${scopes}</ul>
<div class="actions">${canApprove ? '<button type="submit" class="primary" name="decision" value="approve">Allow</button>' : ''}
<button type="submit" class="secondary" name="decision" value="deny">Deny</button></div>
</form>`,
  );
}

export function errorPage(title: string, message: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p>
<p>Go back to the app and start again. If this keeps happening, the app’s settings at the CRM need a look.</p>`,
  );
}
