import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { encryptSsoPayload } from '../sso-payload';
import type { SandboxApp, SandboxDeps } from './deps';
import { fieldOf } from './form-body';
import { messageShell, type ShellLink, shellPage, signInShell } from './frame-page-html';
import { isCrmId } from './ids';
import { type CustomMenuRow, findMenu, menusShownOn } from './resources/custom-menus-store';
import { csrfMatches, csrfTokenFor, sessionUserOf, signIn, signOut } from './session';
import { checkSignIn, type SandboxUser } from './store-users';

/**
 * The CRM's own pages that frame the apps' custom menu links, the way the real CRM's do:
 * `/v2/location/:locationId/custom-page-link/:menuId` inside a location, `/v2/agency/custom-page-link/:menuId` in the
 * agency's view. The signed-in CRM user sees the links shown to them and the chosen one framed; the framed app asks
 * `postMessage({ message: 'REQUEST_USER_DATA' })` and gets the user encrypted with the app's shared secret.
 */

/**
 * What the SSO payload says about the user, as the CRM's REQUEST_USER_DATA_RESPONSE does: who they are, their role,
 * and where the page is open: `type` 'location' with the active location inside one, 'agency' in the agency's view
 * (an agency user inside a location is in a location).
 */
export function ssoUserData(user: SandboxUser, locationId: string | null) {
  return {
    userId: user.id,
    companyId: user.companyId,
    role: user.role,
    type: locationId ? ('location' as const) : ('agency' as const),
    ...(locationId ? { activeLocation: locationId } : {}),
    userName: `${user.firstName} ${user.lastName}`,
    email: user.email,
  };
}

/** A page's address to come back to after signing in: only the CRM's own /v2 pages (no open redirect). */
const safeNext = (next: string | undefined) => (next && /^\/v2\/[A-Za-z0-9/_-]*$/.test(next) ? next : '/v2/');

function send(reply: FastifyReply, status: number, nonce: string, body: string, frameSrc: string[] = []) {
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    `frame-src ${frameSrc.length ? frameSrc.join(' ') : "'none'"}`,
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', csp)
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'strict-origin-when-cross-origin')
    .send(body);
}

/** Whether the user may open the location (null: the agency's own view) and a link with this role setting. */
const mayOpen = (user: SandboxUser, locationId: string | null) =>
  locationId === null ? user.type === 'agency' : user.type === 'agency' || user.locationIds.includes(locationId);
const roleFits = (user: SandboxUser, menu: CustomMenuRow) => menu.user_role === 'all' || menu.user_role === user.role;

/** The link's address with the CRM's placeholders filled in (`{{location.id}}`, `{{user.id}}`, `{{company.id}}`). */
function linkUrl(menu: CustomMenuRow, user: SandboxUser, locationId: string | null): string {
  const values: Record<string, string> = { 'location.id': locationId ?? '', 'user.id': user.id, 'company.id': user.companyId };
  return menu.url.replace(/\{\{\s*([a-z]+\.id)\s*\}\}/g, (whole, name: string) =>
    name in values ? encodeURIComponent(values[name]!) : whole,
  );
}

const pageOf = (menu: CustomMenuRow, locationId: string | null) =>
  locationId ? `/v2/location/${locationId}/custom-page-link/${menu.id}` : `/v2/agency/custom-page-link/${menu.id}`;

