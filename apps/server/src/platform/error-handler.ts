import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
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
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its contract');
      return reply.status(500).send({ error: { code: 'internal_error', message: 'Something went wrong on our side' } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
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
