import { snapshotEndpoints as api } from '@atrium/contracts/snapshots';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/routes/route';
import { crmSyncDepsOf } from '../crm-sync/crm-sync.routes';
import { attachSnapshot } from './snapshot-load-attach';
import { listSnapshotTargets } from './snapshot-load-targets';
import { processSnapshotLoad, registerSnapshotLoadJobs } from './snapshot-load-worker';
import { listSnapshotPushes, retrySnapshotAsset } from './snapshot-push-history';

/** Loading listings into locations: targets, loads, pushes, retries. */
export async function registerSnapshotLoadRoutes(app: FastifyInstance) {
  const deps = crmSyncDepsOf(app);
  // With a job queue (a running server), a load starts in this process at once rather than at the queue's next poll;
  // its job, delivered too, finds it claimed. Tests run what they queue themselves.
  const kick = (loadId: string) => {
    if (!deps?.jobs) return;
    processSnapshotLoad(deps, loadId).catch((error: Error) =>
      app.log.error({ loadId, error: error.name }, 'Snapshot load crashed'),
    );
  };

  route(app, api.locations, ({ db, actor, query }) => listSnapshotTargets({ db, actor, snapshotId: query.snapshot_id }));
  route(app, api.attach, async ({ actor, body }) => {
    const load = await attachSnapshot({ deps, actor, body });
    if (load.status === 'queued') kick(load._id);
    return load;
  });
  route(app, api.pushes, ({ db, actor, query }) => listSnapshotPushes({ db, actor, query }));
  route(app, api.retry, async ({ actor, body }) => {
    const push = await retrySnapshotAsset({ deps, actor, pushId: body.push_id, asset: body.asset });
    kick(push.loadId);
    return push;
  });
  if (deps) await registerSnapshotLoadJobs(deps);
}
