import type pg from 'pg';
import type { Persona } from './demo-personas';

/**
 * Who owns every row of the database, worked out from its columns rather than from a list of tables: the
 * ground truth the cross-tenant matrix picks ids from and judges response bodies by.
 *
 * A row belongs to (in this order): itself for agencies, locations, users and partners; its location; its
 * agency; its partner; the platform when its table has an agency or partner column that is empty; its parent
 * row (PARENTS); the app it is about (the app's partner, or the platform for the platform's roadmap); the user
 * it names (a notification, a player profile). Shared rows are the ones any caller may legitimately read:
 * the platform's published content, the published catalogue and what hangs off it (partners, plans, reviews,
 * the public roadmap, published changelogs).
 */

export type TenantKind = 'platform' | 'agency' | 'location' | 'partner' | 'user';

export interface Tenant {
  /** 'platform', 'agency:<id>', 'location:<id>', 'partner:<id>', 'user:<id>' (an end user). */
  key: string;
  kind: TenantKind;
  agencyId?: string;
  locationId?: string;
  partnerId?: string;
  userId?: string;
}

export interface OwnedRow {
  id: string;
  table: string;
  tenant: Tenant;
  /** The person the row is about (a notification's reader, a user row itself): its owner among the personas. */
  ownerUserId?: string;
  /** Any caller may read it (see above). */
  shared: boolean;
  /** Other columns the matrix uses as values: a bundle's slug, the app an install is of. */
  slug?: string;
  appId?: string;
  /** The row's status column, where it has one (a draft product is no buyer's to read). */
  status?: string;
}

/** Rows whose owner is the row they hang off (their own owner columns, when they have them, win). */
const PARENTS: Record<string, [column: string, table: string]> = {
  roadmap_comments: ['item_id', 'roadmap_items'],
  ai_agent_versions: ['agent_id', 'ai_agents'],
  ai_agent_qa_pairs: ['agent_id', 'ai_agents'],
  ai_agent_files: ['agent_id', 'ai_agents'],
  ai_messages: ['conversation_id', 'ai_conversations'],
  ai_handoffs: ['conversation_id', 'ai_conversations'],
  ticket_comments: ['ticket_id', 'support_tickets'],
  checklist_items: ['list_id', 'checklists'],
  onboarding_steps: ['list_id', 'onboarding_lists'],
  quiz_sections: ['chapter_id', 'quiz_chapters'],
  quiz_questions: ['section_id', 'quiz_sections'],
  app_access_tokens: ['install_id', 'app_installs'],
  app_api_keys: ['install_id', 'app_installs'],
  snapshot_custom_fields: ['snapshot_id', 'app_snapshots'],
  app_snapshot_versions: ['snapshot_id', 'app_snapshots'],
  store_tags: ['store_id', 'service_stores'],
  store_collections: ['store_id', 'service_stores'],
  store_order_messages: ['order_id', 'store_orders'],
};

/** Rows public by a column of their own: a snapshot listing on the marketplace (partners' always are). */
const PUBLIC_WHEN: Record<string, (row: Raw) => boolean> = {
  app_snapshots: (row) => row.visibility === 'marketplace',
};
/** Rows as public as their parent, whoever owns them: a marketplace listing's custom fields and versions. */
const SHARED_WITH_PARENT = new Set(['snapshot_custom_fields', 'app_snapshot_versions']);

/** Tables of the public catalogue: a partner's row here is shared once published (education rows of partners are not). */
const CATALOGUE = new Set(['apps', 'partners']);
/**
 * Statuses that make a row public on tables that have them: published content, live apps, and deprecated ones
 * (they were public, and the agencies that installed them keep seeing them).
 */
const PUBLIC_STATUSES = new Set(['published', 'live', 'deprecated']);
const USER_COLUMNS = ['user_id', 'author_id', 'submitted_by_id'];
const PLATFORM = { key: 'platform', kind: 'platform' } as const;

type Raw = Record<string, unknown>;

