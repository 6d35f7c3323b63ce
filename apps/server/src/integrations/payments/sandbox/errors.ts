import type { FastifyError, FastifyInstance } from 'fastify';

export type StripeErrorType =
  | 'api_error'
  | 'card_error'
  | 'idempotency_error'
  | 'invalid_request_error'
  | 'authentication_error'
  | 'permission_error'
  | 'rate_limit_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  param?: string;
  decline_code?: string;
  doc_url?: string;
  /** Card errors carry the intent (and its charge) they happened on, as Stripe's do. */
  payment_intent?: unknown;
  setup_intent?: unknown;
  charge?: string;
  payment_method?: unknown;
}

/** A refusal in Stripe's shape: `{ error: { type, code, message, param, decline_code } }` with Stripe's status. */
export class StripeError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
    this.name = 'StripeError';
  }
}

/** 400 invalid_request_error, optionally naming the parameter. */
export const invalidRequest = (message: string, param?: string, code?: string) =>
  new StripeError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code } : {}) });

/** 404 resource_missing, worded as Stripe words it (`No such customer: 'cus_...'`). */
export const resourceMissing = (label: string, id: string, param = 'id') =>
  new StripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${label}: '${id}'`,
    param,
    doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
  });

/** A required parameter left out. */
export const missingParam = (param: string) => invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');

/** An OAuth refusal (`POST /oauth/token`): OAuth 2's `{ error, error_description }`, which the SDK maps itself. */
export class OAuthError extends Error {
  constructor(
    readonly code: 'invalid_grant' | 'invalid_request' | 'invalid_client' | 'unsupported_grant_type',
    readonly description: string,
  ) {
    super(description);
    this.name = 'OAuthError';
  }
}

/** One error handler: every refusal in Stripe's shape, never a stack or a query. */
export function registerStripeErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof StripeError) return reply.status(error.statusCode).send({ error: error.body });
    if (error instanceof OAuthError) {
      return reply
        .status(error.code === 'invalid_client' ? 401 : 400)
        .send({ error: error.code, error_description: error.description });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error, url: request.routeOptions.url, method: request.method }, 'stripe sandbox request failed');
      return reply.status(500).send({ error: { type: 'api_error', message: 'An unknown error occurred' } });
    }
    // Fastify's own refusals: a body that does not parse, an unsupported media type, too large.
    return reply.status(status).send({ error: { type: 'invalid_request_error', message: error.message } });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${request.method}: ${request.url.split('?')[0]}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      },
    }),
  );
}
