import { API_KEY_HEADER } from '@atrium/contracts/app-tokens';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { classifyDbError, stackFrames } from './db-errors';

/**
 * The server's logger settings. Logs never hold secrets or personal data: no request bodies, no query strings
 * (tokens and search texts travel there), no credentials in headers, and no database error text (drizzle's
 * message lists every parameter of the failed query: emails, password hashes...).
 */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>) {
  return {
    level: config.LOG_LEVEL,
    // Headers are not serialised below; this stays in case a log call passes them itself.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        `req.headers.${API_KEY_HEADER}`,
        'headers.authorization',
        'headers.cookie',
        `headers.${API_KEY_HEADER}`,
        'res.headers["set-cookie"]',
        'body',
        'req.body',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        '*.passwordHash',
        '*.token',
        '*.accessToken',
        '*.refreshToken',
        '*.apiKey',
        '*.email',
      ],
      censor: '[redacted]',
    },
    serializers: { req: serializeRequest, err: serializeError },
  };
}

/** Method, path and host: no query string, no headers, no body, no address. */
export function serializeRequest(request: Pick<FastifyRequest, 'method' | 'url'> & { host?: string }) {
  return { method: request.method, url: request.url.split('?')[0] ?? '', host: request.host };
}

/** What pino and fastify expect of an error serializer's result. */
type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

/**
 * Errors by name, message, code and stack, causes included; an error that came from the database (at any
 * depth) only by its SQL state, constraint, table and stack frames. Other fields of an error (drizzle's `query`
 * and `params`, PostgreSQL's `detail`...) are never written.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a value that is not an Error was thrown', stack: '' };
  const db = classifyDbError(error);
  if (db) return { type: error.name, message: 'database error', stack: stackFrames(error) ?? '', db: db.log };
  const e = error as Error & { code?: unknown; statusCode?: unknown };
  const logged: LoggedError = { type: e.name, message: e.message, stack: e.stack ?? '' };
  if (e.code !== undefined) logged.code = e.code;
  if (e.statusCode !== undefined) logged.statusCode = e.statusCode;
  if (e.cause !== undefined && depth < 4) logged.cause = serializeError(e.cause, depth + 1);
  return logged;
}
