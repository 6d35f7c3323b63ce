import type pg from 'pg';
import type { App } from '../app';
import type { Persona, PersonaName } from './demo-personas';
import { buildUrl, mainSchema, minimalBody, type Operation, type Parameter, sampleValue } from './openapi-operations';
import type { OwnedRow, OwnershipIndex, Tenant } from './tenant-rows';

/**
 * The cases of the cross-tenant matrix, generated from the OpenAPI document and the demo data: for every
 * operation that names a row (a path id; a query or body id of a tenant's row: location, agency, user, ticket,
 * install; a body id of a parent row), real ids of each owner in the demo data, each called by the owner and by
 * the callers who must not reach it.
 */

export type CallerRole = 'owner' | 'sibling location' | 'other agency' | 'other agency location' | 'anonymous' | 'signed out';

export interface MatrixCase {
  op: Operation;
  param: Parameter;
  row: OwnedRow;
  caller: CallerRole;
  persona: Persona;
  url: string;
  body: unknown;
}

/**
 * Operations where a caller acts on their own data about a row they may read: on a shared row, a 2xx for a
 * non-owner is right (the row itself is not theirs to change, and the matrix checks it did not change).
 */
const OWN_DATA_ON_SHARED_ROWS: [RegExp, string][] = [
  [/\/\{id\}\/visibility$/, "an agency chooses which of its own locations see shared content: the hides are the agency's rows"],
  [/\/\{id\}\/(complete|task-status|progress)$/, 'a person records their own progress on content they may read'],
  [/^(POST|PUT) .*\/\{id\}\/reset$/, 'a person resets their own progress on a list they may read'],
  [/^(POST|DELETE) \/api\/v1\/roadmap\/\{id\}\/vote$/, 'anyone signed in votes on the public roadmap'],
  [/^POST \/api\/v1\/roadmap\/\{id\}\/comments$/, 'anyone signed in discusses the public roadmap'],
  [/^(GET|POST) \/api\/v1\/question_chapters\/\{id\}\/(take|submit)$/, 'a person takes a published quiz they may read'],
  [
    /^DELETE \/api\/v1\/app\/approvals\/\{appId\}$/,
    "an agency withdraws its own approval of a public app (the app is the catalogue's)",
  ],
];

export const actsOnOwnData = (op: Operation) => OWN_DATA_ON_SHARED_ROWS.some(([re]) => re.test(op.key));

