import type pg from 'pg';
import { withTransaction } from './sql';

/**
 * The sandbox's core tables, in a schema of its own in Atrium's database. Idempotent SQL run on every start (never
 * Atrium's drizzle migrations): the sandbox stands in for an outside system and must not become part of Atrium's.
 */
/** What companies and locations both keep: how to reach them, where they are, when they changed. */
const CONTACT_AND_TIMES = `  email text,
  phone text,
  website text,
  address text,
  city text,
  state text,
  country text,
  postal_code text,
  timezone text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()`;

export const CORE_SCHEMA_SQL = `
CREATE SCHEMA IF NOT EXISTS crm_sandbox;

-- The sandbox's own settings (its webhook signing key), made on first start.
CREATE TABLE IF NOT EXISTS crm_sandbox.settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE IF NOT EXISTS crm_sandbox.companies (
  id text PRIMARY KEY,
  name text NOT NULL,
${CONTACT_AND_TIMES}
);

CREATE TABLE IF NOT EXISTS crm_sandbox.locations (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES crm_sandbox.companies (id),
  name text NOT NULL,
${CONTACT_AND_TIMES},
  deleted_at timestamptz
);
CREATE INDEX IF NOT EXISTS locations_company_idx ON crm_sandbox.locations (company_id, name);

-- type and role as the CRM's users API names them: agency users (admin/user) and account (location) users.
CREATE TABLE IF NOT EXISTS crm_sandbox.users (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES crm_sandbox.companies (id),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone text,
  type text NOT NULL CHECK (type IN ('agency', 'account')),
  role text NOT NULL CHECK (role IN ('admin', 'user')),
  location_ids text[] NOT NULL DEFAULT '{}',
  password_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX IF NOT EXISTS users_email_idx ON crm_sandbox.users (lower(email)) WHERE deleted_at IS NULL;
CREATE INDEX IF NOT EXISTS users_company_idx ON crm_sandbox.users (company_id);

-- Who is signed in on the consent screen.
CREATE TABLE IF NOT EXISTS crm_sandbox.sessions (
  id_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES crm_sandbox.users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);

CREATE TABLE IF NOT EXISTS crm_sandbox.oauth_codes (
  code_hash text PRIMARY KEY,
  client_key text NOT NULL,
  redirect_uri text NOT NULL,
  user_id text NOT NULL REFERENCES crm_sandbox.users (id),
  company_id text NOT NULL REFERENCES crm_sandbox.companies (id),
  install_type text NOT NULL CHECK (install_type IN ('Company', 'Location')),
  location_ids text[] NOT NULL DEFAULT '{}',
  scopes text[] NOT NULL,
  -- The tokens this code gives share it: a replayed code revokes them all.
  family_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS crm_sandbox.tokens (
  id text PRIMARY KEY,
  family_id text NOT NULL,
  access_hash text NOT NULL UNIQUE,
  refresh_hash text UNIQUE,
  client_key text NOT NULL,
  user_type text NOT NULL CHECK (user_type IN ('Company', 'Location')),
  company_id text NOT NULL REFERENCES crm_sandbox.companies (id),
  location_id text REFERENCES crm_sandbox.locations (id),
  user_id text NOT NULL REFERENCES crm_sandbox.users (id),
  scopes text[] NOT NULL,
  approved_location_ids text[] NOT NULL DEFAULT '{}',
  is_bulk_installation boolean NOT NULL DEFAULT false,
  expires_at timestamptz NOT NULL,
  refresh_expires_at timestamptz,
  refresh_used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS tokens_family_idx ON crm_sandbox.tokens (family_id);

-- An app on a company (location_id null: the agency itself) or on one of its locations: what installedLocations reads.
CREATE TABLE IF NOT EXISTS crm_sandbox.app_installs (
  client_key text NOT NULL,
  company_id text NOT NULL REFERENCES crm_sandbox.companies (id),
  location_id text REFERENCES crm_sandbox.locations (id),
  install_to_future boolean NOT NULL DEFAULT false,
  installed_by text REFERENCES crm_sandbox.users (id),
  installed_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS app_installs_target_idx
  ON crm_sandbox.app_installs (client_key, company_id, (COALESCE(location_id, '')));
`;

/** One key for every process creating the schema: CREATE ... IF NOT EXISTS alone races on the catalogue. */
export const SCHEMA_LOCK_KEY = 'atrium.crm_sandbox.schema';

/**
 * Creates the core tables and then the resources' (one transaction, one process at a time), then runs `seed`
 * inside the same transaction: two sandboxes starting on one database load the demo data once.
 */
export async function ensureSandboxSchema(
  pool: pg.Pool,
  resourcesSql: string,
  seed?: (client: pg.PoolClient) => Promise<unknown>,
): Promise<void> {
  await withTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [SCHEMA_LOCK_KEY]);
    await client.query(CORE_SCHEMA_SQL);
    if (resourcesSql.trim()) await client.query(resourcesSql);
    await seed?.(client);
  });
}
