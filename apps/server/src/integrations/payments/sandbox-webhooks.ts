import type pg from 'pg';
import type Stripe from 'stripe';
import { withTransaction } from '../crm/sandbox/sql';

/** The events Atrium's endpoints receive: all of them (handlers pick theirs; the rest are stored and acknowledged). */
const ENABLED_EVENTS: Stripe.WebhookEndpointCreateParams.EnabledEvent[] = ['*'];

const KINDS = ['account', 'connect'] as const;
type Kind = (typeof KINDS)[number];

/**
 * Atrium's record of the endpoints it registered at a Stripe sandbox, in Atrium's database: the sandbox's own may be
 * another (`npm run sandbox:stripe` on a database of its own). Idempotent SQL rather than a migration, like the
 * sandbox's schema: it exists only where a sandbox is used.
 */
const RECORD_SQL = `CREATE TABLE IF NOT EXISTS sandbox_webhook_endpoints (
  url text NOT NULL,
  kind text NOT NULL,
  endpoint_id text NOT NULL,
  secret text NOT NULL,
  PRIMARY KEY (url, kind)
)`;

/**
 * Atrium's two webhook endpoints at the sandbox, both to `url`: the account endpoint (the platform's own events) and
 * the Connect endpoint (connected accounts' events). Registered through the ordinary `POST /v1/webhook_endpoints`;
 * the secret Stripe answers only once is kept in Atrium's database (`pool`), so a restart or a second process finds
 * the same endpoints. Any other endpoint to `url` is deleted: its secret is unknown here, so its deliveries would
 * only fail verification. The secrets, account's first.
 */
export async function sandboxWebhookSecrets(stripe: Stripe, pool: pg.Pool, url: string): Promise<string[]> {
  return withTransaction(pool, async (client) => {
    // One lock for every URL: it also serialises creating the record's table.
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['atrium:stripe_sandbox:webhooks']);
    await client.query(RECORD_SQL);
    const existing = (await stripe.webhookEndpoints.list({ limit: 100 })).data.filter((e) => e.url === url);
    const { rows } = await client.query<{ kind: Kind; endpoint_id: string; secret: string }>(
      'SELECT kind, endpoint_id, secret FROM sandbox_webhook_endpoints WHERE url = $1',
      [url],
    );
    const secrets: string[] = [];
    const kept = new Set<string>();
    for (const kind of KINDS) {
      const known = rows.find((r) => r.kind === kind);
      if (known && existing.some((e) => e.id === known.endpoint_id && e.status === 'enabled')) {
        secrets.push(known.secret);
        kept.add(known.endpoint_id);
        continue;
      }
      const created = await stripe.webhookEndpoints.create({
        url,
        enabled_events: ENABLED_EVENTS,
        connect: kind === 'connect',
        description: kind === 'connect' ? "Atrium: connected accounts' events" : "Atrium: the platform's events",
      });
      await client.query(
        `INSERT INTO sandbox_webhook_endpoints (url, kind, endpoint_id, secret) VALUES ($1, $2, $3, $4)
         ON CONFLICT (url, kind) DO UPDATE SET endpoint_id = EXCLUDED.endpoint_id, secret = EXCLUDED.secret`,
        [url, kind, created.id, created.secret],
      );
      secrets.push(created.secret!);
      kept.add(created.id);
    }
    for (const stale of existing.filter((e) => !kept.has(e.id))) {
      await stripe.webhookEndpoints.del(stale.id).catch(() => undefined);
    }
    return secrets;
  });
}
