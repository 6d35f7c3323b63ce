import { ZIdParams, ZOk, zData, zList } from '@atrium/contracts/common';
import { type TLocationHides, ZLocationHides, ZLocationHidesResponse } from '@atrium/contracts/content-visibility';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignedIn } from '../auth/auth-plugin';
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
 * Registers the standard endpoints of one resource group (ARCHITECTURE section 3):
 * list, filter, get, create, update, delete, plus hide / visibility / task-status / complete where the
 * table has those columns, and the definition's named actions.
 */
export function registerResource(parent: FastifyInstance, def: ResourceDefinition): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { path, schemas, tag, label } = def;
  const item = zData(schemas.item);
  const security = [{ bearer: [] }];
  // Writes need a user: say 401 before validating a body the client could not send anyway.
  const signedIn = { onRequest: requireSignedIn };
  const ctx = (request: { actor: import('../tenancy/actor').Actor }) => ({ db: app.deps.db, actor: request.actor, def });

  for (const listPath of [path, `${path}/filter`]) {
    app.get(
      listPath,
      {
        schema: {
          tags: [tag],
          summary: `List ${label.toLowerCase()}s`,
          querystring: schemas.filter,
          response: { 200: zList(schemas.item) },
        },
      },
      (request) => listResources({ ...ctx(request), query: request.query as never }),
    );
  }
  app.get(
    `${path}/:id`,
    { schema: { tags: [tag], summary: `Get a ${label.toLowerCase()}`, params: ZIdParams, response: { 200: item } } },
    (request) => getResource({ ...ctx(request), id: request.params.id }),
  );
  app.post(
    path,
    {
      ...signedIn,
      schema: {
        tags: [tag],
        summary: `Create a ${label.toLowerCase()}`,
        security,
        body: schemas.create,
        response: { 201: item },
      },
    },
    async (request, reply) => reply.status(201).send(await createResource({ ...ctx(request), input: request.body })),
  );
  app.put(
    `${path}/:id`,
    {
      ...signedIn,
      schema: {
        tags: [tag],
        summary: `Update a ${label.toLowerCase()}`,
        security,
        params: ZIdParams,
        body: schemas.update,
        response: { 200: item },
      },
    },
    (request) => {
      const values =
        def.prepare?.(request.body as Record<string, unknown>, ctx(request)) ?? (request.body as Record<string, unknown>);
      return updateResource({ ...ctx(request), id: request.params.id, values });
    },
  );
  app.delete(
    `${path}/:id`,
    {
      ...signedIn,
      schema: { tags: [tag], summary: `Delete a ${label.toLowerCase()}`, security, params: ZIdParams, response: { 200: ZOk } },
    },
    (request) => deleteResource({ ...ctx(request), id: request.params.id }),
  );

  const flags = flagEndpoints(def);
  for (const flag of flags) {
    app.put(
      `${path}/:id/${flag.segment}`,
      {
        ...signedIn,
        schema: { tags: [tag], summary: flag.summary, security, params: ZIdParams, body: flag.body, response: { 200: item } },
      },
      (request) => updateResource({ ...ctx(request), id: request.params.id, values: flag.values(request.body as never) }),
    );
  }
  if (def.partners && (def.scope !== 'shared' || !def.table.partnerId))
    throw new Error(`${def.path}: partner-owned groups are shared and need a partnerId column`);
  if (def.locationHides) registerLocationHides(app, def);
  if (def.progress) registerProgress(app, def);
  for (const action of def.actions ?? []) {
    app.post(
      `${path}/:id/${action.name}`,
      { ...signedIn, schema: { tags: [tag], summary: action.summary, security, params: ZIdParams, response: { 200: item } } },
      (request) => runResourceAction({ ...ctx(request), id: request.params.id, action: action.name }),
    );
  }
}

/** `GET|PUT /x/:id/visibility`: which of the agency's locations do not see this item (location-hides.ts). */
function registerLocationHides(app: ReturnType<FastifyInstance['withTypeProvider']>, def: ResourceDefinition) {
  if (def.visibilityValues) throw new Error(`${def.path}: locationHides and visibilityValues both use /visibility`);
  const { path, tag, label } = def;
  const schema = { tags: [tag], security: [{ bearer: [] }], params: ZIdParams, response: { 200: ZLocationHidesResponse } };
  const ctx = (request: { actor: Actor; params: unknown }) => ({
    db: app.deps.db,
    actor: request.actor,
    def,
    id: (request.params as { id: string }).id,
  });
  app.get(
    `${path}/:id/visibility`,
    {
      onRequest: requireSignedIn,
      schema: { ...schema, summary: `The agency's locations that do not see a ${label.toLowerCase()}` },
    },
    (request) => getLocationHides(ctx(request)),
  );
  app.put(
    `${path}/:id/visibility`,
    {
      onRequest: requireSignedIn,
      schema: { ...schema, summary: `Hide a ${label.toLowerCase()} from chosen locations of the agency`, body: ZLocationHides },
    },
    (request) => setLocationHides({ ...ctx(request), hiddenFrom: (request.body as TLocationHides).hiddenFrom }),
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
  const { table, label } = def;
  const name = label.toLowerCase();
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
