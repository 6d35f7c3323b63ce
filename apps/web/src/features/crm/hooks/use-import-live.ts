import type { TCrmImport, TCrmImportProgressEvent } from '@atrium/contracts/crm-imports';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { crmKeys } from '@/features/crm/api/crm-keys';
import { useSocket } from '@/lib/socket';

const ENDED = new Set(['done', 'failed']);

/** The import with an event's counts (the event carries counts, not the whole import). */
export function importWithProgress(current: TCrmImport | undefined, event: TCrmImportProgressEvent) {
  if (!current) return current;
  const { status, processed, valid, created, updated, unchanged, failed } = event;
  return { ...current, status, processed, valid, created, updated, unchanged, failed };
}

/**
 * Applies 'crm-import:progress' to the cached import, so the progress bar moves without polling; once it ends, the
 * import (its finish time and message), its errors and the history are read again.
 */
export function useImportLive(): void {
  const socket = useSocket();
  const client = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    const onProgress = (event: TCrmImportProgressEvent) => {
      client.setQueryData<TCrmImport>(crmKeys.import(event.importId), (current) => importWithProgress(current, event));
      if (ENDED.has(event.status)) {
        void client.invalidateQueries({ queryKey: crmKeys.import(event.importId) });
        void client.invalidateQueries({ queryKey: crmKeys.importErrors(event.importId) });
        void client.invalidateQueries({ queryKey: crmKeys.imports });
        // Imported prospects show on the prospects list.
        if (event.kind === 'prospects') void client.invalidateQueries({ queryKey: ['crm', 'prospects'] });
      }
    };
    const onReconnect = () => void client.invalidateQueries({ queryKey: ['crm', 'imports', 'one'] });
    socket.on('crm-import:progress', onProgress);
    socket.on('connect', onReconnect);
    return () => {
      socket.off('crm-import:progress', onProgress);
      socket.off('connect', onReconnect);
    };
  }, [socket, client]);
}
