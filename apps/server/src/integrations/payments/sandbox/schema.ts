import type pg from 'pg';
import { withTransaction } from '../../crm/sandbox/sql';

/** Serialises schema creation between processes starting at once on one database. */
export const SCHEMA_LOCK_KEY = 'atrium:stripe_sandbox:schema';

/**
 * The sandbox's tables, in a schema of its own in Atrium's database. Idempotent SQL run on every start (never Atrium's
 * drizzle migrations): the sandbox stands in for Stripe and must not become part of Atrium's schema.
 *
 * Every Stripe object is one row of `objects`: its API JSON in `data` (what the API answers), what Stripe keeps to
 * itself in `hidden` (a webhook endpoint's secret, a test card's behaviour), and the account it lives on (the
 * platform's id, or a connected account's).
 */
export const STRIPE_SANDBOX_SCHEMA_SQL = `
CREATE SCHEMA IF NOT EXISTS stripe_sandbox;

CREATE TABLE IF NOT EXISTS stripe_sandbox.settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE IF NOT EXISTS stripe_sandbox.objects (
  seq bigserial UNIQUE,
  id text PRIMARY KEY,
  object text NOT NULL,
  account text NOT NULL,
  data jsonb NOT NULL,
  hidden jsonb NOT NULL DEFAULT '{}',
  created bigint NOT NULL,
  deleted boolean NOT NULL DEFAULT false
);
CREATE INDEX IF NOT EXISTS objects_list_idx ON stripe_sandbox.objects (account, object, seq DESC);
CREATE INDEX IF NOT EXISTS objects_data_idx ON stripe_sandbox.objects USING gin (data jsonb_path_ops);

-- Idempotency-Key, per account as at Stripe: the first response, replayed for the same parameters.
CREATE TABLE IF NOT EXISTS stripe_sandbox.idempotency_keys (
  account text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status integer,
  response jsonb,
  request_id text NOT NULL,
  created_ms bigint NOT NULL,
  PRIMARY KEY (account, key)
);

-- One row per event and endpoint: delivered from a queue, retried with backoff while the endpoint fails.
CREATE TABLE IF NOT EXISTS stripe_sandbox.deliveries (
  id bigserial PRIMARY KEY,
  event_id text NOT NULL,
  endpoint_id text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_ms bigint NOT NULL,
  delivered_ms bigint,
  failed_ms bigint,
  last_status integer
);
CREATE INDEX IF NOT EXISTS deliveries_due_idx ON stripe_sandbox.deliveries (next_ms)
  WHERE delivered_ms IS NULL AND failed_ms IS NULL;
`;

/** Creates the schema (once per database at a time) and runs `seed` in the same transaction. */
export async function ensureStripeSandboxSchema(pool: pg.Pool, seed?: (client: pg.PoolClient) => Promise<void>) {
  await withTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [SCHEMA_LOCK_KEY]);
    await client.query(STRIPE_SANDBOX_SCHEMA_SQL);
    await seed?.(client);
  });
}
