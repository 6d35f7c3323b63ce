import type { QueryClient } from '@tanstack/react-query';

/**
 * The shared query client, once a screen that uses queries has created it (lib/query-client.ts).
 * Kept apart from that module so code of the first load (the real-time listener) can reach the
 * cache without downloading react-query: before the client exists nothing is cached to refresh.
 */
let loaded: QueryClient | null = null;

export function getLoadedQueryClient(): QueryClient | null {
  return loaded;
}

export function setLoadedQueryClient(client: QueryClient | null): void {
  loaded = client;
}
