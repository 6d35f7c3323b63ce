import { ZIdParams } from '@atrium/contracts/common';
import {
  ZCompleteBody,
  ZProgressBody,
  ZProgressList,
  ZProgressResponse,
  ZTaskStatusBody,
} from '@atrium/contracts/content-progress';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../auth/auth-plugin';
import { listProgress, setProgress } from './content-progress';
import type { ResourceDefinition } from './resource-definition';

/**
 * The progress endpoints of a group with `progress`: `GET /x/progress` (mine), and per item
 * `PUT /x/:id/complete | task-status | progress`. They replace the row-flag versions of complete and
 * task-status, which a group with `progress` must not also have.
 */
export function registerProgress(parent: FastifyInstance, def: ResourceDefinition): void {
  if (def.table.completed || def.table.taskStatus) {
    throw new Error(`${def.path}: progress and the completed/taskStatus columns both use /complete and /task-status`);
  }
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { path, tag, label } = def;
  const name = label.toLowerCase();
  const security = [{ bearer: [] }];
  const ctx = (request: { actor: import('../tenancy/actor').Actor }) => ({ db: app.deps.db, actor: request.actor, def });
  app.get(
    `${path}/progress`,
    {
      onRequest: requireSignedIn,
      schema: { tags: [tag], summary: `My progress on every ${name}`, security, response: { 200: ZProgressList } },
    },
    (request) => listProgress(ctx(request)),
  );
  app.put(
    `${path}/:id/complete`,
    {
      onRequest: requireSignedIn,
      schema: {
        tags: [tag],
        summary: `Mark a ${name} complete or not, for me at my location`,
        security,
        params: ZIdParams,
        body: ZCompleteBody,
        response: { 200: ZProgressResponse },
      },
    },
    (request) =>
      setProgress({
        ...ctx(request),
        id: request.params.id,
        change: { status: request.body.completed ? 'completed' : 'not_started' },
      }),
  );
  app.put(
    `${path}/:id/task-status`,
    {
      onRequest: requireSignedIn,
      schema: {
        tags: [tag],
        summary: `Set my status on a ${name}`,
        security,
        params: ZIdParams,
        body: ZTaskStatusBody,
        response: { 200: ZProgressResponse },
      },
    },
    (request) => setProgress({ ...ctx(request), id: request.params.id, change: { status: request.body.status } }),
  );
  app.put(
    `${path}/:id/progress`,
    {
      onRequest: requireSignedIn,
      schema: {
        tags: [tag],
        summary: `Record how much of a ${name} I have done (0-100; it never goes back)`,
        security,
        params: ZIdParams,
        body: ZProgressBody,
        response: { 200: ZProgressResponse },
      },
    },
    (request) => setProgress({ ...ctx(request), id: request.params.id, change: { percent: request.body.percent } }),
  );
}
