import { snapshotEndpoints as api } from '@atrium/contracts/snapshots';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/routes/route';
import { crmSyncDepsOf } from '../crm-sync/crm-sync.routes';
import { attachSnapshot } from './snapshot-load-attach';
import { listSnapshotTargets } from './snapshot-load-targets';
import { registerSnapshotLoadJobs } from './snapshot-load-worker';
import { listSnapshotPushes, retrySnapshotAsset } from './snapshot-push-history';

/** Loading listings into locations: targets, loads, pushes, retries. */
export async function registerSnapshotLoadRoutes(app: FastifyInstance) {
  const deps = crmSyncDepsOf(app);
  route(app, api.locations, ({ db, actor, query }) => listSnapshotTargets({ db, actor, snapshotId: query.snapshot_id }));
  route(app, api.attach, ({ actor, body }) => attachSnapshot({ deps, actor, body }));
  route(app, api.pushes, ({ db, actor, query }) => listSnapshotPushes({ db, actor, query }));
  route(app, api.retry, ({ actor, body }) => retrySnapshotAsset({ deps, actor, pushId: body.push_id, asset: body.asset }));
  if (deps) await registerSnapshotLoadJobs(deps);
}
