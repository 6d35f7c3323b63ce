import { z } from 'zod';
import { ZIdParams } from './common';
import { endpoint } from './endpoint';

// The path is generic here, so the params check of `endpoint()` cannot see `:id`: the schema is given untyped.
const idParams = ZIdParams as never;

/** What a resource group declares (ARCHITECTURE section 3): its base path, names and schemas. */
export interface ResourceEndpointsInput<
  P extends string,
  Item extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Filter extends z.ZodType,
> {
  path: P;
  tag: string;
  /** Singular, for summaries: 'Podcast'. */
  label: string;
  item: Item;
  create: Create;
  update: Update;
  filter: Filter;
}

export const ZOkValue = z.object({ ok: z.literal(true) });

/**
 * The standard endpoints of one resource group: list, filter, get, create, update, delete. The server's resource
 * builder registers them (with the optional state endpoints and actions its table switches on, `stateEndpoints` and
 * `actionEndpoint`), and the web calls the same objects.
 */
export function resourceEndpoints<
  const P extends string,
  Item extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Filter extends z.ZodType,
>({ path, tag, label, item, create, update, filter }: ResourceEndpointsInput<P, Item, Create, Update, Filter>) {
  const name = label.toLowerCase();
  const byId = `${path}/:id` as `${P}/:id`;
  return {
    list: endpoint({ method: 'GET', path, tag, summary: `List ${name}s`, auth: 'public', query: filter, list: item }),
    filter: endpoint({
      method: 'GET',
      path: `${path}/filter` as `${P}/filter`,
      tag,
      summary: `List ${name}s`,
      auth: 'public',
      query: filter,
      list: item,
    }),
    get: endpoint({ method: 'GET', path: byId, tag, summary: `Get a ${name}`, auth: 'public', params: idParams, data: item }),
    create: endpoint({
      method: 'POST',
      path,
      tag,
      summary: `Create a ${name}`,
      auth: 'user',
      status: 201,
      body: create,
      data: item,
    }),
    update: endpoint({
      method: 'PUT',
      path: byId,
      tag,
      summary: `Update a ${name}`,
      auth: 'user',
      params: idParams,
      body: update,
      data: item,
    }),
    remove: endpoint({
      method: 'DELETE',
      path: byId,
      tag,
      summary: `Delete a ${name}`,
      auth: 'user',
      params: idParams,
      data: ZOkValue,
    }),
  };
}

/** A named state change on one row, `POST /x/:id/<name>` (publish, archive...). */
export function actionEndpoint<const P extends string, const N extends string, Item extends z.ZodType>(
  group: { path: P; tag: string; item: Item },
  name: N,
  summary: string,
) {
  return endpoint({
    method: 'POST',
    path: `${group.path}/:id/${name}` as `${P}/:id/${N}`,
    tag: group.tag,
    summary,
    auth: 'user',
    params: idParams,
    data: group.item,
  });
}

/** A `PUT /x/:id/<segment>` that sets one state field (hide, visibility, task-status, complete). */
export function stateEndpoint<const P extends string, const S extends string, Item extends z.ZodType, Body extends z.ZodType>(
  group: { path: P; tag: string; item: Item },
  segment: S,
  summary: string,
  body: Body,
) {
  return endpoint({
    method: 'PUT',
    path: `${group.path}/:id/${segment}` as `${P}/:id/${S}`,
    tag: group.tag,
    summary,
    auth: 'user',
    params: idParams,
    body,
    data: group.item,
  });
}
