import type { LightMyRequestResponse } from 'fastify';
import { SANDBOX_DEMO_PASSWORD } from './demo-data';
import type { ClientKey } from './deps';
import type { TestSandbox } from './test-sandbox';

/** A browser's cookie jar, just enough for the consent screen. */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  take(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) {
      if (cookie.value === '' || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  get header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  }
}

/** The value of a hidden field of the page's first form that has it. */
export function hiddenField(html: string, name: string): string | undefined {
  const match = new RegExp(`<input type="hidden" name="${name}" value="([^"]*)">`).exec(html);
  return match?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export interface AuthorizeInput {
  clientKey: ClientKey;
  redirectUri?: string;
  scope?: string;
  state?: string;
  responseType?: string;
  /** Overrides the client id (an unknown app). */
  clientId?: string;
}

export function authorizeQuery(t: TestSandbox, input: AuthorizeInput): Record<string, string> {
  const client = t.clients[input.clientKey];
  const query: Record<string, string> = {
    response_type: input.responseType ?? 'code',
    client_id: input.clientId ?? client.clientId,
    redirect_uri: input.redirectUri ?? client.redirectUris[0]!,
    scope: input.scope ?? client.scopes.join(' '),
  };
  if (input.state !== undefined) query.state = input.state;
  return query;
}

const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
  return body.toString();
};

/** A person at the consent screen: opens it, signs in, posts its forms, with cookies kept between steps. */
export function consentBrowser(t: TestSandbox, input: AuthorizeInput) {
  const jar = new CookieJar();
  const query = authorizeQuery(t, input);
  let csrf = '';
  const open = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/oauth/chooselocation', query, headers: { cookie: jar.header } });
    jar.take(response);
    csrf = hiddenField(response.body, 'csrf') ?? csrf;
    return response;
  };
  const post = async (path: string, fields: Record<string, string | string[]>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header },
      payload: form({ csrf, ...query, ...fields }),
    });
    jar.take(response);
    csrf = hiddenField(response.body, 'csrf') ?? csrf;
    return response;
  };
  return {
    jar,
    query,
    open,
    post,
    setCsrf: (value: string) => {
      csrf = value;
    },
    signIn: (email: string, password = SANDBOX_DEMO_PASSWORD) => post('/oauth/chooselocation/signin', { email, password }),
    approve: (choice: { target: 'company' } | { locations: string[] }) =>
      post('/oauth/chooselocation/decision', {
        decision: 'approve',
        ...('target' in choice ? { target: 'company' } : { target: 'locations', location: choice.locations }),
      }),
    deny: () => post('/oauth/chooselocation/decision', { decision: 'deny' }),
  };
}

/** Walks the whole screen as `email` and returns the code it redirects with. */
export async function consentCode(
  t: TestSandbox,
  input: AuthorizeInput & { email: string; choice: { target: 'company' } | { locations: string[] } },
): Promise<string> {
  const browser = consentBrowser(t, input);
  await browser.open();
  await browser.signIn(input.email);
  await browser.open();
  const response = await browser.approve(input.choice);
  if (response.statusCode !== 303) throw new Error(`consent did not redirect: ${response.statusCode} ${response.body}`);
  const code = new URL(response.headers.location as string).searchParams.get('code');
  if (!code) throw new Error(`consent redirected without a code: ${response.headers.location}`);
  return code;
}

/** `POST /oauth/token` with a form body. */
export function tokenRequest(t: TestSandbox, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form(fields),
  });
}

/** The code exchange as the app's callback makes it. */
export function exchangeCode(t: TestSandbox, clientKey: ClientKey, code: string, extra: Record<string, string> = {}) {
  const client = t.clients[clientKey];
  return tokenRequest(t, {
    client_id: client.clientId,
    client_secret: client.clientSecret,
    grant_type: 'authorization_code',
    code,
    redirect_uri: client.redirectUris[0]!,
    ...extra,
  });
}

export function refreshTokens(t: TestSandbox, clientKey: ClientKey, refreshToken: string, extra: Record<string, string> = {}) {
  const client = t.clients[clientKey];
  return tokenRequest(t, {
    client_id: client.clientId,
    client_secret: client.clientSecret,
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    ...extra,
  });
}
