// Types only from endpoint.ts (it brings zod); the path helper comes from its zod-free half (ADR 005).
import type { AnyEndpoint, EndpointBody, EndpointParams, EndpointQuery, EndpointResult } from '@atrium/contracts/endpoint';
import { pathParamNames } from '@atrium/contracts/endpoint-path';
import { getToken } from './session-store';
import { emitUpgradeRequired } from './upgrade-events';

/** How one call is sent, beyond the endpoint's own inputs. */
export interface CallOptions {
  apiKey?: string;
  /** Defaults to the stored token when undefined; `null` sends no Authorization header. */
  token?: string | null;
  signal?: AbortSignal;
  /**
   * A public GET the page preloads (`<link rel="preload" as="fetch" crossorigin>`, see app/first-load.ts):
   * sent as the browser sends the preload, with no custom headers and no token, so it reuses that answer
   * instead of downloading it again (docs/decisions/015).
   */
  preloaded?: boolean;
}

type QueryValues = Record<string, string | number | boolean | null | undefined>;

/** What `send` sends: JSON, a FormData as multipart (uploads), or a string as the given media type. */
interface Outgoing extends CallOptions {
  method: AnyEndpoint['method'];
  body?: unknown;
  contentType?: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The server's response body, or the raw error when there was no response. */
  readonly data: unknown;

  constructor(message: string, init: { status: number; code: string; data: unknown }) {
    super(message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.data = init.data;
  }
}

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; error: ApiError };

function encodeQuery(query: QueryValues | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  return params.toString();
}

const SECRET_FIELDS = /pass(word)?|secret|token|apikey/i;

/** A copy safe to print: secret-looking fields are masked, nested objects included. */
function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (typeof value !== 'object' || value === null || value instanceof FormData) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_FIELDS.test(k) ? '[redacted]' : redact(v)]));
}

/**
 * Development only, and not in unit tests, where it would bury the test output. Call sites check
 * `import.meta.env.DEV`, a literal false in production builds, so the logging and the redaction vanish there.
 */
function debugLog(...args: unknown[]): void {
  if (import.meta.env.MODE !== 'test') console.debug('[api]', ...args);
}

