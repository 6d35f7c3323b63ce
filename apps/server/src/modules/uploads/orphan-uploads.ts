import { and, asc, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Storage } from '../../platform/storage/storage';
import { uploads } from '../../platform/storage/uploads.tables';

export const ORPHAN_AGE_MS = 24 * 3_600_000;
const BATCH = 200;
const MAX_BATCHES = 25;

interface Log {
  error: (obj: object, message: string) => void;
}

/**
 * Every text-like column of every table of the public schema (text, varchar, json, jsonb and arrays of them),
 * the uploads table aside. Read from the catalogue on each run, so a future feature's columns count without
 * anyone registering them.
 */
async function textColumnsByTable(db: Db): Promise<Map<string, string[]>> {
  const { rows } = await db.execute<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.table_name <> 'uploads'
      and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
        or (c.data_type = 'ARRAY' and c.udt_name in ('_text', '_varchar', '_json', '_jsonb')))
    order by c.table_name, c.ordinal_position`);
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of rows) byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  return byTable;
}

/** The file name (a UUID and an extension) is unique on its own: it is found in a URL, a path or a full address. */
const fileName = (key: string) => key.slice(key.lastIndexOf('/') + 1);

/** Which of these file names appear anywhere in the given tables. */
async function referencedNames(db: Db, columns: Map<string, string[]>, names: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  // Storage keys hold no commas, quotes, braces, spaces or backslashes (isStorageKey), so this is a safe array literal.
  const literal = `{${names.join(',')}}`;
  for (const [table, cols] of columns) {
    const remaining = names.filter((n) => !found.has(n));
    if (remaining.length === 0) break;
    const text = sql.join(
      cols.map((c) => sql`coalesce(${sql.identifier(c)}::text, '')`),
      sql`, `,
    );
    const { rows } = await db.execute<{ name: string }>(sql`
      select k.name from unnest(${literal}::text[]) as k(name)
      where exists (select 1 from ${sql.identifier(table)} where strpos(concat_ws(' ', ${text}), k.name) > 0)`);
    for (const { name } of rows) found.add(name);
  }
  return found;
}

/**
 * The hourly clean-up: uploads still unreferenced a day after upload are deleted, file first, then row (a failed
 * delete leaves the row, so the next run tries again). An upload found referenced is marked so and never examined
 * again. Returns what it did.
 */
export async function deleteOrphanUploads(opts: { db: Db; storage: Storage; now: Date; log?: Log }) {
  const cutoff = new Date(opts.now.getTime() - ORPHAN_AGE_MS);
  const columns = await textColumnsByTable(opts.db);
  const result = { deleted: 0, referenced: 0, failed: 0 };
  const failedIds = new Set<string>();
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const candidates = (
      await opts.db
        .select({ _id: uploads._id, key: uploads.key })
        .from(uploads)
        .where(and(isNull(uploads.referencedAt), lt(uploads.createdAt, cutoff)))
        .orderBy(asc(uploads.createdAt))
        .limit(BATCH + failedIds.size)
    ).filter((c) => !failedIds.has(c._id));
    if (candidates.length === 0) break;
    const found = await referencedNames(
      opts.db,
      columns,
      candidates.map((c) => fileName(c.key)),
    );
    const kept = candidates.filter((c) => found.has(fileName(c.key)));
    if (kept.length > 0) {
      await opts.db
        .update(uploads)
        .set({ referencedAt: opts.now })
        .where(
          inArray(
            uploads._id,
            kept.map((c) => c._id),
          ),
        );
      result.referenced += kept.length;
    }
    for (const orphan of candidates.filter((c) => !found.has(fileName(c.key)))) {
      try {
        await opts.storage.delete(orphan.key);
        await opts.db.delete(uploads).where(inArray(uploads._id, [orphan._id]));
        result.deleted++;
      } catch (error) {
        failedIds.add(orphan._id);
        result.failed++;
        opts.log?.error({ err: error, key: orphan.key }, 'could not delete an orphan upload');
      }
    }
    if (candidates.length < BATCH) break;
  }
  return result;
}
