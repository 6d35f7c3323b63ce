import {
  type AnyEndpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointReply,
  wireSchema,
} from '@atrium/contracts/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { requireSignedIn } from '../auth/auth-plugin';
import type { Actor } from '../tenancy/actor';

/** OpenAPI security per kind of caller: a bearer token, or (optional) a bearer token or nothing. */
const SECURITY: Record<AnyEndpoint['auth'], Record<string, string[]>[] | undefined> = {
  public: undefined,
  user: [{ bearer: [] }],
  optional: [{ bearer: [] }, {}],
};

/** A 204 has no body; documented as such. */
const ZNoContent = z.null().describe('No content');

/** What a handler gets: the validated inputs, the actor and the database, and the raw request and reply when it must. */
export interface RouteContext<E extends AnyEndpoint> {
  params: EndpointParams<E>;
  query: EndpointQuery<E> extends undefined ? undefined : NonNullable<OutputOf<E, 'query'>>;
  body: EndpointBody<E> extends undefined ? undefined : NonNullable<OutputOf<E, 'body'>>;
  actor: Actor;
  db: Db;
  request: FastifyRequest;
  reply: FastifyReply;
}

type OutputOf<E, K extends 'query' | 'body'> = E extends { [key in K]: infer S extends import('zod').ZodType }
  ? import('zod').infer<S>
  : undefined;

/** A handler returns the endpoint's plain value, or the reply it sent itself (stored bytes, a file, a 503). */
export type RouteHandler<E extends AnyEndpoint> = (
  ctx: RouteContext<E>,
) => Promise<EndpointReply<E> | FastifyReply> | EndpointReply<E> | FastifyReply;

/** Fastify options a route may add: hooks (a rate limit, an upload guard), a body limit, route config, a log level. */
export type RouteOptions = Pick<
  RouteShorthandOptions,
  'onRequest' | 'preHandler' | 'preValidation' | 'bodyLimit' | 'config' | 'logLevel'
>;

/**
 * Registers one endpoint from its contract (ARCHITECTURE section 2): method, path, schemas, OpenAPI text and
 * security come from the definition, a signed-in endpoint answers 401 before validating anything, and the handler's
 * plain value is wrapped in the endpoint's envelope here, the one place that does it.
 */
export function route<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  options: RouteOptions = {},
): void {
  const status = endpoint.kind === 'empty' ? 204 : (endpoint.status ?? 200);
  const response = wireSchema(endpoint);
  const signedIn = endpoint.auth === 'user';
  const onRequest = [...(signedIn ? [requireSignedIn] : []), ...hooks(options.onRequest)];
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...options,
    ...(onRequest.length > 0 ? { onRequest } : {}),
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(SECURITY[endpoint.auth] ? { security: SECURITY[endpoint.auth] } : {}),
      ...(endpoint.headers ? { headers: endpoint.headers } : {}),
      ...(endpoint.contentType ? { consumes: [endpoint.contentType] } : {}),
      ...(endpoint.paramsSchema ? { params: endpoint.paramsSchema } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { [status]: response ?? ZNoContent },
    },
    handler: async (request, typedReply) => {
      const reply = typedReply as FastifyReply;
      const value = await handler({
        params: request.params as never,
        query: request.query as never,
        body: request.body as never,
        actor: request.actor,
        db: app.deps.db,
        request,
        reply,
      });
      // The handler answered itself (a redirect, a file, a stream) and handed back its reply, or sent one without
      // saying so: leave it alone. (With onSend hooks such as compression, a send is not finished yet here.)
      if (value === reply || reply.sent) return reply;
      reply.status(status);
      if (endpoint.kind === 'empty') return reply.send();
      return endpoint.kind === 'data' ? { data: value } : value;
    },
  });
}

function hooks<T>(hook: T | T[] | undefined): T[] {
  if (hook === undefined) return [];
  return Array.isArray(hook) ? hook : [hook];
}
