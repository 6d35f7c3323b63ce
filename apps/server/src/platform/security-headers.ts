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

export type SecurityHeadersOptions = HelmetOptions & {
  /** Which requests are API answers (apiSecurityHeaders); the rest get the document's headers. */
  isApi?: (url: string) => boolean;
};

export const securityHeadersPlugin = fp<SecurityHeadersOptions>(async (app: FastifyInstance, { isApi, ...options }) => {
  const documentHeaders = securityHeaders(options);
  const forDocuments = Object.entries(documentHeaders);
  const forApi = Object.entries(apiSecurityHeaders(documentHeaders));
  app.addHook('onRequest', (request, reply, done) => {
    // On the raw response, as helmet does: anything a route or a static file sets later wins.
    for (const [name, value] of isApi?.(request.url) ? forApi : forDocuments) reply.raw.setHeader(name, value);
    done();
  });
});
