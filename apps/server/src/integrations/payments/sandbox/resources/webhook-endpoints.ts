import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { withTransaction } from '../../../crm/sandbox/sql';
import { apiRoute } from '../api';
import { nowSeconds, type SandboxContext } from '../context';
import { invalidRequest } from '../errors';
import type { Params } from '../form';
import { stripeId } from '../ids';
import { allowParams, booleanOf, mergeMetadata, stringListOf, stringOf } from '../params';
import { listRoute, retrieveRoute } from '../simple-routes';
import { insertObject, markDeleted, requireObject, type StripeJson, saveObject } from '../store';

type EndpointJson = StripeJson & { url: string; enabled_events: string[]; status: string; metadata: Record<string, string> };

function urlOf(params: Params, required: boolean) {
  const url = required ? stringOf(params, 'url', { required: true }) : stringOf(params, 'url');
  if (url === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalidRequest('Invalid URL: URL must be publicly accessible.', 'url', 'url_invalid');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw invalidRequest('Invalid URL: URL must start with http:// or https://.', 'url', 'url_invalid');
  }
  return url;
}

function eventsOf(params: Params, required: boolean) {
  const events = stringListOf(params, 'enabled_events');
  if (events === undefined && required) throw invalidRequest('Missing required param: enabled_events.', 'enabled_events');
  if (events && events.length === 0) throw invalidRequest('enabled_events must name at least one event.', 'enabled_events');
  return events;
}

/**
 * Webhook endpoints: each has its own signing secret (`whsec_...`), answered once when it is made. `connect: true`
 * makes a Connect endpoint: it receives the connected accounts' events instead of the platform's own.
 */
export function registerWebhookEndpoints(app: FastifyInstance, ctx: SandboxContext): void {
  const find = (id: string, account: string, forUpdate = false) =>
    requireObject<EndpointJson>(ctx.pool, { id, account, object: 'webhook_endpoint', label: 'webhook endpoint' }, forUpdate);

  apiRoute(app, ctx, 'POST', '/v1/webhook_endpoints', async (call) => {
    const { params } = call;
    allowParams(params, ['url', 'enabled_events', 'connect', 'description', 'metadata', 'api_version']);
    const created = nowSeconds(ctx);
    const secret = `whsec_${randomBytes(24).toString('base64url')}`;
    const data: EndpointJson = {
      id: stripeId('we'),
      object: 'webhook_endpoint',
      api_version: stringOf(params, 'api_version') ?? null,
      application: null,
      created,
      description: stringOf(params, 'description', { max: 5000 }) ?? null,
      enabled_events: eventsOf(params, true)!,
      livemode: false,
      metadata: mergeMetadata({}, params),
      status: 'enabled',
      url: urlOf(params, true)!,
    };
    await insertObject(ctx.pool, {
      account: call.account,
      data,
      hidden: { secret, connect: booleanOf(params, 'connect') ?? false },
      created,
    });
    return { ...data, secret };
  });

  const endpoints = { url: '/v1/webhook_endpoints', object: 'webhook_endpoint', label: 'webhook endpoint' };
  retrieveRoute(app, ctx, endpoints);
  listRoute(app, ctx, endpoints);

  apiRoute(app, ctx, 'POST', '/v1/webhook_endpoints/:id', async (call) => {
    const { params } = call;
    allowParams(params, ['url', 'enabled_events', 'disabled', 'description', 'metadata']);
    return withTransaction(ctx.pool, async (sql) => {
      const stored = await requireObject<EndpointJson>(
        sql,
        { id: call.path.id!, account: call.account, object: 'webhook_endpoint', label: 'webhook endpoint' },
        true,
      );
      const disabled = booleanOf(params, 'disabled');
      const data: EndpointJson = {
        ...stored.data,
        url: urlOf(params, false) ?? stored.data.url,
        enabled_events: eventsOf(params, false) ?? stored.data.enabled_events,
        description: stringOf(params, 'description') ?? stored.data.description ?? null,
        metadata: mergeMetadata(stored.data.metadata, params),
        status: disabled === undefined ? stored.data.status : disabled ? 'disabled' : 'enabled',
      };
      return saveObject(sql, { id: data.id, data });
    });
  });

  apiRoute(app, ctx, 'DELETE', '/v1/webhook_endpoints/:id', async (call) => {
    const stored = await find(call.path.id!, call.account);
    await markDeleted(ctx.pool, stored.id);
    return { id: stored.id, object: 'webhook_endpoint', deleted: true };
  });
}
