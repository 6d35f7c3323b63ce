import type { TSnapshotPush } from '@atrium/contracts/snapshots';
import type { Db } from '../../db/client';
import { type Realtime, rooms } from '../../platform/realtime/realtime';
import { pushesById } from './snapshot-push-json';

/** How often, at most, one load's changed pushes are sent to the screens. */
export const PROGRESS_EVERY_MS = 250;

/**
 * A load's live progress: the pushes that changed since the last send, read whole and sent to the agency's team and
 * to each push's location, at most every PROGRESS_EVERY_MS; the last state is always sent (a change during a send
 * is sent by the next one, and `flush` sends what is left).
 */
export function snapshotProgress(
  deps: { db: Db; realtime: Pick<Realtime, 'to'> | null },
  load: { _id: string; agencyId: string; snapshotId: string },
) {
  const changed = new Set<string>();
  let lastSend = 0;
  let sending: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const send = async () => {
    if (!deps.realtime || changed.size === 0) return;
    const ids = [...changed];
    changed.clear();
    lastSend = Date.now();
    const pushes = await pushesById(deps.db, ids);
    if (pushes.length === 0) return;
    const event = (list: TSnapshotPush[]) => ({ loadId: load._id, snapshotId: load.snapshotId, pushes: list });
    deps.realtime.to(rooms.agencyTeam(load.agencyId), 'snapshot:progress', event(pushes));
    const byLocation = new Map<string, TSnapshotPush[]>();
    for (const push of pushes) byLocation.set(push.location._id, [...(byLocation.get(push.location._id) ?? []), push]);
    for (const [locationId, list] of byLocation) deps.realtime.to(rooms.location(locationId), 'snapshot:progress', event(list));
  };

  const run = () => {
    timer = null;
    if (sending) return schedule();
    sending = send()
      .catch(() => undefined)
      .finally(() => {
        sending = null;
        if (changed.size > 0) schedule();
      });
  };

  const schedule = () => {
    if (timer) return;
    timer = setTimeout(run, Math.max(0, PROGRESS_EVERY_MS - (Date.now() - lastSend)));
    timer.unref();
  };

  return {
    /** Marks pushes as changed; they are sent within PROGRESS_EVERY_MS. */
    changed(...pushIds: string[]) {
      if (!deps.realtime) return;
      for (const id of pushIds) changed.add(id);
      schedule();
    },
    /** Sends what is left now (the end of a load, or of a worker's turn). */
    async flush() {
      if (timer) clearTimeout(timer);
      timer = null;
      await sending;
      await send().catch(() => undefined);
    },
  };
}

export type SnapshotProgress = ReturnType<typeof snapshotProgress>;
