import type { TSnapshotLoad } from '@atrium/contracts/snapshots';
import { skipToken, useQuery } from '@tanstack/react-query';
import { snapshotLoadingKeys } from './snapshot-loading-keys';

/**
 * A load the viewer started, as attach-location answered it and the socket moved it on. No endpoint reads a load
 * alone: this only watches the cache, and keeps it while the progress is shown.
 */
export const useLoad = (loadId: string | null) =>
  useQuery<TSnapshotLoad>({
    queryKey: snapshotLoadingKeys.load(loadId ?? ''),
    queryFn: skipToken,
    enabled: loadId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
  });