/** Path ids whose resource group has no list to learn the table from. */
const TABLE_BY_PATH: Record<string, string> = {
  '/api/v1/user/{id}': 'users',
  '/api/v1/app/reviews/{id}/reply': 'app_reviews',
  '/api/v1/app/approvals/{appId}': 'apps',
  '/api/v1/app/bundles/{slug}': 'app_bundles',
  '/api/v1/nested_store/{key}': 'nested_stores',
  '/api/v1/question_results/{id}': 'quiz_results',
  // The platform's mail, the super admin's only (outbox.test.ts checks everyone else gets 403).
  '/api/v1/admin/outbox/{id}': 'email_outbox',
  // Uploaded files are served by their unguessable storage key.
  '/uploads/{*}': 'uploads',
  // The demo has no CRM connection yet: crm-connect.test.ts checks another agency gets 404.
  '/api/v1/crm/connections/{id}': 'crm_connections',
  // Imports are made by uploading a file, which the matrix does not do: crm-imports.test.ts checks another agency gets 404.
  '/api/v1/crm/imports/{id}': 'crm_imports',
  '/api/v1/crm/imports/{id}/check': 'crm_imports',
  '/api/v1/crm/imports/{id}/run': 'crm_imports',
  '/api/v1/crm/imports/{id}/errors': 'crm_imports',
  // The demo's apps have no in-CRM page, so no menu links: crm-apps.test.ts checks another agency gets 404.
  '/api/v1/crm/menu-links/{linkId}/retry': 'crm_menu_links',
  // The demo has run no CRM sync: crm-sync.test.ts checks another agency gets 404 for a run, its items and retry.
  '/api/v1/crm/sync/runs/{id}': 'crm_sync_runs',
  '/api/v1/crm/sync/runs/{id}/items': 'crm_sync_runs',
  '/api/v1/crm/sync/runs/{id}/retry': 'crm_sync_runs',
  // A location's CRM contacts: the path id is the location.
  '/api/v1/crm/locations/{id}/contacts': 'locations',
  // Snapshot listings are read by query (get-snapshot?snapshot_id=), so their group has no GET /{id} to learn from.
  '/api/v1/snap_shot/{id}': 'app_snapshots',
  // The store (issue 23): groups whose list needs a store id, or that have no list.
  '/api/agency_app/app_creator/services/{id}': 'store_products',
  '/api/agency_app/tags/{id}': 'store_tags',
  '/api/agency_app/collections/{id}': 'store_collections',
  '/api/agency_app/store_services/{productId}': 'store_products',
  '/api/v1/agency/stripe/delete/{id}': 'payment_accounts',
  '/api/v1/agency/stripe/filter/{id}': 'payment_accounts',
  '/api/v1/partner/stripe/delete/{id}': 'payment_accounts',
  '/api/v1/agency/stripe/update/{id}': 'store_products',
  // A location's invoices and receipts as its agency's customer: the path id is the location.
  '/api/v1/agency/stripe/invoices/{id}': 'locations',
  '/api/v1/admin/payments/events/{id}/retry': 'stripe_events',
  '/api/v1/admin/payments/findings/{id}/resolve': 'payment_reconciliation_findings',
  // AI agents and conversations (issue 24): the demo's agents (seed/demo-agents.ts) and Emma's conversations.
  '/v1/agents/{id}': 'ai_agents',
  '/v1/agents/{id}/publish': 'ai_agents',
  '/v1/agents/{id}/unpublish': 'ai_agents',
  '/v1/agents/{id}/versions': 'ai_agents',
  '/v1/agents/{id}/restore': 'ai_agents',
  '/v1/agents/{id}/playground': 'ai_agents',
  '/v1/agents/{id}/qa': 'ai_agents',
  '/v1/agents/{id}/files': 'ai_agents',
  '/api/v1/chat-conversations/retrieve/{id}': 'ai_conversations',
  '/api/v1/chat-conversations/{id}/share': 'ai_conversations',
  '/api/v1/chat-conversations/{id}/share-link': 'ai_conversations',
  '/api/v1/chat-conversations/{id}/handoff': 'ai_conversations',
  '/api/v1/chat-conversations/{id}/hand-back': 'ai_conversations',
  '/api/v1/chat-conversations/messages/{id}/rating': 'ai_messages',
};

/**
 * Operations whose path id is no row of Atrium's, so the matrix has nothing to own them by; each with where another
 * tenant's refusal is tested instead.
 */
export const NOT_IN_MATRIX: Record<string, string> = {
  'PUT /api/v1/app_billings/payment_methods/{id}/default':
    "a Stripe card (pm_...) of the agency's platform customer: app-billing-cross-tenant.test.ts has another agency get 404",
  'DELETE /api/v1/app_billings/payment_methods/{id}':
    "a Stripe card (pm_...) of the agency's platform customer: app-billing-cross-tenant.test.ts has another agency get 404",
  'PUT /v1/agents/{id}/qa/{pairId}':
    "two ids, the agent's and its pair's (the matrix fills every path id from one table): agent-knowledge.test.ts has another agency get 404",
  'DELETE /v1/agents/{id}/qa/{pairId}': "two ids, the agent's and its pair's: agent-knowledge.test.ts has another agency get 404",
  'DELETE /v1/agents/{id}/files/{fileId}':
    "two ids, the agent's and its file's: agent-knowledge.test.ts has another agency get 404",
  'GET /api/v1/chat-conversations/shared/{token}':
    "a share link's random token, public by design: conversations.test.ts checks a revoked or unknown token is 404",
};
/*
 * Store and payments operations that name no tenant's row (no path id, no body or query id mapped above) take part in
 * the lists pass when they read, else not at all:
 * - POST /api/v1/payments/stripe/webhook: Stripe's, public and signed (stripe-webhook.test.ts);
 * - POST /api/v1/agency/stripe/submit, /partner/stripe/submit: the owner is in the signed state (connections.test.ts);
 * - GET /api/v1/partner/stripe/integrate?partnerId: a partner is a public catalogue row (connections.test.ts: 404);
 * - POST /api/v1/app/billing/quote, /checkout: appId and planId name the public catalogue; requestKey is no row;
 * - POST /api/v1/app_billings/payment_methods(/confirm): the caller's own customer, a setup intent id
 *   (app-billing-cross-tenant.test.ts: another agency's is a 404);
 * - POST /api/v1/admin/payments/reconcile: the super admin's, without an id.
 */

