import { consoleEndpoints, type TConsoleAppRow } from '@atrium/contracts/app-console';
import type { TPage } from '@atrium/contracts/endpoint';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { type ConsoleAppFilters, consoleKeys } from './console-keys';

export const CONSOLE_PAGE_SIZE = 20;

export type ConsoleAppPage = TPage<TConsoleAppRow>;

export interface GetConsoleAppsInput extends ConsoleAppFilters {
  token: string | null;
  cursor?: string;
  limit?: number;
  signal?: AbortSignal;
}

/** GET /api/v1/console/apps: the creator's apps (the super admin: all), last changed first, keyset paged. */
export function getConsoleApps({
  token,
  cursor,
  q,
  status,
  limit = CONSOLE_PAGE_SIZE,
  signal,
}: GetConsoleAppsInput): Promise<ConsoleAppPage> {
  return apiFetch(consoleEndpoints.list, {
    query: { limit, cursor, q: q || undefined, status: status || undefined },
    token,
    signal,
  });
}

export const consoleAppsQueryOptions = (filters: ConsoleAppFilters, token: string | null) =>
  infiniteQueryOptions({
    // The token stays out of the key: it is a credential, and the session's end empties the cache anyway.
    queryKey: consoleKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getConsoleApps({ ...filters, token, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
    enabled: Boolean(token),
  });

export function useConsoleApps(filters: ConsoleAppFilters) {
  const { token } = useSession();
  return useInfiniteQuery(consoleAppsQueryOptions(filters, token));
}

/** How many apps wait for review: one row is enough, the total comes in `meta`. */
export const reviewQueueCountQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: consoleKeys.queueCount(),
    queryFn: ({ signal }) => getConsoleApps({ token, status: 'in_review', q: '', limit: 1, signal }),
    select: (page) => page.meta.total,
    enabled: Boolean(token),
  });

export function useReviewQueueCount(enabled: boolean) {
  const { token } = useSession();
  const options = reviewQueueCountQueryOptions(token);
  return useQuery({ ...options, enabled: enabled && options.enabled !== false });
}