async function renderShell(
  deps: SandboxDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  target: { locationId: string | null; menuId?: string },
) {
  const nonce = randomBytes(16).toString('base64');
  const user = await sessionUserOf(deps, request);
  if (!user) return reply.redirect(`/v2/signin?${new URLSearchParams({ next: request.url.split('?')[0]! })}`, 303);
  const noAccess = () =>
    send(reply, 403, nonce, messageShell({ nonce, title: 'No access', message: 'Your CRM user cannot open this page.' }));
  if (!mayOpen(user, target.locationId)) return noAccess();
  let place: string;
  if (target.locationId) {
    const { rows } = await deps.pool.query<{ name: string }>(
      'SELECT name FROM crm_sandbox.locations WHERE id = $1 AND company_id = $2 AND deleted_at IS NULL',
      [target.locationId, user.companyId],
    );
    if (!rows[0]) return noAccess();
    place = rows[0].name;
  } else {
    const { rows } = await deps.pool.query<{ name: string }>('SELECT name FROM crm_sandbox.companies WHERE id = $1', [
      user.companyId,
    ]);
    place = rows[0]?.name ?? '';
  }
  const menus = (await menusShownOn(deps.pool, user.companyId, target.locationId)).filter((m) => roleFits(user, m));
  const current = target.menuId ? menus.find((m) => m.id === target.menuId) : undefined;
  if (target.menuId && !current) {
    const exists = await findMenu(deps.pool, user.companyId, target.menuId);
    const message = exists ? 'This link is not shown to you here.' : 'This link does not exist, or it was removed.';
    return send(reply, 404, nonce, messageShell({ nonce, title: 'Link not found', message }));
  }
  if (current && current.open_mode !== 'iframe') return reply.redirect(linkUrl(current, user, target.locationId), 303);
  const links: ShellLink[] = menus.map((m) => ({
    title: m.title,
    href: m.open_mode === 'iframe' ? pageOf(m, target.locationId) : linkUrl(m, user, target.locationId),
    external: m.open_mode === 'new_tab',
    current: m.id === current?.id,
  }));
  const frameOrigins = [...new Set(menus.filter((m) => m.open_mode === 'iframe').map((m) => new URL(m.url).origin))];
  const frame = current
    ? {
        url: linkUrl(current, user, target.locationId),
        origin: new URL(current.url).origin,
        payload: encryptSsoPayload(ssoUserData(user, target.locationId), deps.ssoSecret),
        title: current.title,
        allow: [current.allow_camera ? 'camera' : '', current.allow_microphone ? 'microphone' : ''].filter(Boolean).join('; '),
      }
    : undefined;
  const title = current ? `${current.title} · ${place}` : place;
  const csrf = csrfTokenFor(deps, request, reply);
  const userName = `${user.firstName} ${user.lastName}`;
  return send(reply, 200, nonce, shellPage({ nonce, title, place, userName, links, csrf, frame }), frameOrigins);
}

export function registerFramePage(app: SandboxApp, deps: SandboxDeps): void {
  type LocationParams = { Params: { locationId: string; menuId?: string } };
  const location = (request: FastifyRequest<LocationParams>, reply: FastifyReply) =>
    isCrmId(request.params.locationId)
      ? renderShell(deps, request, reply, { locationId: request.params.locationId, menuId: request.params.menuId })
      : reply.callNotFound();

  app.get<LocationParams>('/v2/location/:locationId', location);
  app.get<LocationParams>('/v2/location/:locationId/custom-page-link/:menuId', location);
  // The CRM's home: the agency's view for agency users, their (first) location for everyone else.
  app.get('/v2/', async (request, reply) => {
    const user = await sessionUserOf(deps, request);
    if (user?.type === 'account' && user.locationIds[0]) return reply.redirect(`/v2/location/${user.locationIds[0]}`, 303);
    return renderShell(deps, request, reply, { locationId: null });
  });
  app.get<{ Params: { menuId: string } }>('/v2/agency/custom-page-link/:menuId', (request, reply) =>
    renderShell(deps, request, reply, { locationId: null, menuId: request.params.menuId }),
  );

  app.get<{ Querystring: { next?: string } }>('/v2/signin', (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const csrf = csrfTokenFor(deps, request, reply);
    return send(reply, 200, nonce, signInShell({ nonce, csrf, next: safeNext(request.query.next) }));
  });

  app.post('/v2/signin', async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const next = safeNext(fieldOf(request.body, 'next'));
    const email = fieldOf(request.body, 'email')?.trim() ?? '';
    const password = fieldOf(request.body, 'password') ?? '';
    const again = (status: number, error: string) =>
      send(reply, status, nonce, signInShell({ nonce, csrf: csrfTokenFor(deps, request, reply), next, email, error }));
    if (!csrfMatches(request, fieldOf(request.body, 'csrf'))) return again(403, 'The form expired. Please sign in again.');
    if (!email || !password) return again(400, 'Enter your email and password.');
    const user = await checkSignIn(deps.pool, email, password);
    if (!user) return again(401, 'The email or password is not right.');
    await signIn(deps, reply, user);
    return reply.redirect(next, 303);
  });

  app.post('/v2/signout', async (request, reply) => {
    if (csrfMatches(request, fieldOf(request.body, 'csrf'))) await signOut(deps, request, reply);
    return reply.redirect('/v2/signin', 303);
  });
}
