import { progressEndpoints } from '@atrium/contracts/content-progress';
import type { FastifyInstance } from 'fastify';
import { route } from '../routes/route';
import { listProgress, setProgress } from './content-progress';
import type { ResourceDefinition } from './resource-definition';

/**
 * The progress endpoints of a group with `progress`: `GET /x/progress` (mine), and per item
 * `PUT /x/:id/complete | task-status | progress`. They replace the row-flag versions of complete and
 * task-status, which a group with `progress` must not also have.
 */
export function registerProgress(app: FastifyInstance, def: ResourceDefinition): void {
  if (def.table.completed || def.table.taskStatus) {
    throw new Error(`${def.group.path}: progress and the completed/taskStatus columns both use /complete and /task-status`);
  }
  const api = progressEndpoints(def.group);
  route(app, api.mine, ({ db, actor }) => listProgress({ db, actor, def }));
  route(app, api.complete, ({ db, actor, params, body }) =>
    setProgress({ db, actor, def, id: params.id, change: { status: body.completed ? 'completed' : 'not_started' } }),
  );
  route(app, api.taskStatus, ({ db, actor, params, body }) =>
    setProgress({ db, actor, def, id: params.id, change: { status: body.status } }),
  );
  route(app, api.percent, ({ db, actor, params, body }) =>
    setProgress({ db, actor, def, id: params.id, change: { percent: body.percent } }),
  );
}
