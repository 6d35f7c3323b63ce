import { generateKeyPairSync } from 'node:crypto';
import type pg from 'pg';
import { CORE_SCHEMA_SQL, SCHEMA_LOCK_KEY } from './schema';
import { withTransaction } from './sql';

export interface WebhookKeys {
  privateKeyPem: string;
  /** What Atrium verifies the sandbox's webhooks with (the real CRM publishes its own). */
  publicKeyPem: string;
}

/**
 * The sandbox's webhook signing key pair, made on the first start and kept in its schema: a restarted sandbox
 * signs with the same key, and Atrium on the same database can read the public half.
 */
export async function sandboxWebhookKeys(pool: pg.Pool): Promise<WebhookKeys> {
  return withTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [SCHEMA_LOCK_KEY]);
    await client.query(CORE_SCHEMA_SQL);
    const { rows } = await client.query<{ key: string; value: string }>(
      "SELECT key, value FROM crm_sandbox.settings WHERE key IN ('webhook_private_key', 'webhook_public_key')",
    );
    const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    if (stored.webhook_private_key && stored.webhook_public_key) {
      return { privateKeyPem: stored.webhook_private_key, publicKeyPem: stored.webhook_public_key };
    }
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    await client.query(
      `INSERT INTO crm_sandbox.settings (key, value) VALUES ('webhook_private_key', $1), ('webhook_public_key', $2)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [pair.privateKey, pair.publicKey],
    );
    return { privateKeyPem: pair.privateKey, publicKeyPem: pair.publicKey };
  });
}
