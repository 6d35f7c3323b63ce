import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AuthorizeRequest, checkAuthorizeRequest, redirectWith } from './authorize-request';
import { type ChooseSelection, choosePage, errorPage, signInPage } from './consent-page';
import { appIdOf, type SandboxApp, type SandboxDeps } from './deps';
import type { InstallEvent } from './events';
import { fieldOf, fieldsOf } from './form-body';
import { csrfMatches, csrfTokenFor, sessionUserOf, signIn, signOut } from './session';
import { withTransaction } from './sql';
import { createCode } from './store-codes';
import { installedLocationIds, recordInstalls } from './store-installs';
import { checkSignIn, type Reach, reachOf, type SandboxUser } from './store-users';

/** The screen may not be framed (clickjacking), cached or leak its address; it runs no script at all. */
function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'")
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .send(body);
}

/** The screen's own address with the authorize parameters, to come back to after signing in or out. */
const screenUrl = (request: AuthorizeRequest) => {
  const query = new URLSearchParams(
    Object.entries(request.params).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  return `/oauth/chooselocation?${query}`;
};

/** Checks the request (query or form); answers the refusal itself and returns null when it is not valid. */
function checked(deps: SandboxDeps, source: unknown, reply: FastifyReply): AuthorizeRequest | null {
  const outcome = checkAuthorizeRequest(deps, source);
  if (outcome.ok) return outcome.request;
  if (outcome.redirect) reply.redirect(outcome.url, 303);
  else html(reply, 400, errorPage(outcome.title, outcome.message));
  return null;
}

const expiredForm = (reply: FastifyReply) =>
  html(
    reply,
    403,
    errorPage('This form has expired', 'For your safety the form could not be used. Go back to the app and start again.'),
  );

async function showChoice(
  deps: SandboxDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { authorize: AuthorizeRequest; user: SandboxUser; reach?: Reach; error?: string; selection?: ChooseSelection },
) {
  const reach = input.reach ?? (await reachOf(deps.pool, input.user));
  const csrf = csrfTokenFor(deps, request, reply);
  return html(reply, input.error ? 400 : 200, choosePage({ ...input, request: input.authorize, reach, csrf }));
}

/** What the form chose, checked against what the user may reach: a forged location id is refused like none. */
function selectionOf(
  body: unknown,
  reach: Reach,
): { ok: true; wholeCompany: boolean; locationIds: string[] } | { ok: false; error: string } {
  const target = fieldOf(body, 'target') === 'company' ? 'company' : 'locations';
  // Without script the boxes cannot clear the radio: boxes ticked under "the whole agency" are a question, not a choice.
  if (target === 'company' && fieldsOf(body, 'location').length > 0) {
    return { ok: false, error: 'Choose either the whole agency or some locations, not both.' };
  }
  if (target === 'company') {
    return reach.company
      ? { ok: true, wholeCompany: true, locationIds: [] }
      : { ok: false, error: 'Choose the locations to install on.' };
  }
  const reachable = new Set(reach.locations.map((l) => l.id));
  const locationIds = [...new Set(fieldsOf(body, 'location'))];
  if (locationIds.length === 0) return { ok: false, error: 'Choose at least one location to install on.' };
  if (locationIds.some((id) => !reachable.has(id)))
    return { ok: false, error: 'You cannot install on one of the chosen locations.' };
  return { ok: true, wholeCompany: false, locationIds };
}

/** The marketplace's consent screen: sign in, choose the agency or locations, see the permissions, allow or deny. */
export function registerConsentRoutes(app: SandboxApp, deps: SandboxDeps): void {
  app.get('/oauth/chooselocation', async (request, reply) => {
    const authorize = checked(deps, request.query, reply);
    if (!authorize) return reply;
    const user = await sessionUserOf(deps, request);
    if (user) return showChoice(deps, request, reply, { authorize, user });
    return html(reply, 200, signInPage({ request: authorize, csrf: csrfTokenFor(deps, request, reply) }));
  });

  app.post('/oauth/chooselocation/signin', async (request, reply) => {
    const authorize = checked(deps, request.body, reply);
    if (!authorize) return reply;
    const email = fieldOf(request.body, 'email')?.trim() ?? '';
    const password = fieldOf(request.body, 'password') ?? '';
    const again = (status: number, error: string) =>
      html(reply, status, signInPage({ request: authorize, csrf: csrfTokenFor(deps, request, reply), email, error }));
    if (!csrfMatches(request, fieldOf(request.body, 'csrf'))) return again(403, 'The form expired. Please sign in again.');
    if (!email || !password) return again(400, 'Enter your email and password.');
    const user = await checkSignIn(deps.pool, email, password);
    if (!user) return again(401, 'The email or password is not right.');
    await signIn(deps, reply, user);
    return reply.redirect(screenUrl(authorize), 303);
  });

  app.post('/oauth/chooselocation/signout', async (request, reply) => {
    const authorize = checked(deps, request.body, reply);
    if (!authorize) return reply;
    if (!csrfMatches(request, fieldOf(request.body, 'csrf'))) return expiredForm(reply);
    await signOut(deps, request, reply);
    return reply.redirect(screenUrl(authorize), 303);
  });

  app.post('/oauth/chooselocation/decision', async (request, reply) => {
    const authorize = checked(deps, request.body, reply);
    if (!authorize) return reply;
    if (!csrfMatches(request, fieldOf(request.body, 'csrf'))) return expiredForm(reply);
    const decision = fieldOf(request.body, 'decision');
    if (decision === 'deny') {
      return reply.redirect(
        redirectWith(authorize.redirectUri, {
          error: 'access_denied',
          error_description: 'The user denied access',
          state: authorize.state,
        }),
        303,
      );
    }
    if (decision !== 'approve')
      return html(reply, 400, errorPage('Choose Allow or Deny', 'The form did not say whether to allow the app.'));
    const user = await sessionUserOf(deps, request);
    // Signed out meanwhile (another tab, an expired session): back to the sign-in, nothing approved.
    if (!user) return reply.redirect(screenUrl(authorize), 303);
    const reach = await reachOf(deps.pool, user);
    const selection = selectionOf(request.body, reach);
    if (!selection.ok) {
      const chosen: ChooseSelection = {
        target: fieldOf(request.body, 'target') === 'company' ? 'company' : 'locations',
        locationIds: fieldsOf(request.body, 'location'),
      };
      return showChoice(deps, request, reply, { authorize, user, reach, error: selection.error, selection: chosen });
    }
    const now = deps.now();
    const { code, events } = await withTransaction(deps.pool, async (client) => {
      const installed = await recordInstalls(
        client,
        { clientKey: authorize.clientKey, companyId: user.companyId, userId: user.id, ...selection },
        now,
      );
      const code = await createCode(
        client,
        {
          clientKey: authorize.clientKey,
          redirectUri: authorize.redirectUri,
          userId: user.id,
          companyId: user.companyId,
          installType: selection.wholeCompany ? 'Company' : 'Location',
          locationIds: selection.wholeCompany
            ? await installedLocationIds(client, authorize.clientKey, user.companyId)
            : selection.locationIds,
          scopes: authorize.scopes,
        },
        now,
      );
      const base = {
        clientKey: authorize.clientKey,
        appId: appIdOf(authorize.client.clientId),
        companyId: user.companyId,
        userId: user.id,
      };
      const events: InstallEvent[] = [
        ...(installed.companyInstalled ? [{ ...base, installType: 'Company' as const }] : []),
        ...installed.locationIds.map((locationId) => ({ ...base, installType: 'Location' as const, locationId })),
      ];
      return { code, events };
    });
    for (const event of events) deps.events.emit('install', event);
    return reply.redirect(redirectWith(authorize.redirectUri, { code, state: authorize.state }), 303);
  });
}
