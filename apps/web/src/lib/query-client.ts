import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { getLoadedQueryClient, setLoadedQueryClient } from './loaded-query-client';
import { getToken, subscribeSession } from './session-store';

/** Client errors (4xx) will not change on retry; network blips and 5xx get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * The app's one client, created when the first screen that needs it loads (the shell and the home
 * page do not). Cached data belongs to whoever was signed in, so when that session ends (sign-out,
 * another account, another tab) the cache is emptied. Signing in from a visit keeps it: a visitor
 * has only public data cached, and the sign-in request is still settling.
 */
export function getQueryClient(): QueryClient {
  const existing = getLoadedQueryClient();
  if (existing) return existing;
  const client = createQueryClient();
  let token = getToken();
  subscribeSession(() => {
    const next = getToken();
    if (next === token) return;
    if (token !== null) client.clear();
    token = next;
  });
  setLoadedQueryClient(client);
  return client;
}
