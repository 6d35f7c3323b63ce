import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
};

/** A refusal of the CRM's API, answered in its shape: `{ statusCode, message, error }` (common-schemas' DTOs). */
export class CrmApiError extends Error {
  readonly body: { statusCode: number; message: string | string[]; error: string };

  constructor(
    readonly statusCode: number,
    message: string | string[],
    readonly headers: Record<string, string> = {},
  ) {
    super(Array.isArray(message) ? message.join('; ') : message);
    this.name = 'CrmApiError';
    this.body = { statusCode, message, error: STATUS_NAMES[statusCode] ?? 'Error' };
  }
}

/** A refusal of the token endpoint, in OAuth 2's shape (RFC 6749 section 5.2): `{ error, error_description }`. */
export class OAuthError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 422,
    readonly code: 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unauthorized_client' | 'unsupported_grant_type',
    readonly description: string,
  ) {
    super(description);
    this.name = 'OAuthError';
  }
}

/** One error handler for the sandbox: every refusal in the CRM's shape, never a stack or a query. */
export function registerSandboxErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof OAuthError) {
      return reply.status(error.statusCode).send({ error: error.code, error_description: error.description });
    }
    if (error instanceof CrmApiError) {
      return reply.status(error.statusCode).headers(error.headers).send(error.body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error, url: request.routeOptions.url, method: request.method }, 'sandbox request failed');
      return reply.status(500).send({ statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' });
    }
    // Fastify's own: malformed body, unsupported media type, too large.
    return reply.status(status).send({ statusCode: status, message: error.message, error: STATUS_NAMES[status] ?? 'Error' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ statusCode: 404, message: `Cannot ${request.method} ${request.url.split('?')[0]}`, error: 'Not Found' }),
  );
}

/** Parses input the CRM's way: what does not fit is a 422 listing each problem (`field: message`). */
export function parseOr422<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new CrmApiError(
    422,
    result.error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)),
  );
}
