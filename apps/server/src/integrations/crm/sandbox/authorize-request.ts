import { type ClientKey, clientByClientId, type SandboxClient, type SandboxDeps } from './deps';

/** A checked `/oauth/chooselocation` request: the app, where to send the answer, what it asks for. */
export interface AuthorizeRequest {
  clientKey: ClientKey;
  client: SandboxClient;
  redirectUri: string;
  scopes: string[];
  state: string | undefined;
  /** The query as it came, carried through the screen's forms. */
  params: AuthorizeParams;
}

export interface AuthorizeParams {
  response_type?: string;
  client_id?: string;
  redirect_uri?: string;
  scope?: string;
  state?: string;
}

const PARAM_NAMES = ['response_type', 'client_id', 'redirect_uri', 'scope', 'state'] as const;

/** The authorize parameters out of a query or a form body (a repeated one is refused, as OAuth 2 requires). */
export function authorizeParamsOf(source: unknown): AuthorizeParams | { duplicated: string } {
  const record = (source ?? {}) as Record<string, unknown>;
  const params: AuthorizeParams = {};
  for (const name of PARAM_NAMES) {
    const value = record[name];
    if (Array.isArray(value)) return { duplicated: name };
    if (typeof value === 'string') params[name] = value;
  }
  return params;
}

export type AuthorizeOutcome =
  | { ok: true; request: AuthorizeRequest }
  /** Nothing can be sent back to the app (unknown app, unregistered address): the screen says what is wrong. */
  | { ok: false; redirect: false; title: string; message: string }
  /** The app and its address are known: the error goes back to it, as OAuth 2 says. */
  | { ok: false; redirect: true; url: string };

/** Redirect `redirectUri` with `params` added to its query. */
export function redirectWith(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}

/** Checks an authorization request against the app's registration (RFC 6749 section 4.1.2.1). */
export function checkAuthorizeRequest(deps: SandboxDeps, source: unknown): AuthorizeOutcome {
  const params = authorizeParamsOf(source);
  if ('duplicated' in params) {
    return { ok: false, redirect: false, title: 'This link is not valid', message: `The link repeats “${params.duplicated}”.` };
  }
  const found = params.client_id ? clientByClientId(deps.clients, params.client_id) : undefined;
  if (!found) {
    return {
      ok: false,
      redirect: false,
      title: 'Unknown app',
      message: params.client_id
        ? 'No app with this client id is registered with the CRM. Check the app’s client id.'
        : 'The link does not say which app is asking (client_id is missing).',
    };
  }
  const { key, client } = found;
  const registered = client.redirectUris;
  const redirectUri = params.redirect_uri ?? (registered.length === 1 ? registered[0] : undefined);
  if (!redirectUri || !registered.includes(redirectUri)) {
    return {
      ok: false,
      redirect: false,
      title: 'Redirect address not allowed',
      message: params.redirect_uri
        ? 'This app did not register the address it asks to return to. Nothing was shared with it.'
        : 'The link does not say where to return (redirect_uri is missing).',
    };
  }
  const back = (error: string, description: string): AuthorizeOutcome => ({
    ok: false,
    redirect: true,
    url: redirectWith(redirectUri, { error, error_description: description, state: params.state }),
  });
  if (params.response_type !== 'code') return back('unsupported_response_type', 'response_type must be code');
  // Without a scope the app asks for everything it registered, as the marketplace's install links do.
  const scopes = params.scope ? [...new Set(params.scope.split(/\s+/).filter(Boolean))] : client.scopes;
  const foreign = scopes.filter((s) => !client.scopes.includes(s));
  if (foreign.length > 0) {
    return {
      ok: false,
      redirect: false,
      title: 'Permissions not allowed',
      message: `This app asks for permissions it is not registered for: ${foreign.join(', ')}.`,
    };
  }
  return { ok: true, request: { clientKey: key, client, redirectUri, scopes, state: params.state, params } };
}
