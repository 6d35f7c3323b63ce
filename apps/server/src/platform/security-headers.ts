import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers (CSP, frame, referrer, transport and the rest), worked out once at start.
 * @fastify/helmet builds a new helmet middleware on every request, which cost about 8% of the server's
 * CPU under load; the headers never change between requests, so they are computed here once and set
 * on every reply. Helmet still decides what the headers are: the options are the same.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * The headers of an API answer (JSON, never a page to render), after OWASP's REST security cheat sheet:
 * nothing may load, frame or sniff it. A smaller set than a document's: the document-only headers
 * (prefetch, downloads, cross-domain policies, opener and agent-cluster isolation) say nothing about
 * JSON, and every answer of a busy API carries them otherwise. Transport and resource policy stay as
 * the document's.
 */
export function apiSecurityHeaders(document: Record<string, string>): Record<string, string> {
  const kept = ['strict-transport-security', 'cross-origin-resource-policy', 'referrer-policy'] as const;
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    ...Object.fromEntries(kept.filter((name) => document[name] !== undefined).map((name) => [name, document[name]!])),
  };
}

/**
 * The headers of pages another site may show in a frame: the CSP's frame-ancestors lists those origins
 * after 'self', and X-Frame-Options (which can only say SAMEORIGIN) is left out; browsers that know
 * frame-ancestors ignore it anyway.
 */
export function framedDocumentHeaders(options: HelmetOptions, ancestors: readonly string[]): Record<string, string> {
  const csp = typeof options.contentSecurityPolicy === 'object' ? options.contentSecurityPolicy : {};
  const headers = securityHeaders({
    ...options,
    contentSecurityPolicy: { ...csp, directives: { ...csp.directives, frameAncestors: ["'self'", ...ancestors] } },
  });
  delete headers['x-frame-options'];
  return headers;
}

/**
 * Browser features no page of the product uses, switched off for the page and every frame in it. Video
 * embeds and developers' custom pages need fullscreen, autoplay, picture-in-picture, encrypted media and
 * the motion sensors (the iframes' `allow` lists), so those keep the browser's defaults: a header
 * allowlist would also cap what `allow` can delegate to the frames' many https origins.
 */
export const PERMISSIONS_POLICY = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'magnetometer',
  'display-capture',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

const UPGRADE = 'upgrade-insecure-requests';

/**
 * A document's headers for a request that came over plain http or over https. `upgrade-insecure-requests`
 * only over https: on a page served over http (a LAN address, no TLS) it would rewrite every asset to
 * an https address nobody answers, and the page stays blank.
 */
export function byTransport(headers: Record<string, string>): { http: Record<string, string>; https: Record<string, string> } {
  const csp = headers['content-security-policy'];
  if (csp === undefined) return { http: headers, https: headers };
  const directives = csp
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && d !== UPGRADE);
  return {
    http: { ...headers, 'content-security-policy': directives.join(';') },
    https: { ...headers, 'content-security-policy': [...directives, UPGRADE].join(';') },
  };
}

export type SecurityHeadersOptions = HelmetOptions & {
  /** Which requests are API answers (apiSecurityHeaders); the rest get the document's headers. */
  isApi?: (url: string) => boolean;
  /** Pages other sites may frame (the CRM's embedded views) and which origins may; none when the list is empty. */
  framed?: { isFramed: (url: string) => boolean; ancestors: readonly string[] };
};

export const securityHeadersPlugin = fp<SecurityHeadersOptions>(async (app: FastifyInstance, { isApi, framed, ...options }) => {
  const page = (headers: Record<string, string>) => {
    const { http, https } = byTransport({ ...headers, 'permissions-policy': PERMISSIONS_POLICY });
    return { http: Object.entries(http), https: Object.entries(https) };
  };
  const documentHeaders = securityHeaders(options);
  const forDocuments = page(documentHeaders);
  const forApi = Object.entries(apiSecurityHeaders(documentHeaders));
  const forFramed = framed?.ancestors.length ? page(framedDocumentHeaders(options, framed.ancestors)) : null;
  app.addHook('onRequest', (request, reply, done) => {
    let headers = forApi;
    if (isApi?.(request.url)) {
      // An answer for a signed-in caller or an API key is that caller's own: no cache (browser, proxy) may
      // keep it. Anonymous answers keep their own caching; a route that sets Cache-Control itself wins.
      if (request.headers.authorization || request.headers.apikey) reply.raw.setHeader('cache-control', 'no-store');
    } else {
      const set = forFramed && framed?.isFramed(request.url) ? forFramed : forDocuments;
      // request.protocol honours TRUST_PROXY (X-Forwarded-Proto from the proxy that ends TLS).
      headers = request.protocol === 'https' ? set.https : set.http;
    }
    // On the raw response, as helmet does: anything a route or a static file sets later wins.
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
});
