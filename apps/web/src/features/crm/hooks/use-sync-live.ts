import type { TCrmSyncRun, TCrmSyncStatus } from '@atrium/contracts/crm-sync';
import type { TPage } from '@atrium/contracts/endpoint';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { crmKeys } from '@/features/crm/api/crm-keys';
import { useSocket } from '@/lib/socket';

const FINISHED = new Set<TCrmSyncRun['status']>(['succeeded', 'partial', 'failed']);

/** The status with one run's news: the current run while it goes, the last one once it finished. */
export function statusWithRun(status: TCrmSyncStatus | undefined, run: TCrmSyncRun): TCrmSyncStatus {
  const base = status ?? { connected: true, current: null, last: null, lastSucceededAt: null };
  if (!FINISHED.has(run.status)) return { ...base, current: run };
  const current = base.current?._id === run._id ? null : base.current;
  const lastSucceededAt = run.status === 'failed' ? base.lastSucceededAt : (run.finishedAt ?? base.lastSucceededAt);
  return { ...base, current, last: run, lastSucceededAt };
}

/** The log with the run in place (or on top, when it is new). */
function runsWithRun(data: InfiniteData<TPage<TCrmSyncRun>> | undefined, run: TCrmSyncRun) {
  if (!data) return data;
  const known = data.pages.some((page) => page.data.some((r) => r._id === run._id));
  const pages = data.pages.map((page, index) => {
    if (known) return { ...page, data: page.data.map((r) => (r._id === run._id ? run : r)) };
    if (index > 0) return page;
    return { data: [run, ...page.data], meta: { ...page.meta, total: page.meta.total + 1 } };
  });
  return { ...data, pages };
}

/**
 * Applies 'crm-sync:progress' events (phase and counts of the agency's runs) to the cached status, run and log, so
 * the progress bar moves with the server and nothing is polled. A finished run's items are read again when shown.
 */
export function useSyncLive(): void {
  const socket = useSocket();
  const client = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    const onProgress = ({ run }: { run: TCrmSyncRun }) => {
      client.setQueryData<TCrmSyncStatus>(crmKeys.syncStatus, (status) => statusWithRun(status, run));
      client.setQueryData(crmKeys.syncRun(run._id), run);
      client.setQueryData<InfiniteData<TPage<TCrmSyncRun>>>(crmKeys.syncRuns, (data) => runsWithRun(data, run));
      if (FINISHED.has(run.status)) {
        void client.invalidateQueries({ queryKey: ['crm', 'sync', 'items', run._id] });
        // A finished sync changes the locations and contacts the other CRM screens list.
        void client.invalidateQueries({ queryKey: ['crm', 'contacts'] });
      }
    };
    // Events sent while the socket was away are lost: read where the sync stands once it is back.
    const onReconnect = () => void client.invalidateQueries({ queryKey: crmKeys.syncStatus });
    socket.on('crm-sync:progress', onProgress);
    socket.on('connect', onReconnect);
    return () => {
      socket.off('crm-sync:progress', onProgress);
      socket.off('connect', onReconnect);
    };
  }, [socket, client]);
}
