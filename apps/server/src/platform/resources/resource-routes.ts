import { locationHidesEndpoints } from '@atrium/contracts/content-visibility';
import { resourceEndpoints, stateEndpoint } from '@atrium/contracts/resource-endpoints';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { route } from '../routes/route';
import type { Actor } from '../tenancy/actor';
import { registerProgress } from './content-progress-routes';
import { getLocationHides, setLocationHides } from './location-hides';
import type { ResourceDefinition } from './resource-definition';
import {
  createResource,
  deleteResource,
  getResource,
  listResources,
  runResourceAction,
  updateResource,
} from './resource-service';

/**
 * Registers the standard endpoints of one resource group (ARCHITECTURE section 3) from the contracts'
 * `resourceEndpoints`: list, filter, get, create, update, delete, plus hide / visibility / task-status / complete
 * where the table has those columns, and the definition's named actions.
 */
export function registerResource(app: FastifyInstance, def: ResourceDefinition): void {
  const { group } = def;
  const api = resourceEndpoints(group);
  const ctx = ({ db, actor }: { db: Db; actor: Actor }) => ({ db, actor, def });
  const prepared = (body: unknown, c: { db: Db; actor: Actor }) =>
    def.prepare?.(body as Record<string, unknown>, ctx(c)) ?? (body as Record<string, unknown>);

  // Every successful write is announced once, here, for whatever follows the group's content (content-writes.ts).
  const written = <T>(id: string, result: T, deleted = false): T => {
    app.contentWrites.emit({ topic: group.path, id, deleted });
    return result;
  };
  const saved = (item: unknown) => written(String((item as { _id: string })._id), item);

  route(app, api.list, (c) => listResources({ ...ctx(c), query: c.query as never }) as never);
  route(app, api.filter, (c) => listResources({ ...ctx(c), query: c.query as never }) as never);
  route(app, api.get, (c) => getResource({ ...ctx(c), id: c.params.id }) as never);
  route(app, api.create, async (c) => saved(await createResource({ ...ctx(c), input: c.body })) as never);
  route(
    app,
    api.update,
    async (c) => saved(await updateResource({ ...ctx(c), id: c.params.id, values: prepared(c.body, c) })) as never,
  );
  route(app, api.remove, async (c) => written(c.params.id, await deleteResource({ ...ctx(c), id: c.params.id }), true));

  for (const flag of flagEndpoints(def)) {
    route(
      app,
      stateEndpoint(group, flag.segment, flag.summary, flag.body),
      async (c) => saved(await updateResource({ ...ctx(c), id: c.params.id, values: flag.values(c.body as never) })) as never,
    );
  }
  if (def.partners && (def.scope !== 'shared' || !def.table.partnerId))
    throw new Error(`${group.path}: partner-owned groups are shared and need a partnerId column`);
  if (def.locationHides) registerLocationHides(app, def);
  if (def.progress) registerProgress(app, def);
  for (const action of def.actions ?? []) {
    // The contracts build it with `actionEndpoint` from this very group; one from another group is a slip.
    if (!action.endpoint.path.startsWith(`${group.path}/:id/`))
      throw new Error(`${action.endpoint.path}: not an action of ${group.path}`);
    route(app, action.endpoint, async (c) => saved(await runResourceAction({ ...ctx(c), id: c.params.id, action })) as never);
  }
}

/** `GET|PUT /x/:id/visibility`: which of the agency's locations do not see this item (location-hides.ts). */
function registerLocationHides(app: FastifyInstance, def: ResourceDefinition) {
  if (def.visibilityValues) throw new Error(`${def.group.path}: locationHides and visibilityValues both use /visibility`);
  const api = locationHidesEndpoints(def.group);
  route(app, api.get, ({ db, actor, params }) => getLocationHides({ db, actor, def, id: params.id }));
  route(app, api.set, ({ db, actor, params, body }) =>
    setLocationHides({ db, actor, def, id: params.id, hiddenFrom: body.hiddenFrom }),
  );
}

interface FlagEndpoint {
  segment: string;
  summary: string;
  body: z.ZodObject;
  values: (body: Record<string, unknown>) => Record<string, unknown>;
}

/** The optional state endpoints, switched on by the columns the table has. */
function flagEndpoints(def: ResourceDefinition): FlagEndpoint[] {
  const { table } = def;
  const name = def.group.label.toLowerCase();
  const out: FlagEndpoint[] = [];
  if (table.hidden) {
    out.push({
      segment: 'hide',
      summary: `Hide or show a ${name}`,
      body: z.object({ hidden: z.boolean() }).strict(),
      values: (b) => ({ hidden: b.hidden }),
    });
  }
  if (table.visibility && def.visibilityValues) {
    out.push({
      segment: 'visibility',
      summary: `Set who can see a ${name}`,
      body: z.object({ visibility: z.enum(def.visibilityValues) }).strict(),
      values: (b) => ({ visibility: b.visibility }),
    });
  }
  if (table.taskStatus && def.taskStatusValues) {
    out.push({
      segment: 'task-status',
      summary: `Set the task status of a ${name}`,
      body: z.object({ taskStatus: z.enum(def.taskStatusValues) }).strict(),
      values: (b) => ({ taskStatus: b.taskStatus }),
    });
  }
  if (table.completed) {
    out.push({
      segment: 'complete',
      summary: `Mark a ${name} complete or not`,
      body: z.object({ completed: z.boolean() }).strict(),
      values: (b) => ({ completed: b.completed, ...(table.completedAt ? { completedAt: b.completed ? new Date() : null } : {}) }),
    });
  }
  return out;
}