/**
 * Query parameters that name a tenant's row. Other query ids (an app, a category) name shared rows or filter
 * the caller's own scope; they are left to the fuzz pass.
 */
const TABLE_BY_QUERY: Record<string, string> = {
  location_id: 'locations',
  locationId: 'locations',
  company_id: 'agencies',
  companyId: 'agencies',
  userId: 'users',
  ticketId: 'support_tickets',
  snapshot_id: 'app_snapshots',
  load_id: 'snapshot_loads',
  store_id: 'service_stores',
  order_id: 'store_orders',
  subscription_id: 'app_subscriptions',
};

/** Query parameters that name a tenant's row in one operation only (elsewhere the name may mean something else). */
const TABLE_BY_OP_QUERY: Record<string, Record<string, string>> = {
  'GET /api/agency_app/store_services': { collection: 'store_collections', tag: 'store_tags' },
  'GET /api/agency_app/app_creator/services': { tag: 'store_tags' },
};
const queryTable = (op: Operation, name: string) => TABLE_BY_OP_QUERY[op.key]?.[name] ?? TABLE_BY_QUERY[name];

/**
 * Body fields that name a tenant's row. Others that name a row (a FAQ's category, a step's list) are learnt
 * from the ids the group's own rows hold in that column.
 */
const TABLE_BY_BODY: Record<string, string> = {
  ticketId: 'support_tickets',
  locationId: 'locations',
  locationIds: 'locations',
  userId: 'users',
  companyId: 'agencies',
  installId: 'app_installs',
  snapshot_id: 'app_snapshots',
  folderId: 'snapshot_folders',
  push_id: 'snapshot_pushes',
  storeId: 'service_stores',
  productId: 'store_products',
  productIds: 'store_products',
  tagIds: 'store_tags',
  orderId: 'store_orders',
  subscriptionId: 'store_subscriptions',
  agentId: 'ai_agents',
  conversationId: 'ai_conversations',
};

/** Body fields that name another table in one operation than TABLE_BY_BODY says. */
const TABLE_BY_OP_BODY: Record<string, Record<string, string>> = {
  'POST /api/v1/app/billing/confirm': { subscriptionId: 'app_subscriptions' },
  'POST /api/agency_app/app_creator/services': { snapshotId: 'app_snapshots' },
  // `_id` in the body updates that agent; a limit's `id` is a location (or, for the super admin, an agency).
  'PUT /v1/agents': { _id: 'ai_agents' },
  'PUT /v1/agents/limits': { id: 'locations' },
};
const bodyTable = (op: Operation, field: string) => TABLE_BY_OP_BODY[op.key]?.[field] ?? TABLE_BY_BODY[field];

/**
 * The store's two sides (issue 23): the agency's views read its locations' orders and subscriptions, and a location's
 * people read their agency's catalogue and buy from it. Whose view an operation is decides who owns a row there.
 */
const AGENCY_VIEWS = /^\/api\/agency_app\/app_creator\//;
const BUYER_VIEWS =
  /^\/api\/agency_app\/(store_services|get_publickey|create_order|create_setup_intent|create_subscription)(\/|$)/;
/** Store and payments operations: another agency's locations try them too (Harbor's locations buying from Summit). */
const STORE_AND_PAYMENTS = /^\/api\/(agency_app\/|v1\/(agency\/stripe|app\/billing|app_billings)(\/|$))/;

/** How many ids per owner (and per shared or private) each operation is called with. */
const IDS_PER_OWNER = 2;
/** Partners beside the demo creator's: the catalogue has 24, a few stand for the rest. */
const OTHER_PARTNERS = 2;

