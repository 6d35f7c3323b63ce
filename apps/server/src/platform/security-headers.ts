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

export const securityHeadersPlugin = fp<HelmetOptions>(async (app: FastifyInstance, options) => {
  const headers = Object.entries(securityHeaders(options));
  app.addHook('onRequest', (_request, reply, done) => {
    // On the raw response, as helmet does: anything a route or a static file sets later wins.
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
});
