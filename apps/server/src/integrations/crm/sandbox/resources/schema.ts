/**
 * The resources' own tables in the `crm_sandbox` schema: idempotent SQL, run after the core's (sandbox/schema.ts),
 * whose companies and locations they belong to. Every row carries the location (or company) it lives in, and every
 * query of the routes filters by it: that column is the tenancy.
 *
 * Contacts are read in pages ordered by (date_added, id) and by (date_updated, id) for incremental syncs, and looked
 * up by lower-cased email and by phone for upserts: those are the indexes.
 */
export const RESOURCES_SCHEMA_SQL = `
-- What the locations API keeps of a location beyond the core's row: its owner (prospect) and settings.
CREATE TABLE IF NOT EXISTS crm_sandbox.location_details (
  location_id text PRIMARY KEY REFERENCES crm_sandbox.locations(id) ON DELETE CASCADE,
  first_name text,
  last_name text,
  owner_email text,
  settings jsonb NOT NULL DEFAULT '{}',
  social jsonb NOT NULL DEFAULT '{}',
  snapshot_id text
);

CREATE TABLE IF NOT EXISTS crm_sandbox.contacts (
  id text PRIMARY KEY,
  location_id text NOT NULL REFERENCES crm_sandbox.locations(id) ON DELETE CASCADE,
  first_name text,
  last_name text,
  email text,
  phone text,
  company_name text,
  address1 text,
  city text,
  state text,
  postal_code text,
  country text,
  website text,
  timezone text,
  source text,
  type text NOT NULL DEFAULT 'lead',
  gender text,
  date_of_birth text,
  assigned_to text,
  dnd boolean NOT NULL DEFAULT false,
  tags text[] NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '[]',
  -- Milliseconds, as the API's cursors (searchAfter, startAfter) carry them: a cursor then names a row exactly.
  date_added timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  date_updated timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
);
CREATE INDEX IF NOT EXISTS contacts_location_added ON crm_sandbox.contacts (location_id, date_added, id);
CREATE INDEX IF NOT EXISTS contacts_location_updated ON crm_sandbox.contacts (location_id, date_updated, id);
CREATE INDEX IF NOT EXISTS contacts_location_email ON crm_sandbox.contacts (location_id, lower(email));
CREATE INDEX IF NOT EXISTS contacts_location_phone ON crm_sandbox.contacts (location_id, phone);

CREATE TABLE IF NOT EXISTS crm_sandbox.workflows (
  id text PRIMARY KEY,
  location_id text NOT NULL REFERENCES crm_sandbox.locations(id) ON DELETE CASCADE,
  name text NOT NULL,
  status text NOT NULL DEFAULT 'draft',
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS workflows_location ON crm_sandbox.workflows (location_id, name);

CREATE TABLE IF NOT EXISTS crm_sandbox.products (
  id text PRIMARY KEY,
  location_id text NOT NULL REFERENCES crm_sandbox.locations(id) ON DELETE CASCADE,
  name text NOT NULL,
  description text,
  product_type text NOT NULL DEFAULT 'SERVICE',
  available_in_store boolean NOT NULL DEFAULT true,
  image text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS products_location ON crm_sandbox.products (location_id, created_at, id);

CREATE TABLE IF NOT EXISTS crm_sandbox.custom_menus (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES crm_sandbox.companies(id) ON DELETE CASCADE,
  app_id text NOT NULL,
  title text NOT NULL,
  url text NOT NULL,
  icon jsonb NOT NULL,
  show_on_company boolean NOT NULL,
  show_on_location boolean NOT NULL,
  show_to_all_locations boolean NOT NULL,
  locations text[] NOT NULL DEFAULT '{}',
  open_mode text NOT NULL,
  user_role text NOT NULL,
  allow_camera boolean NOT NULL DEFAULT false,
  allow_microphone boolean NOT NULL DEFAULT false,
  position integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS custom_menus_company ON crm_sandbox.custom_menus (company_id, app_id, position);

CREATE TABLE IF NOT EXISTS crm_sandbox.custom_fields (
  id text PRIMARY KEY,
  location_id text NOT NULL REFERENCES crm_sandbox.locations(id) ON DELETE CASCADE,
  name text NOT NULL,
  field_key text NOT NULL,
  placeholder text,
  data_type text NOT NULL,
  position integer NOT NULL,
  picklist_options text[] NOT NULL DEFAULT '{}',
  model text NOT NULL DEFAULT 'contact',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (location_id, field_key)
);

CREATE TABLE IF NOT EXISTS crm_sandbox.custom_values (
  id text PRIMARY KEY,
  location_id text NOT NULL REFERENCES crm_sandbox.locations(id) ON DELETE CASCADE,
  name text NOT NULL,
  field_key text NOT NULL,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (location_id, field_key)
);

CREATE TABLE IF NOT EXISTS crm_sandbox.conversations (
  id text PRIMARY KEY,
  location_id text NOT NULL REFERENCES crm_sandbox.locations(id) ON DELETE CASCADE,
  contact_id text NOT NULL REFERENCES crm_sandbox.contacts(id) ON DELETE CASCADE,
  type text NOT NULL,
  last_message_body text NOT NULL,
  last_message_type text NOT NULL,
  last_message_direction text NOT NULL,
  unread_count integer NOT NULL DEFAULT 0,
  starred boolean NOT NULL DEFAULT false,
  assigned_to text,
  last_message_date timestamptz NOT NULL,
  date_added timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS conversations_location ON crm_sandbox.conversations (location_id, last_message_date, id);

CREATE TABLE IF NOT EXISTS crm_sandbox.snapshots (
  id text PRIMARY KEY,
  company_id text NOT NULL REFERENCES crm_sandbox.companies(id) ON DELETE CASCADE,
  name text NOT NULL,
  type text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS snapshots_company ON crm_sandbox.snapshots (company_id, name);

-- What a snapshot holds, by asset type and name, and the custom values it expects (the sandbox's demo contents).
CREATE TABLE IF NOT EXISTS crm_sandbox.snapshot_assets (
  snapshot_id text NOT NULL REFERENCES crm_sandbox.snapshots(id) ON DELETE CASCADE,
  asset_type text NOT NULL,
  position integer NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (snapshot_id, asset_type, position)
);
CREATE TABLE IF NOT EXISTS crm_sandbox.snapshot_custom_values (
  snapshot_id text NOT NULL REFERENCES crm_sandbox.snapshots(id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (snapshot_id, position)
);
CREATE TABLE IF NOT EXISTS crm_sandbox.snapshot_share_links (
  id text PRIMARY KEY,
  snapshot_id text NOT NULL REFERENCES crm_sandbox.snapshots(id) ON DELETE CASCADE,
  share_type text NOT NULL,
  relationship_numbers text[] NOT NULL DEFAULT '{}',
  location_ids text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL
);
-- A push of a snapshot into a location, and its assets by type: each is due at a fixed time from the start, so
-- the push progresses by the clock alone and a restarted sandbox reports (and finishes) it truthfully.
CREATE TABLE IF NOT EXISTS crm_sandbox.snapshot_pushes (
  id text PRIMARY KEY,
  snapshot_id text NOT NULL REFERENCES crm_sandbox.snapshots(id) ON DELETE CASCADE,
  company_id text NOT NULL REFERENCES crm_sandbox.companies(id) ON DELETE CASCADE,
  location_id text NOT NULL REFERENCES crm_sandbox.locations(id) ON DELETE CASCADE,
  date_added timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS snapshot_pushes_snapshot ON crm_sandbox.snapshot_pushes (snapshot_id, date_added, id);
CREATE INDEX IF NOT EXISTS snapshot_pushes_location ON crm_sandbox.snapshot_pushes (snapshot_id, location_id, date_added);
CREATE TABLE IF NOT EXISTS crm_sandbox.snapshot_push_assets (
  push_id text NOT NULL REFERENCES crm_sandbox.snapshot_pushes(id) ON DELETE CASCADE,
  asset_type text NOT NULL,
  position integer NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  fails boolean NOT NULL,
  due_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 1,
  PRIMARY KEY (push_id, asset_type)
);
CREATE INDEX IF NOT EXISTS snapshot_push_assets_pending ON crm_sandbox.snapshot_push_assets (due_at) WHERE status = 'pending';
`;
