import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { badRequest } from '../errors';
import { isUuid } from '../ids';
import { encodeCursor } from './cursor';

/**
 * Keyset paging on `(a timestamp desc, _id desc)`, shared by the console's app list and the reviews.
 * The cursor carries the last row's timestamp as PostgreSQL prints it (microseconds survive, which a
 * JS Date would drop) and its id; both are checked before they become typed SQL parameters.
 */
const TIMESTAMPTZ = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

export function timeKeyset(time: AnyColumn, id: AnyColumn) {
  return {
    /** Select this as `key` to build the next cursor from the last row. */
    keyColumn: sql<string>`${time}::text`,
    orderBy: [sql`${time} desc`, sql`${id} desc`],
    after(cursor: string | undefined): SQL | undefined {
      if (!cursor) return undefined;
      const [at, lastId] = decodeTimeCursor(cursor);
      return sql`(${time}, ${id}) < (${at}::timestamptz, ${lastId}::uuid)`;
    },
    next<T extends { key: string; _id: string }>(rows: readonly T[], limit: number): string | null {
      const last = rows[limit - 1];
      return rows.length > limit && last ? encodeCursor([last.key, last._id]) : null;
    },
  };
}

function decodeTimeCursor(cursor: string): [string, string] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(values) &&
      values.length === 2 &&
      typeof values[0] === 'string' &&
      TIMESTAMPTZ.test(values[0]) &&
      typeof values[1] === 'string' &&
      isUuid(values[1])
    ) {
      return [values[0], values[1]];
    }
  } catch {
    // falls through to the error below
  }
  throw badRequest('cursor is not valid for this list');
}
