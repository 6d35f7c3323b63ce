import { CRM_IMPORT_FIELDS } from '@atrium/contracts/crm-imports';
import type { TPage } from '@atrium/contracts/endpoint';
import type { TProspect, TProspectUpdate, ZProspectCreate, ZProspectListQuery } from '@atrium/contracts/prospects';
import { and, type SQL, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../platform/errors';
import { timeKeyset } from '../../platform/pagination/time-keyset';
import type { Actor } from '../../platform/tenancy/actor';
import { agencyAdmin, agencyTeam } from '../crm-imports/import-access';
import { isUniqueViolation } from '../crm-imports/import-kind';
import { prospects } from './prospects.tables';

type Row = typeof prospects.$inferSelect;

export const toProspect = (row: Row): TProspect => ({
  _id: row._id,
  businessName: row.businessName,
  contactName: row.contactName,
  email: row.email,
  phone: row.phone,
  website: row.website,
  address: row.address,
  city: row.city,
  country: row.country,
  notes: row.notes,
  tags: row.tags,
  status: row.status,
  locationId: row.locationId,
  crmLocationId: row.crmLocationId,
  convertedAt: row.convertedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const taken = (name: string) => conflict(`A prospect named “${name}” already exists in your agency`);

/** One of the agency's prospects, or a 404 (another agency's included). */
export async function findProspect(db: DbOrTx, agencyId: string, id: string, lock = false): Promise<Row> {
  const query = db.select().from(prospects).where(sql`${prospects._id} = ${id} and ${prospects.agencyId} = ${agencyId}`);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Prospect');
  return row;
}

const keyset = timeKeyset(prospects.createdAt, prospects._id);
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listProspects(opts: {
  db: Db;
  actor: Actor;
  query: z.infer<typeof ZProspectListQuery>;
}): Promise<TPage<TProspect>> {
  const { db, query } = opts;
  const user = agencyTeam(opts.actor);
  const filters: (SQL | undefined)[] = [sql`${prospects.agencyId} = ${user.agencyId}`];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    filters.push(
      sql`(${prospects.businessName} ilike ${like} or ${prospects.contactName} ilike ${like} or ${prospects.email} ilike ${like})`,
    );
  }
  if (query.tag) filters.push(sql`${prospects.tags} @> array[${query.tag}]::text[]`);
  if (query.status) filters.push(sql`${prospects.status} = ${query.status}`);
  const where = and(...filters);
  const [rows, [count]] = await Promise.all([
    db
      .select({ row: prospects, key: keyset.keyColumn, _id: prospects._id })
      .from(prospects)
      .where(and(where, keyset.after(query.cursor)))
      .orderBy(...keyset.orderBy)
      .limit(query.limit + 1),
    db.select({ total: sql<number>`count(*)::int` }).from(prospects).where(where),
  ]);
  return {
    data: rows.slice(0, query.limit).map((r) => toProspect(r.row)),
    meta: { total: count?.total ?? 0, nextCursor: keyset.next(rows, query.limit) },
  };
}

export async function listProspectTags(opts: { db: Db; actor: Actor }) {
  const user = agencyTeam(opts.actor);
  const { rows } = await opts.db.execute<{ tag: string; count: number }>(
    sql`select tag, count(*)::int as count from ${prospects}, unnest(${prospects.tags}) as tag
        where ${prospects.agencyId} = ${user.agencyId} group by tag order by lower(tag), tag`,
  );
  return rows.map((r) => ({ tag: r.tag, count: Number(r.count) }));
}

export async function getProspect(opts: { db: Db; actor: Actor; id: string }): Promise<TProspect> {
  const user = agencyTeam(opts.actor);
  return toProspect(await findProspect(opts.db, user.agencyId, opts.id));
}

export async function createProspect(opts: {
  db: Db;
  actor: Actor;
  input: z.output<typeof ZProspectCreate>;
}): Promise<TProspect> {
  const user = agencyAdmin(opts.actor);
  try {
    const [row] = await opts.db
      .insert(prospects)
      .values({ ...opts.input, agencyId: user.agencyId })
      .returning();
    return toProspect(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(opts.input.businessName);
    throw error;
  }
}

export async function updateProspect(opts: {
  db: Db;
  actor: Actor;
  id: string;
  input: Omit<TProspectUpdate, 'tags'> & { tags?: string[] };
}): Promise<TProspect> {
  const user = agencyAdmin(opts.actor);
  const current = await findProspect(opts.db, user.agencyId, opts.id);
  if (current.status === 'converted' && opts.input.status !== undefined) {
    throw conflict('This prospect was converted into a location: its status stays “converted”');
  }
  const changes = Object.fromEntries(Object.entries(opts.input).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length === 0) return toProspect(current);
  try {
    const [row] = await opts.db.update(prospects).set(changes).where(sql`${prospects._id} = ${current._id}`).returning();
    return toProspect(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(String(opts.input.businessName));
    throw error;
  }
}

export async function deleteProspect(opts: { db: Db; actor: Actor; id: string }): Promise<void> {
  const user = agencyAdmin(opts.actor);
  const current = await findProspect(opts.db, user.agencyId, opts.id);
  await opts.db.delete(prospects).where(sql`${prospects._id} = ${current._id}`);
}

const PROSPECT_IMPORT_COLUMNS = CRM_IMPORT_FIELDS.prospects;
type ProspectImportColumn = (typeof PROSPECT_IMPORT_COLUMNS)[number];

/**
 * Writes a batch of imported prospects by business name (case aside): new ones are created; existing ones get the
 * imported columns only (`columns`: those the CSV maps), and only when something differs, so the same file imported
 * twice changes nothing. A converted prospect keeps its status. Answers, per business name (lower case), what
 * happened.
 */
export async function upsertImportedProspects(opts: {
  db: DbOrTx;
  agencyId: string;
  columns: readonly string[];
  rows: z.output<typeof ZProspectCreate>[];
}): Promise<Map<string, 'created' | 'updated' | 'unchanged'>> {
  const { db, columns, rows } = opts;
  const outcome = new Map(rows.map((r) => [r.businessName.toLowerCase(), 'unchanged' as 'created' | 'updated' | 'unchanged']));
  if (rows.length === 0) return outcome;
  const updated = PROSPECT_IMPORT_COLUMNS.filter((c) => c !== 'businessName' && columns.includes(c));
  const column = (c: ProspectImportColumn) => sql.identifier(c.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`));
  const incoming = (c: ProspectImportColumn) =>
    c === 'status' ? sql`case when p.status = 'converted' then p.status else excluded.status end` : sql`excluded.${column(c)}`;
  const names = ['businessName' as const, ...updated];
  const list = (parts: (SQL | ReturnType<typeof sql.identifier>)[]) => sql.join(parts, sql`, `);
  const json = JSON.stringify(rows.map((r) => ({ ...r, id: uuidv7() })).map(snakeKeys));
  // Raw, as drizzle names a conflict target by columns only, and this one is the index on lower(business_name).
  const { rows: inserted } = await db.execute<{ name: string; created: boolean }>(sql`
    insert into ${prospects} as p (id, agency_id, ${list(PROSPECT_IMPORT_COLUMNS.map(column))})
    select x.id, ${opts.agencyId}::uuid, ${list(PROSPECT_IMPORT_COLUMNS.map((c) => sql`x.${column(c)}`))}
    from jsonb_to_recordset(${json}::jsonb) as x(id uuid, business_name text, contact_name text, email text, phone text,
      website text, address text, city text, country text, notes text, tags text[], status prospect_status)
    on conflict (agency_id, lower(business_name)) do update
      set ${list([...names.map((c) => sql`${column(c)} = ${incoming(c)}`), sql`updated_at = now()`])}
      -- Nothing written (and nothing returned) when the row already holds what the file says.
      where (${list(names.map((c) => sql`p.${column(c)}`))}) is distinct from (${list(names.map(incoming))})
    returning p.business_name as name, (p.xmax = 0) as created`);
  for (const r of inserted) outcome.set(r.name.toLowerCase(), r.created ? 'created' : 'updated');
  return outcome;
}

const snakeKeys = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`), v]));
