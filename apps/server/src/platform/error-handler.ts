import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { classifyDbError } from './db-errors';
import { AppError } from './errors';

interface FieldIssue {
  path: (string | number)[];
  message: string;
}

const toPath = (instancePath: string): string[] => instancePath.split('/').filter(Boolean);

/** One place that shapes every failure as `{ error: { code, message, details? } }`; 5xx never leak internals. */
/** Answers a not-found GET with the web app's index.html when the path belongs to it; null otherwise. */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | null;

export function registerErrorHandler(app: FastifyInstance, spaFallback?: SpaFallback): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ error: { code: error.code, message: error.message, details: error.details } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: FieldIssue[] = error.validation.map((v) => ({
        path: toPath(v.instancePath),
        message: v.message ?? 'Invalid value',
      }));
      const where = error.validationContext ?? 'request';
      const first = details[0];
      const message = first
        ? `Invalid ${where}: ${first.path.length ? `${first.path.join('.')}: ` : ''}${first.message}`
        : `Invalid ${where}`;
      return reply.status(400).send({ error: { code: 'validation_error', message, details } });
    }
    if (isResponseSerializationError(error)) {
      // Issues carry paths, codes and expectations, not values (zod 4 leaves the input out unless asked).
      request.log.error(
        { route: routeOf(request), method: request.method, issues: error.cause.issues },
        'response did not match its contract',
      );
      return reply.status(500).send({ error: { code: 'internal_error', message: 'Something went wrong on our side' } });
    }
    const db = classifyDbError(error);
    if (db) {
      // Never the error itself: drizzle's message lists the query's parameters and PostgreSQL's quotes values.
      const entry = { db: db.log, route: routeOf(request), method: request.method };
      if (db.status === 503) request.log.warn(entry, 'database unavailable');
      else if (db.status >= 500) request.log.error(entry, 'database error');
      else request.log.info(entry, 'database refused the request');
      if (db.retryAfterSeconds) reply.header('retry-after', String(db.retryAfterSeconds));
      return reply.status(db.status).send({ error: { code: db.code, message: db.message } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error, route: routeOf(request), method: request.method }, 'request failed');
      return reply.status(500).send({ error: { code: 'internal_error', message: 'Something went wrong on our side' } });
    }
    // Fastify's own 4xx: malformed JSON, unsupported media type, too large, rate limited...
    return reply.status(status).send({ error: { code: fastifyCode(error, status), message: error.message } });
  });

  app.setNotFoundHandler((request, reply) => {
    if (spaFallback?.(request, reply)) return;
    reply
      .status(404)
      .send({ error: { code: 'not_found', message: `Route ${request.method} ${request.url.split('?')[0]} not found` } });
  });
}

/** The route's pattern (`/api/v1/apps/:id`), not the URL: ids and query strings stay out of the logs. */
const routeOf = (request: FastifyRequest): string | undefined => request.routeOptions.url;

/**
 * Fastify answers a few failures before routing, outside the error handler: a path it cannot decode (bytes that
 * are not UTF-8, such as a lone surrogate's `%ED%A0%80`), a path parameter above its length limit. Same shape here.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const [status, code, message] =
    error.code === 'FST_ERR_BAD_URL'
      ? [400, 'bad_request', 'The address is not valid: its percent-encoding is broken']
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [414, 'uri_too_long', 'The address is too long']
        : [500, 'internal_error', 'Something went wrong on our side'];
  reply
    .status(status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify({ error: { code, message } }));
}

function fastifyCode(error: FastifyError, status: number): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'invalid_json';
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'rate_limited';
  // Errors from plugins (http-errors) carry only a status: name them as our own errors of that status would be.
  return error.code?.toLowerCase() ?? STATUS_CODES[status] ?? 'bad_request';
}

const STATUS_CODES: Record<number, string> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
};
