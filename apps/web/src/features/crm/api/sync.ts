import { crmSyncEndpoints, type TCrmSyncRun, type TCrmSyncStatus } from '@atrium/contracts/crm-sync';
import type { TPage } from '@atrium/contracts/endpoint';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { crmKeys } from './crm-keys';

export const SYNC_PAGE_SIZE = 20;

/** GET /api/v1/crm/sync: the run under way and the last one. */
export const syncStatusQuery = () =>
  queryOptions({
    queryKey: crmKeys.syncStatus,
    queryFn: ({ signal }) => apiFetch(crmSyncEndpoints.status, { signal }),
  });

/** GET /api/v1/crm/sync/runs: the sync log, newest first, keyset paged. */
export const syncRunsQuery = () =>
  infiniteQueryOptions({
    queryKey: crmKeys.syncRuns,
    queryFn: ({ pageParam, signal }): Promise<TPage<TCrmSyncRun>> =>
      apiFetch(crmSyncEndpoints.runs, { query: { limit: SYNC_PAGE_SIZE, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
  });

/** GET /api/v1/crm/sync/runs/:id/items: what one run changed or failed, optionally only the failures. */
export const syncItemsQuery = (runId: string, failedOnly: boolean) =>
  infiniteQueryOptions({
    queryKey: crmKeys.syncItems(runId, failedOnly),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(crmSyncEndpoints.items, {
        params: { id: runId },
        query: { limit: SYNC_PAGE_SIZE, cursor: pageParam, failed: failedOnly ? 'true' : undefined },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export const useSyncStatus = (enabled = true) => useQuery({ ...syncStatusQuery(), enabled });
export const useSyncRuns = () => useInfiniteQuery(syncRunsQuery());
export const useSyncItems = (runId: string, failedOnly: boolean) => useInfiniteQuery(syncItemsQuery(runId, failedOnly));

/**
 * A run the server accepted (a start or a retry) becomes the current one at once, so its progress shows before the
 * first socket event; the log is read again to list it.
 */
function useRunStarted() {
  const client = useQueryClient();
  return (run: TCrmSyncRun) => {
    client.setQueryData<TCrmSyncStatus>(crmKeys.syncStatus, (status) =>
      status ? { ...status, current: run } : { connected: true, current: run, last: null, lastSucceededAt: null },
    );
    void client.invalidateQueries({ queryKey: crmKeys.syncRuns });
  };
}

/** POST /api/v1/crm/sync: Sync now (or a full run); while one runs the server answers that one. */
export function useStartSync() {
  const started = useRunStarted();
  return useMutation({
    mutationFn: (full: boolean = false) => apiFetch(crmSyncEndpoints.start, { body: { full } }),
    onSuccess: started,
  });
}

/** POST /api/v1/crm/sync/runs/:id/retry: the failed items of a finished run, as a new run. */
export function useRetrySync() {
  const started = useRunStarted();
  return useMutation({
    mutationFn: (runId: string) => apiFetch(crmSyncEndpoints.retry, { params: { id: runId } }),
    onSuccess: started,
  });
}
