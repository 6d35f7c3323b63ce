import { type SQL, sql } from 'drizzle-orm';
import { decodeCursor } from './cursor';

/** A sort key: an expression of the row and the SQL type its text is read back as from a cursor. */
export interface SortKey {
  expr: SQL;
  type: 'integer' | 'real' | 'timestamptz' | 'uuid' | 'text';
}

/**
 * Keyset paging over any sort keys, all in one direction (end them with the id, so the order is total): the cursor
 * is the last row's keys as PostgreSQL prints them (select `keys`, then `encodeCursor(last.keys)`), each checked
 * against its type before it becomes a typed parameter, so a forged cursor is a 400, never an SQL error.
 */
export function sortKeyset(keys: readonly SortKey[], dir: 'asc' | 'desc') {
  const tuple = sql.join(
    keys.map((k) => k.expr),
    sql`, `,
  );
  return {
    keys: sql<string[]>`array[${sql.join(
      keys.map((k) => sql`(${k.expr})::text`),
      sql`, `,
    )}]`,
    orderBy: keys.map((k) => sql`${k.expr} ${sql.raw(dir)}`),
    after(cursor: string | undefined): SQL | undefined {
      if (!cursor) return undefined;
      const values = decodeCursor(
        cursor,
        keys.map((k) => k.type),
      );
      const params = sql.join(
        keys.map((k, i) => sql`${values[i]}::${sql.raw(k.type)}`),
        sql`, `,
      );
      return dir === 'asc' ? sql`(${tuple}) > (${params})` : sql`(${tuple}) < (${params})`;
    },
  };
}