export class OwnershipIndex {
  readonly rows = new Map<string, OwnedRow>();
  readonly byTable = new Map<string, OwnedRow[]>();

  static async build(pool: pg.Pool): Promise<OwnershipIndex> {
    const index = new OwnershipIndex();
    await index.load(pool);
    return index;
  }

  get(id: string): OwnedRow | undefined {
    return this.rows.get(id.toLowerCase());
  }

  private async load(pool: pg.Pool) {
    const { rows: cols } = await pool.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns where table_schema = 'public'`,
    );
    const columns = new Map<string, Set<string>>();
    for (const c of cols) {
      if (!columns.has(c.table_name)) columns.set(c.table_name, new Set());
      columns.get(c.table_name)!.add(c.column_name);
    }
    const wanted = [
      'id',
      'location_id',
      'agency_id',
      'partner_id',
      'app_id',
      'status',
      'hidden',
      'slug',
      'visibility',
      ...USER_COLUMNS,
    ];
    const raw = new Map<string, { table: string; row: Raw; cols: Set<string> }>();
    for (const [table, set] of columns) {
      if (!set.has('id') || table === 'socket_io_attachments') continue;
      const pick = [...new Set([...wanted, PARENTS[table]?.[0]].filter((c): c is string => Boolean(c) && set.has(c!)))];
      const { rows } = await pool.query<Raw>(`select ${pick.map((c) => `"${c}"::text`).join(', ')} from "${table}"`);
      for (const row of rows) raw.set(String(row.id), { table, row, cols: set });
    }
    const { rows: members } = await pool.query<{
      user_id: string;
      role: string;
      agency_id: string | null;
      location_id: string | null;
    }>('select user_id, role::text, agency_id, location_id from memberships');
    const { rows: partnerOf } = await pool.query<{ user_id: string; partner_id: string }>(
      'select user_id, partner_id from partner_members',
    );
    const { rows: locs } = await pool.query<{ id: string; agency_id: string }>('select id, agency_id from locations');
    const agencyOfLocation = new Map(locs.map((l) => [l.id, l.agency_id]));
    const publishable = new Set([...raw.values()].filter((r) => PUBLIC_STATUSES.has(String(r.row.status))).map((r) => r.table));

    const location = (locationId: string, agencyId?: unknown): Tenant => ({
      key: `location:${locationId}`,
      kind: 'location',
      locationId,
      agencyId: (agencyId as string | undefined) ?? agencyOfLocation.get(locationId),
    });
    const agency = (agencyId: string): Tenant => ({ key: `agency:${agencyId}`, kind: 'agency', agencyId });
    const partner = (partnerId: string): Tenant => ({ key: `partner:${partnerId}`, kind: 'partner', partnerId });
    /** A person belongs where their membership puts them; an end user only to themself. */
    const userTenant = (userId: string): Tenant => {
      const m = members.find((x) => x.user_id === userId);
      if (m?.role === 'super_admin') return PLATFORM;
      if (m?.location_id) return location(m.location_id, m.agency_id);
      if (m?.agency_id) return agency(m.agency_id);
      const p = partnerOf.find((x) => x.user_id === userId);
      if (p) return partner(p.partner_id);
      return { key: `user:${userId}`, kind: 'user', userId };
    };

    const resolving = new Set<string>();
    const resolve = (id: string): OwnedRow | undefined => {
      const done = this.rows.get(id);
      if (done) return done;
      const entry = raw.get(id);
      if (!entry || resolving.has(id)) return undefined;
      resolving.add(id);
      const { table, row, cols } = entry;
      const parentRef = PARENTS[table];
      const parent = parentRef && row[parentRef[0]] ? resolve(String(row[parentRef[0]])) : undefined;
      const app = cols.has('app_id') && row.app_id ? resolve(String(row.app_id)) : undefined;
      const userCol = USER_COLUMNS.find((c) => row[c]);
      let tenant: Tenant;
      let shared = false;
      let ownerUserId: string | undefined = row.user_id ? String(row.user_id) : undefined;
      if (table === 'agencies') tenant = agency(id);
      else if (table === 'locations') tenant = location(id, row.agency_id);
      else if (table === 'users') {
        tenant = userTenant(id);
        ownerUserId = id;
      } else if (table === 'partners') {
        tenant = partner(id);
        shared = true;
      } else if (row.location_id) tenant = location(String(row.location_id), row.agency_id);
      else if (row.agency_id) tenant = agency(String(row.agency_id));
      else if (row.partner_id) {
        tenant = partner(String(row.partner_id));
        shared = CATALOGUE.has(table);
      } else if ((cols.has('agency_id') || cols.has('partner_id')) && !userCol) {
        tenant = PLATFORM;
        shared = true;
      } else if (parent) {
        tenant = parent.tenant;
        shared = parent.shared;
      } else if (cols.has('app_id')) {
        // A review or a roadmap idea is the app's (its reviewer or submitter is not the owner who answers it).
        ownerUserId = undefined;
        tenant = app?.tenant ?? PLATFORM;
        shared = app ? app.shared : true;
      } else if (userCol) {
        tenant = userTenant(String(row[userCol]));
        ownerUserId = String(row[userCol]);
      } else {
        tenant = PLATFORM;
        shared = true;
      }
      if (PUBLIC_WHEN[table]?.(row) || (SHARED_WITH_PARENT.has(table) && parent?.shared)) shared = true;
      const published = publishable.has(table) ? PUBLIC_STATUSES.has(String(row.status)) : true;
      shared = shared && published && row.hidden !== 'true' && (parent ? parent.shared : true);
      const owned: OwnedRow = { id, table, tenant, shared, ...(ownerUserId ? { ownerUserId } : {}) };
      if (row.slug) owned.slug = String(row.slug);
      if (row.app_id) owned.appId = String(row.app_id);
      if (row.status) owned.status = String(row.status);
      this.rows.set(id, owned);
      resolving.delete(id);
      return owned;
    };
    for (const id of raw.keys()) resolve(id);
    for (const row of this.rows.values()) {
      if (!this.byTable.has(row.table)) this.byTable.set(row.table, []);
      this.byTable.get(row.table)!.push(row);
    }
    for (const list of this.byTable.values()) list.sort((a, b) => a.id.localeCompare(b.id));
  }
}

/** May this persona legitimately see rows of this tenant? (Shared rows aside: anyone sees those.) */
export function canSee(persona: Persona, tenant: Tenant): boolean {
  if (persona.role === 'super_admin' || tenant.kind === 'platform') return true;
  if (tenant.kind === 'user') return tenant.userId === persona.userId;
  if (tenant.kind === 'partner') return persona.partnerIds.includes(tenant.partnerId!);
  if (!persona.agencyId || tenant.agencyId !== persona.agencyId) return false;
  // A location's people see their agency's agency-wide rows and their own location's, not a sibling's.
  if (persona.locationId) return tenant.kind === 'agency' || tenant.locationId === persona.locationId;
  return true;
}

/**
 * People of one agency know each other (the staff leaderboard, ideas on the roadmap name colleagues from every
 * location of the agency): a person's id is the agency's, while the rows of a location stay its own.
 */
const colleague = (persona: Persona, row: OwnedRow) =>
  row.table === 'users' && persona.agencyId !== null && row.tenant.agencyId === persona.agencyId;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The private ids of other tenants a response body shows this persona. */
export function foreignIds(index: OwnershipIndex, persona: Persona, body: string): OwnedRow[] {
  if (persona.role === 'super_admin') return [];
  const seen = new Set<string>();
  const out: OwnedRow[] = [];
  for (const match of body.matchAll(UUID)) {
    const id = match[0].toLowerCase();
    if (seen.has(id)) continue;
    seen.add(id);
    const row = index.get(id);
    if (row && !row.shared && !canSee(persona, row.tenant) && !colleague(persona, row)) out.push(row);
  }
  return out;
}