export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The ApiError of a refused answer's JSON body; also for answers read outside `send` (lib/event-stream.ts). */
export function errorFromResponse(status: number, data: unknown): ApiError {
  const body = (data as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  const code = typeof body?.code === 'string' ? body.code : 'http_error';
  const message = typeof body?.message === 'string' ? body.message : `Request failed with status ${status}`;
  return new ApiError(message, { status, code, data });
}

/** The headers `send` sends with a request. */
function headersFor(opts: Outgoing): Record<string, string> {
  const headers: Record<string, string> = {};
  if (opts.preloaded) return headers;
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  headers.Accept = 'application/json';
  // The spec's podcast listing sends the JSON content type even on a GET, so GETs and JSON bodies carry
  // it. A bodiless POST/PUT/PATCH/DELETE must not: the server rejects an empty body declared as JSON.
  if (isText(opts)) headers['Content-Type'] = opts.contentType as string;
  else if (!isForm && (opts.method === 'GET' || opts.body !== undefined)) headers['Content-Type'] = 'application/json';
  if (opts.apiKey) headers.apikey = opts.apiKey;
  const token = opts.token === undefined ? getToken() : opts.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** A body of another media type (the endpoint's contentType) goes as the text it is, not as JSON. */
const isText = (opts: Outgoing) => opts.contentType !== undefined && typeof opts.body === 'string';

declare global {
  interface Window {
    /** The GETs the page's HTML started for its first screen (@atrium/contracts/early-gets). */
    atriumEarlyGets?: Array<{ url: string; headers: string; response: Promise<Response> }>;
  }
}

/**
 * The answer to a GET the page started with its HTML, once, and only if it went with the headers this call sends
 * (a token stored since, and the call asks the network itself).
 */
function takeEarlyGet(url: string, headers: Record<string, string>): Promise<Response> | undefined {
  const started = window.atriumEarlyGets ?? [];
  const at = started.findIndex((early) => early.url === url);
  const [early] = at < 0 ? [] : started.splice(at, 1);
  return early?.headers === JSON.stringify(headers) ? early.response : undefined;
}

/** The one place a request is sent (SPEC 7). It never throws, so callers branch on `ok`. */
async function send<T>(url: string, opts: Outgoing): Promise<ApiResult<T>> {
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  const headers = headersFor(opts);

  if (import.meta.env.DEV) debugLog('→', opts.method, url, opts.body === undefined ? '' : redact(opts.body));
  let response: Response;
  try {
    response = await ((opts.method === 'GET' ? takeEarlyGet(url, headers) : undefined) ??
      fetch(url, {
        method: opts.method,
        headers,
        body:
          opts.body === undefined
            ? undefined
            : isForm || isText(opts)
              ? (opts.body as FormData | string)
              : JSON.stringify(opts.body),
        signal: opts.signal,
      }));
  } catch (err) {
    if (import.meta.env.DEV) debugLog('✕', opts.method, url, err);
    const message = err instanceof Error ? err.message : 'Network error';
    return { ok: false, error: new ApiError(message, { status: 0, code: 'network_error', data: err }) };
  }

  const data = await readBody(response).catch(() => null);
  if (import.meta.env.DEV) debugLog('←', response.status, opts.method, url, redact(data));
  if (response.ok) return { ok: true, status: response.status, data: data as T };

  const error = errorFromResponse(response.status, data);
  if (error.status === 403 && error.code === 'plan_required') emitUpgradeRequired({ source: 'api', message: error.message });
  return { ok: false, error };
}

/** What calling an endpoint takes: its path parameters and body where it has them, its query, and call options. */
export type EndpointInput<E> = Needed<'params', EndpointParams<E>> &
  Needed<'body', EndpointBody<E>> & {
    query?: EndpointQuery<E>;
  } & CallOptions;

type Needed<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

/** The input argument may be left out when the endpoint needs none. */
type InputArgs<E> = object extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

/** The endpoint's path with its parameters filled in (each encoded) and the query appended. */
export function endpointUrl(endpoint: AnyEndpoint, params?: Record<string, string>, query?: unknown): string {
  let path = endpoint.path;
  for (const name of pathParamNames(endpoint.path)) {
    const value = params?.[name];
    if (value === undefined || value === '')
      throw new Error(`${endpoint.method} ${endpoint.path}: missing path parameter ${name}`);
    path = path.replace(`:${name}`, encodeURIComponent(value));
  }
  const search = encodeQuery(query as QueryValues | undefined);
  return search ? `${path}?${search}` : path;
}

/** Calls one endpoint of the contracts and never throws; `data` is the endpoint's plain value, envelope removed. */
export async function callEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  ...[input]: InputArgs<E>
): Promise<ApiResult<EndpointResult<E>>> {
  const { params, query, body, ...options } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: unknown;
    body?: unknown;
  };
  const result = await send<unknown>(endpointUrl(endpoint, params, query), {
    method: endpoint.method,
    body,
    contentType: endpoint.contentType,
    ...options,
  });
  if (!result.ok) return result;
  const data =
    endpoint.kind === 'data'
      ? (result.data as { data: unknown } | null)?.data
      : endpoint.kind === 'empty'
        ? undefined
        : result.data;
  return { ok: true, status: result.status, data: data as EndpointResult<E> };
}

/** The throwing variant react-query fetchers use: `apiFetch(getTicket, { params })`, typed end to end. */
export async function apiFetch<E extends AnyEndpoint>(endpoint: E, ...input: InputArgs<E>): Promise<EndpointResult<E>> {
  const result = await callEndpoint(endpoint, ...input);
  if (!result.ok) throw result.error;
  return result.data;
}

/**
 * An endpoint for the code of the first load (start-up, the home hero), which must not carry zod and the contracts'
 * schemas (ADR 005: the first-load budget). Method, path and answer kind are checked against the contract's type, so
 * a renamed or reshaped endpoint still fails to compile here; the schemas stay on the server.
 */
export function firstLoadEndpoint<E extends AnyEndpoint>(route: Pick<E, 'method' | 'path' | 'kind'>): E {
  return { ...route, paramsSchema: undefined } as unknown as E;
}
