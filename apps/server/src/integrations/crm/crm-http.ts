import type { z } from 'zod';
import { CrmApiError, CrmAuthError, CrmRateLimitError } from './crm-errors';
import { backoffMs, parseRetryAfter, rateLimitWait } from './crm-retry';

/**
 * One CRM request with the house rules: `Authorization: Bearer` and `Version` on every call, form or JSON bodies,
 * 429 waited out and retried (any method: the CRM did not act on it), 5xx and network failures retried for GETs
 * only (a POST that may have happened, such as spending a refresh token, must not happen twice), the answer
 * checked against its documented schema. Nothing here logs: a caller that wants to count retries passes onRetry.
 */

export type CrmFetch = (input: string, init: RequestInit) => Promise<Response>;

export type CrmHttpOptions = {
  /** The CRM's API base address: https://services.leadconnectorhq.com, or the sandbox's. */
  apiUrl: string;
  version: string;
  fetch: CrmFetch;
  sleep: (ms: number) => Promise<void>;
  maxRetries: number;
  /** The longest single wait the client will sleep; a longer Retry-After is handed to the caller instead. */
  maxWaitMs: number;
  timeoutMs: number;
  random: () => number;
  now: () => number;
  onRetry?: (event: { operation: string; status: number; attempt: number; delayMs: number }) => void;
};

export type CrmRequest<T extends z.ZodType> = {
  /** A name for errors and retry events (the method name); never the URL, whose query can hold an email. */
  operation: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  accessToken?: string;
  form?: Record<string, string | undefined>;
  json?: unknown;
  schema: T;
};

const buildUrl = (apiUrl: string, path: string, query: CrmRequest<z.ZodType>['query']) => {
  const url = new URL(`${apiUrl.replace(/\/+$/, '')}${path}`);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.toString();
};

const buildBody = (request: CrmRequest<z.ZodType>): { body?: string; contentType?: string } => {
  if (request.form) {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(request.form)) if (value !== undefined) form.set(name, value);
    return { body: form.toString(), contentType: 'application/x-www-form-urlencoded' };
  }
  if (request.json !== undefined) return { body: JSON.stringify(request.json), contentType: 'application/json' };
  return {};
};

/** The CRM answers errors as `{ statusCode, message, error }` (message sometimes a list) or OAuth's `{ error, error_description }`. */
const readErrorBody = async (response: Response): Promise<{ code?: string; crmMessage?: string }> => {
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    return {};
  }
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const message = record.error_description ?? record.message;
  const crmMessage = Array.isArray(message) ? message.map(String).join('; ') : typeof message === 'string' ? message : undefined;
  const code =
    typeof record.error === 'string'
      ? record.error
          .trim()
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '_')
      : undefined;
  return { code: code || undefined, crmMessage: crmMessage?.slice(0, 500) };
};

const discard = async (response: Response) => {
  await response.arrayBuffer().catch(() => undefined);
};

export function createCrmHttp(options: CrmHttpOptions) {
  const retryDelay = (operation: string, status: number, attempt: number, delayMs: number) => {
    options.onRetry?.({ operation, status, attempt: attempt + 1, delayMs });
    return options.sleep(delayMs);
  };

  async function send<T extends z.ZodType>(request: CrmRequest<T>): Promise<z.infer<T>> {
    const { operation, method } = request;
    const idempotent = method === 'GET';
    const url = buildUrl(options.apiUrl, request.path, request.query);
    const { body, contentType } = buildBody(request);
    const headers: Record<string, string> = { Accept: 'application/json', Version: options.version };
    if (contentType) headers['Content-Type'] = contentType;
    if (request.accessToken) headers.Authorization = `Bearer ${request.accessToken}`;

    for (let attempt = 0; ; attempt++) {
      const canRetry = attempt < options.maxRetries;
      let response: Response;
      try {
        response = await options.fetch(url, { method, headers, body, signal: AbortSignal.timeout(options.timeoutMs) });
      } catch (cause) {
        if (idempotent && canRetry) {
          await retryDelay(operation, 0, attempt, backoffMs(attempt, options.random));
          continue;
        }
        throw new CrmApiError({
          status: 0,
          code: 'network_error',
          message: `The CRM could not be reached (${operation})`,
          cause,
        });
      }

      if (response.status === 429) {
        const wait = rateLimitWait(response.headers, attempt, options.now(), options.random);
        await discard(response);
        if (wait.kind === 'wait' && canRetry && wait.ms <= options.maxWaitMs) {
          await retryDelay(operation, 429, attempt, wait.ms);
          continue;
        }
        throw new CrmRateLimitError({
          status: 429,
          code: wait.kind === 'daily_cap' ? 'daily_limit' : 'rate_limited',
          message: `The CRM's rate limit was reached (${operation})`,
          retryAfterMs: wait.kind === 'wait' ? wait.ms : undefined,
        });
      }

      if (response.status >= 500 && idempotent && canRetry) {
        const retryAfter = parseRetryAfter(response.headers.get('retry-after'), options.now());
        await discard(response);
        const delay =
          retryAfter !== undefined && retryAfter <= options.maxWaitMs ? retryAfter : backoffMs(attempt, options.random);
        await retryDelay(operation, response.status, attempt, delay);
        continue;
      }

      if (!response.ok) {
        const { code, crmMessage } = await readErrorBody(response);
        const details = { status: response.status, crmMessage };
        const message = `The CRM answered ${response.status} (${operation})`;
        // A refused refresh token comes back from /oauth/token as 400/401 invalid_grant: the same "reconnect" case.
        if (code === 'invalid_grant') throw new CrmAuthError({ ...details, code, message });
        if (response.status === 401) {
          // The CRM also answers 401 to a live token that lacks the scope: refreshing cannot help, reconnecting can.
          const scope = /not authorized for this scope/i.test(crmMessage ?? '');
          throw new CrmAuthError({ ...details, code: scope ? 'scope_not_authorized' : (code ?? 'unauthorized'), message });
        }
        throw new CrmApiError({ ...details, code: code ?? `http_${response.status}`, message });
      }

      let answer: unknown;
      try {
        const textBody = await response.text();
        answer = textBody.length === 0 ? {} : JSON.parse(textBody);
      } catch (cause) {
        throw new CrmApiError({
          status: response.status,
          code: 'invalid_response',
          message: `The CRM's answer is not JSON (${operation})`,
          cause,
        });
      }
      const parsed = request.schema.safeParse(answer);
      if (!parsed.success) {
        throw new CrmApiError({
          status: response.status,
          code: 'unexpected_response',
          message: `The CRM's answer does not match its documented shape (${operation})`,
          issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
        });
      }
      return parsed.data;
    }
  }

  return { send };
}

export type CrmHttp = ReturnType<typeof createCrmHttp>;
