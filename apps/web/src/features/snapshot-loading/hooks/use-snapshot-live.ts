import type { TSnapshotProgressEvent } from '@atrium/contracts/snapshots';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyPushes } from '@/features/snapshot-loading/api/push-cache';
import { snapshotLoadingKeys } from '@/features/snapshot-loading/api/snapshot-loading-keys';
import { useSocket } from '@/lib/socket';

/**
 * Applies 'snapshot:progress' events (the pushes that changed, whole) to the cached load, target locations and push
 * histories, so bars and states move with the server and nothing is polled or read again.
 */
export function useSnapshotLive(): void {
  const socket = useSocket();
  const client = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    const onProgress = (event: TSnapshotProgressEvent) => applyPushes(client, event.pushes);
    // Events sent while the socket was away are lost: read where the locations and histories stand once it is back.
    const onReconnect = () => {
      void client.invalidateQueries({ queryKey: ['snapshot-loading', 'targets'] });
      void client.invalidateQueries({ queryKey: snapshotLoadingKeys.pushLists });
    };
    socket.on('snapshot:progress', onProgress);
    socket.on('connect', onReconnect);
    return () => {
      socket.off('snapshot:progress', onProgress);
      socket.off('connect', onReconnect);
    };
  }, [socket, client]);
}
