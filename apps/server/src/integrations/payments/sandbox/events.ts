import type { Sql } from '../../crm/sandbox/sql';
import { nowSeconds, type SandboxContext } from './context';
import { stripeId } from './ids';
import { PLATFORM_ACCOUNT_ID, SANDBOX_API_VERSION } from './keys';
import { insertObject, type StripeJson } from './store';

/** The request an event came from (Stripe's `event.request`); null for what the sandbox does on its own. */
export interface EventRequest {
  id: string | null;
  idempotency_key: string | null;
}

export interface NewEvent {
  /** `payment_intent.succeeded`, `account.updated`, ... */
  type: string;
  /** The account the object lives on: the platform's, or a connected account's (a Connect event). */
  account: string;
  /** The object as it is now. */
  object: StripeJson;
  /** On `*.updated`: the changed fields' previous values. */
  previousAttributes?: Record<string, unknown>;
  request?: EventRequest | null;
}

interface EndpointRow {
  id: string;
  enabled_events: string[];
  connect: boolean;
}

/**
 * Records a Stripe event and queues its delivery to every endpoint that wants it, as Stripe does: an account endpoint
 * receives the platform's own events, a Connect endpoint (`connect: true`) its connected accounts' events (with
 * `account` set); `enabled_events` lists the types (or `*`). Call it in the transaction of the change, then
 * `ctx.webhooks.kick()` once committed.
 */
export async function emitEvent(sql: Sql, ctx: SandboxContext, event: NewEvent): Promise<StripeJson> {
  const connected = event.account !== PLATFORM_ACCOUNT_ID;
  const { rows: endpoints } = await sql.query<EndpointRow>(
    `SELECT id, data->'enabled_events' AS enabled_events, COALESCE((hidden->>'connect')::boolean, false) AS connect
     FROM stripe_sandbox.objects
     WHERE object = 'webhook_endpoint' AND account = $1 AND NOT deleted AND data->>'status' = 'enabled'`,
    [PLATFORM_ACCOUNT_ID],
  );
  const matching = endpoints.filter(
    (e) => e.connect === connected && (e.enabled_events.includes('*') || e.enabled_events.includes(event.type)),
  );
  const created = nowSeconds(ctx);
  const data: StripeJson = {
    id: stripeId('evt'),
    object: 'event',
    ...(connected ? { account: event.account } : {}),
    api_version: SANDBOX_API_VERSION,
    created,
    data: {
      object: event.object,
      ...(event.previousAttributes ? { previous_attributes: event.previousAttributes } : {}),
    },
    livemode: false,
    pending_webhooks: matching.length,
    request: event.request ?? { id: null, idempotency_key: null },
    type: event.type,
  };
  // A connected account's events are listed with its key (Stripe-Account), the platform's with the platform's.
  await insertObject(sql, { account: event.account, data, created });
  if (matching.length > 0) {
    const values = matching.map((_, i) => `($1, $${i + 3}, 0, $2)`).join(', ');
    await sql.query(`INSERT INTO stripe_sandbox.deliveries (event_id, endpoint_id, attempts, next_ms) VALUES ${values}`, [
      data.id,
      ctx.now().getTime(),
      ...matching.map((e) => e.id),
    ]);
  }
  return data;
}

/** The fields of `next` that differ from `previous`, with their previous values (`previous_attributes`). */
export function previousAttributes(previous: Record<string, unknown>, next: Record<string, unknown>): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(previous), ...Object.keys(next)])) {
    if (JSON.stringify(previous[key]) !== JSON.stringify(next[key])) changed[key] = previous[key] ?? null;
  }
  return changed;
}
