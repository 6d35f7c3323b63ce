import { and, count, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { badRequest, forbidden, notFound } from '../errors';
import { isUuid } from '../ids';
import { encodeCursor } from '../pagination/cursor';
import { sortKeyset } from '../pagination/sort-keyset';
import { type Actor, requireUser } from '../tenancy/actor';
import { assertParents } from './parent-scope';
import type { ResourceContext, ResourceDefinition } from './resource-definition';
import { ownerOf, readScope, writeScope } from './resource-scope';

type Row = Record<string, unknown>;
type Query = { limit: number; cursor?: string } & Record<string, unknown>;

/** Refused access: signed out (or with a dead token) is a 401 so the browser can sign in again; signed in, a 403. */
function assertAccess(allowed: boolean, actor: Actor) {
  if (allowed) return;
  requireUser(actor);
  throw forbidden();
}

/**
 * The page order: newest first by default (`_id` is a UUIDv7, so ordering by it is ordering by creation time), or
 * the group's own order column, smallest first; keyset pagination either way.
 */
function pageOrder(def: ResourceDefinition, cursor: string | undefined) {
  const field = def.listOrder?.field;
  if (!field) {
    if (cursor !== undefined && !isUuid(cursor)) throw badRequest('cursor is not valid');
    return {
      after: cursor ? lt(def.table._id, cursor) : undefined,
      orderBy: [desc(def.table._id)],
      cursorOf: (row: Row) => String(row._id),
    };
  }
  const column = (def.table as unknown as Record<string, AnyPgColumn>)[field]!;
  const keyset = sortKeyset(
    [
      { expr: sql`${column}`, type: 'integer' },
      { expr: sql`${def.table._id}`, type: 'uuid' },
    ],
    'asc',
  );
  return {
    after: keyset.after(cursor),
    orderBy: keyset.orderBy,
    cursorOf: (row: Row) => encodeCursor([String(row[field]), String(row._id)]),
  };
}

/** One page in the group's order (newest first unless it declares `listOrder`). */
export async function listResources(opts: ResourceContext & { def: ResourceDefinition; query: Query }) {
  const { db, actor, def, query } = opts;
  assertAccess(def.access.read(actor), actor);
  const order = pageOrder(def, query.cursor);
  const where = and(readScope(def, actor), def.readFilter?.(actor), ...(def.filters?.(query as never) ?? []));
  const pageWhere = order.after ? and(where, order.after) : where;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(def.table as never)
      .where(pageWhere)
      .orderBy(...order.orderBy)
      .limit(query.limit + 1),
    db
      .select({ total: count() })
      .from(def.table as PgTable)
      .where(where),
  ]);
  const page = (rows as Row[]).slice(0, query.limit);
  const last = page.at(-1);
  return {
    data: page.map((r) => def.toItem(r as never)),
    meta: { total: totalRow?.total ?? 0, nextCursor: rows.length > query.limit && last ? order.cursorOf(last) : null },
  };
}

async function findRow(opts: ResourceContext & { def: ResourceDefinition; id: string; scope: SQL }) {
  const { db, def, id, scope } = opts;
  if (!isUuid(id)) throw notFound(def.group.label);
  const [row] = await db
    .select()
    .from(def.table as never)
    .where(and(eq(def.table._id, id), scope))
    .limit(1);
  if (!row) throw notFound(def.group.label);
  return row as Row;
}

export async function getResource(opts: ResourceContext & { def: ResourceDefinition; id: string }) {
  const { def, actor } = opts;
  assertAccess(def.access.read(actor), actor);
  const row = await findRow({ ...opts, scope: and(readScope(def, actor), def.readFilter?.(actor)) as SQL });
  return def.toItem(row as never);
}

/**
 * The column values a create would write, with every check a create makes (access, owner, parents, the group's
 * own validation): a preview (CSV import) runs this alone.
 */
export async function checkCreate(opts: ResourceContext & { def: ResourceDefinition; input: z.infer<z.ZodType> }) {
  const { db, actor, def } = opts;
  assertAccess(def.access.write(actor), actor);
  const values = { ...(def.prepare?.(opts.input as Row, opts) ?? (opts.input as Row)), ...(await ownerOf(db, def, actor)) };
  await assertParents({ db, actor, def, values, owner: values });
  await def.validate?.(values, { db, actor });
  return values;
}

export async function createResource(opts: ResourceContext & { def: ResourceDefinition; input: z.infer<z.ZodType> }) {
  const { db, def } = opts;
  const values = await checkCreate(opts);
  const [row] = await db
    .insert(def.table)
    .values(values as never)
    .returning();
  def.onChange?.();
  return def.toItem(row as never);
}

/**
 * Updates one row the actor may write. A row the actor can read but not write is a 403;
 * a row it cannot even read is a 404, so other tenants' ids stay unconfirmed.
 */
export async function updateResource(opts: ResourceContext & { def: ResourceDefinition; id: string; values: Row }) {
  const { db, actor, def, id } = opts;
  assertAccess(def.access.write(actor), actor);
  const current = await assertWritable(opts);
  await assertParents({ db, actor, def, values: opts.values, owner: current, current });
  await def.validate?.(opts.values, { ...opts, current });
  const [row] = await db
    .update(def.table)
    .set({ ...opts.values, updatedAt: new Date() } as never)
    .where(and(eq(def.table._id, id), writeScope(def, actor)))
    .returning();
  def.onChange?.();
  return def.toItem(row as never);
}

export async function deleteResource(opts: ResourceContext & { def: ResourceDefinition; id: string }) {
  const { db, actor, def, id } = opts;
  assertAccess(def.access.write(actor), actor);
  const row = await assertWritable(opts);
  await def.beforeDelete?.(row as never, opts);
  await db.delete(def.table).where(and(eq(def.table._id, id), writeScope(def, actor)));
  def.onChange?.();
  return { ok: true as const };
}

export async function runResourceAction(
  opts: ResourceContext & { def: ResourceDefinition; id: string; action: NonNullable<ResourceDefinition['actions']>[number] },
) {
  const { def, action } = opts;
  assertAccess(def.access.write(opts.actor), opts.actor);
  const row = await assertWritable(opts);
  const item = await updateResource({ ...opts, values: action.apply(row as never, opts) });
  await action.after?.(item as never, opts);
  return item;
}

/** The row, if the actor may change it: a 404 when they cannot read it (a draft not theirs too), else a 403. */
async function assertWritable(opts: ResourceContext & { def: ResourceDefinition; id: string }): Promise<Row> {
  const { def, actor } = opts;
  const row = await findRow({ ...opts, scope: and(readScope(def, actor), def.readFilter?.(actor)) as SQL });
  const [writable] = await opts.db
    .select({ _id: def.table._id })
    .from(def.table as never)
    .where(and(eq(def.table._id, opts.id), writeScope(def, actor)))
    .limit(1);
  if (!writable) throw forbidden(`You cannot change this ${def.group.label.toLowerCase()}`);
  return row;
}
