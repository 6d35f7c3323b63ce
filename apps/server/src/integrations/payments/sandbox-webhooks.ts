import type pg from 'pg';
import type Stripe from 'stripe';
import { withTransaction } from '../crm/sandbox/sql';

/** The events Atrium's endpoints receive: all of them (handlers pick theirs; the rest are stored and acknowledged). */
const ENABLED_EVENTS: Stripe.WebhookEndpointCreateParams.EnabledEvent[] = ['*'];

type Kind = 'account' | 'connect';

/**
 * Atrium's two webhook endpoints at the sandbox, both to `url`: the account endpoint (the platform's own events) and
 * the Connect endpoint (connected accounts' events). Registered through the ordinary `POST /v1/webhook_endpoints`;
 * the secret Stripe answers only once is kept in the sandbox's settings, so a restart or a second process on the same
 * database finds the same endpoints (one made elsewhere whose secret is unknown is replaced). The secrets, account's
 * first.
 */
export async function sandboxWebhookSecrets(stripe: Stripe, pool: pg.Pool, url: string): Promise<string[]> {
  return withTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`atrium:stripe_sandbox:webhooks:${url}`]);
    const existing = await stripe.webhookEndpoints.list({ limit: 100 });
    const secrets: string[] = [];
    for (const kind of ['account', 'connect'] as const satisfies readonly Kind[]) {
      const key = `atrium_webhook:${kind}:${url}`;
      const { rows } = await client.query<{ value: string }>('SELECT value FROM stripe_sandbox.settings WHERE key = $1', [key]);
      const kept = rows[0] ? (JSON.parse(rows[0].value) as { id: string; secret: string }) : null;
      const alive = kept && existing.data.find((e) => e.id === kept.id && e.status === 'enabled' && e.url === url);
      if (kept && alive) {
        secrets.push(kept.secret);
        continue;
      }
      if (kept) await stripe.webhookEndpoints.del(kept.id).catch(() => undefined);
      const created = await stripe.webhookEndpoints.create({
        url,
        enabled_events: ENABLED_EVENTS,
        connect: kind === 'connect',
        description: kind === 'connect' ? "Atrium: connected accounts' events" : "Atrium: the platform's events",
      });
      await client.query(
        `INSERT INTO stripe_sandbox.settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
        [key, JSON.stringify({ id: created.id, secret: created.secret })],
      );
      secrets.push(created.secret!);
    }
    return secrets;
  });
}
