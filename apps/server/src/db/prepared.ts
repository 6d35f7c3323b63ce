import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { QueryResult } from 'pg';
import { DB_CASING, type Db, type DbOrTx } from './client';

/**
 * A hot statement built once per database instead of on every call (decision 030): drizzle's query building was a
 * third of a checkout's CPU. `build` ends in drizzle's `.prepare(name)`; PostgreSQL then parses it once per pooled
 * connection too. Only for statements on the pool, never inside a transaction (they bind to the db they were built on).
 */
export function preparedStatement<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

/** Renders SQL as the app's database does (client.ts): the same snake_case names. */
const dialect = new PgDialect({ casing: DB_CASING });

/**
 * Runs a hand-written statement (`sql\`...\``) as a named prepared statement, named by a hash of its text: each
 * pooled connection parses and plans it once and then reuses the plan, where `db.execute` plans it on every call.
 * For hot statements whose text takes few shapes (parameters vary, the text does not): each shape is one statement
 * on every connection. Works on the pool and inside a transaction alike.
 */
export async function executePrepared<Row extends Record<string, unknown>>(db: DbOrTx, statement: SQL): Promise<Row[]> {
  const query = dialect.sqlToQuery(statement);
  const name = `atrium_${createHash('sha1').update(query.sql).digest('hex').slice(0, 32)}`;
  const result = await db._.session
    .prepareQuery<PreparedQueryConfig & { execute: QueryResult<Row> }>(query, undefined, name, false)
    .execute();
  return result.rows;
}
