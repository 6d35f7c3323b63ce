import type { TCrmImport, TCrmImportRowError, ZCrmImportListQuery } from '@atrium/contracts/crm-imports';
import type { TPage } from '@atrium/contracts/endpoint';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { decodeCursor, encodeCursor } from '../../platform/pagination/cursor';
import { timeKeyset } from '../../platform/pagination/time-keyset';
import type { Actor } from '../../platform/tenancy/actor';
import { users } from '../../platform/tenancy/tenancy.tables';
import { crmImportErrors, crmImports } from './crm-imports.tables';
import { agencyTeam } from './import-access';

/** Reading imports: the history, one import, its row errors (the agency's team). */

type Row = typeof crmImports.$inferSelect;
// Everything but the file itself, which only checking reads.
const { source: _source, ...summaryColumns } = getTableColumns(crmImports);
const selectImports = (db: Db) =>
  db
    .select({ ...summaryColumns, createdByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(crmImports)
    .leftJoin(users, eq(users._id, crmImports.createdBy));
type Summary = Omit<Row, 'source'> & { createdByName: string | null };

const iso = (d: Date | null) => d?.toISOString() ?? null;
export const toImport = (row: Summary): TCrmImport => ({
  _id: row._id,
  kind: row.kind,
  fileName: row.fileName,
  status: row.status,
  encoding: row.encoding,
  header: row.header,
  mapping: row.mapping,
  sample: row.sample,
  rowCount: row.rowCount,
  valid: row.valid,
  invalid: row.invalid,
  processed: row.processed,
  created: row.created,
  updated: row.updated,
  unchanged: row.unchanged,
  failed: row.failed,
  toCrm: row.toCrm,
  message: row.message,
  createdBy: row.createdBy ? { _id: row.createdBy, name: row.createdByName?.trim() || '—' } : null,
  createdAt: row.createdAt.toISOString(),
  checkedAt: iso(row.checkedAt),
  startedAt: iso(row.startedAt),
  finishedAt: iso(row.finishedAt),
});

/** One of the agency's imports (without its file), or a 404, another agency's included. */
export async function findImport(db: Db, agencyId: string, id: string): Promise<Summary> {
  const [row] = await selectImports(db).where(and(eq(crmImports._id, id), eq(crmImports.agencyId, agencyId)));
  if (!row) throw notFound('Import');
  return row;
}

const keyset = timeKeyset(crmImports.createdAt, crmImports._id);

export async function listImports(opts: {
  db: Db;
  actor: Actor;
  query: z.infer<typeof ZCrmImportListQuery>;
}): Promise<TPage<TCrmImport>> {
  const { db, query } = opts;
  const user = agencyTeam(opts.actor);
  const where = and(eq(crmImports.agencyId, user.agencyId), query.kind ? eq(crmImports.kind, query.kind) : undefined);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        ...summaryColumns,
        createdByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
        key: keyset.keyColumn,
      })
      .from(crmImports)
      .leftJoin(users, eq(users._id, crmImports.createdBy))
      .where(and(where, keyset.after(query.cursor)))
      .orderBy(...keyset.orderBy)
      .limit(query.limit + 1),
    db.select({ total: sql<number>`count(*)::int` }).from(crmImports).where(where),
  ]);
  return {
    data: rows.slice(0, query.limit).map(toImport),
    meta: { total: count?.total ?? 0, nextCursor: keyset.next(rows, query.limit) },
  };
}

export async function getImport(opts: { db: Db; actor: Actor; id: string }): Promise<TCrmImport> {
  const user = agencyTeam(opts.actor);
  return toImport(await findImport(opts.db, user.agencyId, opts.id));
}

export async function listImportErrors(opts: {
  db: Db;
  actor: Actor;
  id: string;
  limit: number;
  cursor?: string;
}): Promise<TPage<TCrmImportRowError>> {
  const { db, limit } = opts;
  const user = agencyTeam(opts.actor);
  const current = await findImport(db, user.agencyId, opts.id);
  const [line, position] = opts.cursor ? decodeCursor(opts.cursor, ['integer', 'integer']).map(Number) : [0, -1];
  const mine = eq(crmImportErrors.importId, current._id);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(crmImportErrors)
      .where(and(mine, sql`(${crmImportErrors.line}, ${crmImportErrors.position}) > (${line}, ${position})`))
      .orderBy(asc(crmImportErrors.line), asc(crmImportErrors.position))
      .limit(limit + 1),
    db.select({ total: sql<number>`count(*)::int` }).from(crmImportErrors).where(mine),
  ]);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    data: page.map((r) => ({
      line: r.line,
      field: r.field,
      column: r.column,
      value: r.value,
      message: r.message,
      stage: r.stage,
    })),
    meta: {
      total: count?.total ?? 0,
      nextCursor: rows.length > limit && last ? encodeCursor([String(last.line), String(last.position)]) : null,
    },
  };
}
