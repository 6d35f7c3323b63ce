import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../api';
import type { SandboxContext } from '../context';
import { invalidRequest } from '../errors';
import { PLATFORM_ACCOUNT_ID } from '../keys';
import { LIST_PARAMS, listOf } from '../list';
import { allowParams, stringListOf, stringOf } from '../params';
import { retrieveRoute } from '../simple-routes';
import { requireObject, type StripeJson } from '../store';

/** How many events `GET /v1/events?type=` reads through at most, to filter by type (prefix `*` like Stripe's). */
const TYPE_SCAN = 1000;

/**
 * Events: `GET /v1/events/:id` and the list (an account's own; `type` with a trailing `.*` wildcard, or `types[]`),
 * and the sandbox-only `POST /v1/test_helpers/events/:id/resend`, which queues the event again for every endpoint
 * that receives it (or the one given as `endpoint`): a test delivers one event twice, as Stripe may.
 */
export function registerEvents(app: FastifyInstance, ctx: SandboxContext): void {
  retrieveRoute(app, ctx, { url: '/v1/events', object: 'event', label: 'event' });

  apiRoute(app, ctx, 'GET', '/v1/events', async (call) => {
    const { params } = call;
    allowParams(params, [...LIST_PARAMS, 'type', 'types', 'delivery_success']);
    const type = stringOf(params, 'type');
    const types = stringListOf(params, 'types');
    if (type && types) throw invalidRequest('You may only specify one of these parameters: type, types.', 'types');
    if (!type && !types) return listOf(ctx, call, { object: 'event', url: '/v1/events', label: 'event' });
    const wanted = (t: string) =>
      types ? types.includes(t) : type!.endsWith('.*') ? t.startsWith(type!.slice(0, -1)) : t === type;
    // Filtered in memory over the newest events: the sandbox holds a demo's worth, not Stripe's volume.
    const all = await listOf(
      ctx,
      { ...call, params: { limit: '100', ...pageParams(params) } },
      { object: 'event', url: '/v1/events', label: 'event' },
    );
    let data = all.data.filter((e) => wanted(e.type as string));
    let hasMore = all.has_more;
    let scanned = all.data.length;
    let cursor = all.data.at(-1)?.id;
    const limit = Number(stringOf(params, 'limit') ?? 10);
    while (hasMore && data.length <= limit && scanned < TYPE_SCAN && cursor) {
      const next = await listOf(
        ctx,
        { ...call, params: { limit: '100', starting_after: cursor } },
        { object: 'event', url: '/v1/events', label: 'event' },
      );
      data = data.concat(next.data.filter((e) => wanted(e.type as string)));
      hasMore = next.has_more;
      scanned += next.data.length;
      cursor = next.data.at(-1)?.id;
    }
    return { object: 'list', data: data.slice(0, limit), has_more: data.length > limit || hasMore, url: '/v1/events' };
  });

  apiRoute(app, ctx, 'POST', '/v1/test_helpers/events/:id/resend', async (call) => {
    allowParams(call.params, ['endpoint']);
    const event = await requireObject<StripeJson>(ctx.pool, {
      id: call.path.id!,
      account: call.account,
      object: 'event',
      label: 'event',
    });
    const only = stringOf(call.params, 'endpoint');
    const connected = event.account !== PLATFORM_ACCOUNT_ID;
    const { rowCount } = await ctx.pool.query(
      `INSERT INTO stripe_sandbox.deliveries (event_id, endpoint_id, attempts, next_ms)
       SELECT $1, id, 0, $2 FROM stripe_sandbox.objects
       WHERE object = 'webhook_endpoint' AND account = $3 AND NOT deleted AND data->>'status' = 'enabled'
         AND COALESCE((hidden->>'connect')::boolean, false) = $4
         AND (data->'enabled_events' ? '*' OR data->'enabled_events' ? $5)
         AND ($6::text IS NULL OR id = $6)`,
      [event.id, ctx.now().getTime(), PLATFORM_ACCOUNT_ID, connected, event.data.type, only ?? null],
    );
    return { ...event.data, pending_webhooks: rowCount ?? 0 };
  });
}

/** A page's cursor, passed through to the scan. */
const pageParams = (params: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(params).filter(([k]) => k === 'starting_after' || k === 'ending_before' || k === 'created'),
  ) as Record<string, string>;
