import type { FastifyInstance } from 'fastify';
import { apiRoute } from './api';
import type { SandboxContext } from './context';
import { LIST_PARAMS, listOf } from './list';
import { allowParams, stringOf } from './params';
import { requireObject } from './store';

interface Resource {
  /** The collection's path (`/v1/charges`). */
  url: string;
  /** Stripe's object name (`charge`). */
  object: string;
  /** How Stripe names it in `No such <label>` (`charge`, `application fee`). */
  label: string;
}

/** `GET <url>/:id`: one object of the caller's account, or Stripe's 404. */
export function retrieveRoute(app: FastifyInstance, ctx: SandboxContext, resource: Resource): void {
  apiRoute(app, ctx, 'GET', `${resource.url}/:id`, async (call) => {
    allowParams(call.params, []);
    const stored = await requireObject(ctx.pool, {
      id: call.path.id!,
      account: call.account,
      object: resource.object,
      label: resource.label,
    });
    return stored.data;
  });
}

/** `GET <url>`: the caller's objects newest first, filtered by equality on the named fields (`?customer=cus_...`). */
export function listRoute(app: FastifyInstance, ctx: SandboxContext, resource: Resource & { filters?: readonly string[] }): void {
  const filters = resource.filters ?? [];
  apiRoute(app, ctx, 'GET', resource.url, async (call) => {
    allowParams(call.params, [...LIST_PARAMS, ...filters]);
    const where: Record<string, string> = {};
    for (const name of filters) {
      const value = stringOf(call.params, name);
      if (value) where[name] = value;
    }
    return listOf(ctx, call, { ...resource, where });
  });
}