/** The table an operation's path id points into: the rows its group's list shows, else the map above. */
export async function tableOfPath(
  app: App,
  ops: Operation[],
  op: Operation,
  index: OwnershipIndex,
  personas: Record<PersonaName, Persona>,
): Promise<string | undefined> {
  if (TABLE_BY_PATH[op.path]) return TABLE_BY_PATH[op.path];
  const group = op.path.slice(0, op.path.indexOf('/{'));
  if (!groupTables.has(app)) groupTables.set(app, new Map());
  const known = groupTables.get(app)!;
  // Accounts whose lists together show rows of every kind of owner.
  const listers = [personas.superAdmin, personas.summitAdmin, personas.harborAdmin, personas.dentalAdmin, personas.creator];
  if (!known.has(group)) known.set(group, tableOfGroup(app, ops, group, index, listers));
  return known.get(group);
}

/** Per app, the table of each resource group, learnt once. */
const groupTables = new WeakMap<App, Map<string, Promise<string | undefined>>>();

async function tableOfGroup(app: App, ops: Operation[], group: string, index: OwnershipIndex, listers: Persona[]) {
  const list = ops.find((o) => o.method === 'GET' && o.path === group);
  if (!list) return undefined;
  const tally = new Map<string, number>();
  for (const persona of listers) {
    const res = await app.inject({ method: 'GET', url: group, headers: persona.headers });
    if (res.statusCode !== 200) continue;
    const data = (res.json() as { data?: unknown }).data;
    for (const item of Array.isArray(data) ? data : [data]) {
      const id = (item as { _id?: unknown } | null)?._id;
      const row = typeof id === 'string' ? index.get(id) : undefined;
      if (row) tally.set(row.table, (tally.get(row.table) ?? 0) + 1);
    }
  }
  return [...tally.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** A few ids of each owner: per tenant, up to IDS_PER_OWNER shared and as many private rows. */
function pickRows(rows: OwnedRow[], personas: Record<PersonaName, Persona>): OwnedRow[] {
  const creatorPartners = new Set(personas.creator.partnerIds);
  const groups = new Map<string, OwnedRow[]>();
  for (const row of rows) {
    const key = `${row.tenant.key}|${row.shared}`;
    if (!groups.has(key)) groups.set(key, []);
    const list = groups.get(key)!;
    if (list.length < IDS_PER_OWNER) list.push(row);
  }
  const otherPartners = [...new Set(rows.filter((r) => r.tenant.kind === 'partner').map((r) => r.tenant.partnerId!))]
    .filter((p) => !creatorPartners.has(p))
    .slice(0, OTHER_PARTNERS);
  return [...groups.values()]
    .flat()
    .filter(
      (r) =>
        r.tenant.kind !== 'partner' || creatorPartners.has(r.tenant.partnerId!) || otherPartners.includes(r.tenant.partnerId!),
    );
}

/**
 * Who owns a row among the personas: the person it is about, else its tenant's admin (or its location's person). In
 * the store's agency views a location's row is its agency admin's; in its buyer views an agency's row is its
 * locations' people's.
 */
function ownerOf(row: OwnedRow, personas: Record<PersonaName, Persona>, op?: Operation): Persona | undefined {
  const all = Object.values(personas);
  const t = row.tenant;
  const agencyAdmin = () => all.find((p) => p.agencyId === t.agencyId && !p.locationId && p.role === 'agency_admin');
  if (op && AGENCY_VIEWS.test(op.path) && t.kind === 'location') return agencyAdmin();
  // A product that is not published is no buyer's to read: its callers are only the ones who must be refused.
  if (op && BUYER_VIEWS.test(op.path) && t.kind === 'agency' && row.table === 'store_products' && row.status !== 'published')
    return undefined;
  if (op && BUYER_VIEWS.test(op.path) && t.kind === 'agency')
    return all.find((p) => p.agencyId === t.agencyId && p.locationId && p.role === 'location_admin');
  const person = row.ownerUserId ? all.find((p) => p.userId === row.ownerUserId) : undefined;
  if (person) return person;
  if (t.kind === 'platform') return personas.superAdmin;
  if (t.kind === 'user') return all.find((p) => p.userId === t.userId);
  if (t.kind === 'partner') return all.find((p) => p.partnerIds.includes(t.partnerId!)) ?? personas.superAdmin;
  if (t.kind === 'location') return all.find((p) => p.locationId === t.locationId);
  return agencyAdmin();
}

function nonOwners(tenant: Tenant, personas: Record<PersonaName, Persona>, op: Operation): [CallerRole, Persona][] {
  const out: [CallerRole, Persona][] = [];
  if (tenant.kind === 'location') {
    const sibling = Object.values(personas).find(
      (p) => p.agencyId === tenant.agencyId && p.locationId && p.locationId !== tenant.locationId,
    );
    if (sibling) out.push(['sibling location', sibling]);
  }
  const summit = tenant.agencyId === personas.summitAdmin.agencyId;
  out.push(['other agency', summit ? personas.harborAdmin : personas.summitAdmin]);
  if (STORE_AND_PAYMENTS.test(op.path))
    out.push(['other agency location', summit ? personas.fitnessAdmin : personas.dentalAdmin]);
  out.push(['anonymous', personas.anonymous], ['signed out', personas.signedOut]);
  return out;
}

/** The owner's own id of a tenant table, to go with the id a query case varies. */
function ownContext(table: string, row: OwnedRow, owner: Persona | undefined): string | undefined {
  if (table === 'locations') return row.tenant.locationId ?? owner?.locationId ?? undefined;
  if (table === 'agencies') return row.tenant.agencyId ?? owner?.agencyId ?? undefined;
  if (table === 'users') return row.ownerUserId ?? owner?.userId ?? undefined;
  return undefined;
}

const isAppParam = (p: Parameter) => p.name === 'app_id' || p.name === 'appId';

/**
 * Values for the parameters a case does not vary: for an app, one the tenant has installed (so that the owner's
 * call can succeed), else a live one; else a sample.
 */
export function fixedValue(p: Parameter, index: OwnershipIndex, tenant: Tenant): unknown {
  if (!isAppParam(p)) return sampleValue(p.schema);
  const installed = index.byTable.get('app_installs')?.find((r) => r.tenant.key === tenant.key)?.appId;
  return installed ?? index.byTable.get('apps')?.find((r) => r.shared)?.id;
}

export async function buildMatrix(opts: {
  app: App;
  pool: pg.Pool;
  ops: Operation[];
  index: OwnershipIndex;
  personas: Record<PersonaName, Persona>;
}): Promise<{ cases: MatrixCase[]; operations: Operation[]; unmapped: string[] }> {
  const { app, ops, index, personas } = opts;
  const cases: MatrixCase[] = [];
  const operations = new Set<Operation>();
  const unmapped: string[] = [];
  for (const op of ops) {
    if (NOT_IN_MATRIX[op.key]) continue;
    const pathTable = op.pathParams.length ? await tableOfPath(app, ops, op, index, personas) : undefined;
    const targets: [Parameter, string | undefined][] = [];
    // A path parameter with fixed values (a connection's kind) names no row.
    for (const p of op.pathParams) if (!p.schema.enum) targets.push([p, pathTable]);
    for (const p of op.queryParams) if (queryTable(op, p.name)) targets.push([p, queryTable(op, p.name)]);
    for (const p of bodyIdFields(op)) targets.push([p, bodyTable(op, p.name) ?? (await tableOfColumn(opts, op, p.name))]);
    for (const [param, table] of targets) {
      const rows = table ? (index.byTable.get(table) ?? []) : [];
      if (rows.length === 0) {
        unmapped.push(`${op.key} ${param.name}: ${table ? `no rows in ${table}` : 'no table'}`);
        continue;
      }
      operations.add(op);
      const pathValues: Record<string, string> = {};
      for (const p of op.pathParams) pathValues[p.name] = fixedPathValue(p, index, pathTable);
      // A body naming a shared row (a live app to install, a platform category) is the caller's own business;
      // only private rows of other tenants must be refused there.
      const candidates = param.in === 'body' ? rows.filter((r) => !r.shared) : rows;
      for (const row of pickRows(candidates, personas)) {
        const value = param.name === 'slug' ? row.slug! : row.id;
        const owner = ownerOf(row, personas, op);
        const query: Record<string, unknown> = {};
        for (const q of op.queryParams) {
          if (q === param) continue;
          // The other tenant ids of the call are the owner's own (a support link names company, location and user).
          const table = queryTable(op, q.name);
          const own = table ? (ownContext(table, row, owner) ?? ownRow(index, table, row)) : undefined;
          if (own) query[q.name] = own;
          else if (q.required || isAppParam(q)) query[q.name] = fixedValue(q, index, row.tenant);
        }
        const url =
          param.in === 'path'
            ? buildUrl(op, { ...pathValues, [param.name]: value }, query)
            : buildUrl(op, pathValues, { ...query, [param.name]: value });
        let body = op.method === 'GET' ? undefined : (minimalBody(op.body) ?? (op.method === 'DELETE' ? undefined : {}));
        if (param.in === 'body') {
          const fields: Record<string, unknown> = {};
          for (const f of bodyIdFields(op)) {
            const table = bodyTable(op, f.name);
            const own = table ? (ownContext(table, row, owner) ?? ownRow(index, table, row)) : undefined;
            if (own) fields[f.name] = f.schema.type === 'array' ? [own] : own;
          }
          // An app the tenant installed, where the body may name one (a token for a free app, a web integration).
          const appProp = mainSchema(op.body!).properties?.appId;
          if (appProp)
            fields.appId = fixedValue({ name: 'appId', in: 'body', required: false, schema: appProp }, index, row.tenant);
          fields[param.name] = param.schema.type === 'array' ? [value] : value;
          body = { ...(body as object), ...fields };
        }
        const callers: [CallerRole, Persona][] = [...(owner ? [['owner', owner] as [CallerRole, Persona]] : [])];
        for (const [role, persona] of nonOwners(row.tenant, personas, op)) if (persona !== owner) callers.push([role, persona]);
        for (const [caller, persona] of callers) cases.push({ op, param, row, caller, persona, url, body });
      }
    }
  }
  return { cases, operations: [...operations], unmapped };
}

/**
 * The top-level body fields of a write without path parameters that hold ids (one, or a list). Updates
 * (`PUT /x/:id` with a `categoryId`) are left to the groups' own parent-ownership tests: the matrix would need a
 * row of each caller's to update.
 */
function bodyIdFields(op: Operation): Parameter[] {
  if (op.method === 'GET' || op.pathParams.length > 0 || !op.body || !op.secured) return [];
  const s = mainSchema(op.body);
  return (
    Object.entries(s.properties ?? {})
      .map(([name, prop]) => ({ name, schema: mainSchema(prop) }))
      .filter(
        ({ schema }) => schema.format === 'uuid' || (schema.type === 'array' && mainSchema(schema.items ?? {}).format === 'uuid'),
      )
      // A request key is the browser's idempotency key, not a row.
      .filter(({ name }) => !['appId', 'planId', 'partnerId', 'itemIds', 'requestKey'].includes(name))
      .map(({ name, schema }) => ({ name, in: 'body' as const, required: (s.required ?? []).includes(name), schema }))
  );
}

/** The table a body field's ids point into, from the values the group's own rows hold in that column. */
async function tableOfColumn(
  opts: { app: App; ops: Operation[]; index: OwnershipIndex; pool: pg.Pool; personas: Record<PersonaName, Persona> },
  op: Operation,
  field: string,
) {
  const one = opts.ops.find((o) => o.method === 'GET' && o.path === `${op.path}/{id}`);
  const table = one ? await tableOfPath(opts.app, opts.ops, one, opts.index, opts.personas) : undefined;
  if (!table) return undefined;
  const column = field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  const { rows } = await opts.pool
    .query<{ v: string }>(`select distinct "${column}"::text as v from "${table}" where "${column}" is not null limit 5`)
    .catch(() => ({ rows: [] as { v: string }[] }));
  return rows.map((r) => opts.index.get(r.v)?.table).find(Boolean);
}

/**
 * A row of another body field's table that belongs with the case's row (the same tenant, else its agency): the
 * product a case's subscription moves to is its own store's, so the call fails on the id under test, if at all.
 */
function ownRow(index: OwnershipIndex, table: string, row: OwnedRow): string | undefined {
  const rows = index.byTable.get(table) ?? [];
  const t = row.tenant;
  return (
    rows.find((r) => r.tenant.key === t.key) ??
    rows.find((r) => r.tenant.kind === 'agency' && t.agencyId !== undefined && r.tenant.agencyId === t.agencyId)
  )?.id;
}

/** A path value for the path parameter a query case does not vary (a bundle's slug). */
function fixedPathValue(p: Parameter, index: OwnershipIndex, table: string | undefined): string {
  const rows = table ? index.byTable.get(table) : undefined;
  const row = rows?.find((r) => r.shared) ?? rows?.[0];
  return (p.name === 'slug' ? row?.slug : row?.id) ?? String(sampleValue(p.schema));
}
