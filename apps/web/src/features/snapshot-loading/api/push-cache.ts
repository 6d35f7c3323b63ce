import type { TPage } from '@atrium/contracts/endpoint';
import type {
  TSnapshotDetail,
  TSnapshotLoad,
  TSnapshotPush,
  TSnapshotPushStatus,
  TSnapshotTargetLocation,
} from '@atrium/contracts/snapshots';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { snapshotLoadingKeys } from './snapshot-loading-keys';

export const FINISHED_PUSH = new Set<TSnapshotPushStatus>(['completed', 'partial', 'failed']);
/** A location has a version once a push of it finished with its assets in (some may have failed). */
const LANDED = new Set<TSnapshotPushStatus>(['completed', 'partial']);

/** Where a load stands, from its pushes: the server says the same once it writes the load's end. */
export function loadStatusOf(pushes: readonly TSnapshotPush[], before: TSnapshotLoad['status']): TSnapshotLoad['status'] {
  if (pushes.length === 0) return before;
  if (pushes.every((p) => FINISHED_PUSH.has(p.status))) {
    if (pushes.every((p) => p.status === 'completed')) return 'done';
    if (pushes.every((p) => p.status === 'failed')) return 'failed';
    return 'partial';
  }
  return pushes.every((p) => p.status === 'queued') ? before : 'running';
}

/** A later state of the same push, or a newer push into the location, replaces what the cache holds. */
const isNewer = (push: TSnapshotPush, than: TSnapshotPush | null) =>
  !than || than._id === push._id || push.createdAt >= than.createdAt;

function targetWithPush(target: TSnapshotTargetLocation, push: TSnapshotPush, current: number | undefined) {
  if (target._id !== push.location._id || !isNewer(push, target.lastPush)) return target;
  const version = LANDED.has(push.status) ? push.version : target.version;
  const updateAvailable = version !== null && current !== undefined ? version < current : target.updateAvailable;
  return { ...target, lastPush: push, version, updateAvailable };
}

function matches(key: QueryKey, push: TSnapshotPush): boolean {
  const [, , snapshotId, locationId] = key;
  return (!snapshotId || snapshotId === push.snapshotId) && (!locationId || locationId === push.location._id);
}

/** A history with the push in place, or on top when it is new to it. */
function historyWithPush(data: InfiniteData<TPage<TSnapshotPush>>, push: TSnapshotPush) {
  const known = data.pages.some((page) => page.data.some((p) => p._id === push._id));
  const pages = data.pages.map((page, index) => {
    if (known) return { ...page, data: page.data.map((p) => (p._id === push._id ? push : p)) };
    if (index > 0) return page;
    return { data: [push, ...page.data], meta: { ...page.meta, total: page.meta.total + 1 } };
  });
  return { ...data, pages };
}

/**
 * Writes pushes the server sent (a socket event, a retry's answer, a new load) into every cached view of them: the
 * load, the listing's target locations and the push histories. Nothing is read again: the screens move with it.
 */
export function applyPushes(client: QueryClient, pushes: readonly TSnapshotPush[]): void {
  if (pushes.length === 0) return;
  const byLoad = new Map<string, TSnapshotPush[]>();
  for (const push of pushes) byLoad.set(push.loadId, [...(byLoad.get(push.loadId) ?? []), push]);
  for (const [loadId, changed] of byLoad)
    client.setQueryData<TSnapshotLoad>(snapshotLoadingKeys.load(loadId), (load) => {
      if (!load) return load;
      const next = load.pushes.map((p) => changed.find((c) => c._id === p._id) ?? p);
      return { ...load, pushes: next, status: loadStatusOf(next, load.status) };
    });

  for (const snapshotId of new Set(pushes.map((p) => p.snapshotId))) {
    const current = client.getQueryData<TSnapshotDetail>(snapshotLoadingKeys.detail(snapshotId))?.version.number;
    const ofListing = pushes.filter((p) => p.snapshotId === snapshotId);
    client.setQueryData<TSnapshotTargetLocation[]>(snapshotLoadingKeys.targets(snapshotId), (targets) =>
      targets?.map((target) => ofListing.reduce((t, push) => targetWithPush(t, push, current), target)),
    );
  }

  for (const [key, data] of client.getQueriesData<InfiniteData<TPage<TSnapshotPush>>>({
    queryKey: snapshotLoadingKeys.pushLists,
  })) {
    if (!data) continue;
    const relevant = pushes.filter((push) => matches(key, push));
    if (relevant.length > 0) client.setQueryData(key, relevant.reduce(historyWithPush, data));
  }
}
