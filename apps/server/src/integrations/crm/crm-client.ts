import { crmApiMethods } from './crm-api';
import { type CrmFetch, createCrmHttp } from './crm-http';
import { crmOAuthMethods } from './crm-oauth';

/** The CRM's API version every call declares in its `Version` header. */
export const CRM_API_VERSION = '2021-07-28';
/** The real CRM's hosts; the sandbox replaces both by configuration. */
export const CRM_API_URL = 'https://services.leadconnectorhq.com';
export const CRM_MARKETPLACE_URL = 'https://marketplace.gohighlevel.com';

export type CrmClientOptions = {
  /** The API base address: CRM_API_URL for the real CRM, the sandbox's address otherwise. */
  apiUrl: string;
  version?: string;
  fetch?: CrmFetch;
  /** Injected by tests so that waits take no time. */
  sleep?: (ms: number) => Promise<void>;
  /** Retries after the first try, for 429s (any method) and 5xx or network failures (GET only). */
  maxRetries?: number;
  /** The longest single wait; a 429 asking for longer fails at once with its retryAfterMs. */
  maxWaitMs?: number;
  timeoutMs?: number;
  random?: () => number;
  now?: () => number;
  onRetry?: (event: { operation: string; status: number; attempt: number; delayMs: number }) => void;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Atrium's typed client of the CRM (see docs/decisions/022-crm-client.md for why not the official SDK). Stateless:
 * every call takes the access token it uses, so token storage, refresh and its lock stay with the caller.
 */
export function createCrmClient(options: CrmClientOptions) {
  const apiUrl = new URL(options.apiUrl).toString();
  const http = createCrmHttp({
    apiUrl,
    version: options.version ?? CRM_API_VERSION,
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    sleep: options.sleep ?? defaultSleep,
    maxRetries: options.maxRetries ?? 3,
    maxWaitMs: options.maxWaitMs ?? 60_000,
    timeoutMs: options.timeoutMs ?? 30_000,
    random: options.random ?? Math.random,
    now: options.now ?? Date.now,
    onRetry: options.onRetry,
  });
  return { ...crmOAuthMethods(http), ...crmApiMethods(http) };
}

export type CrmClient = ReturnType<typeof createCrmClient>;
