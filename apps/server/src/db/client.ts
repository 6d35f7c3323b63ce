import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle, type NodePgDatabase, type NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction on the database. */
export type Tx = NodePgTransaction<typeof schema, ExtractTablesWithRelations<typeof schema>>;
/** What a query function takes: the database or a transaction on it, so a caller inside a transaction passes it as is. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close: () => Promise<void>;
}

// Return DATE columns as 'YYYY-MM-DD' strings rather than shifting them through a JS Date in local time.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

/** How TypeScript field names become column names (`agencyId` is `agency_id`). */
export const DB_CASING = 'snake_case';

export function createDatabase(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client can lose its connection (database restart); the pool replaces it, so this is not fatal.
  pool.on('error', (error) => console.error('[atrium] idle database connection lost:', error.message));
  // A client checked out of the pool (a transaction, a dedicated connection) has no listener of the pool's: its
  // connection dying would be an uncaught 'error' that ends the process. The query it runs fails on its own, and
  // the pool drops a client that is no longer queryable when it comes back, so nothing more is needed here.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return { db: drizzle(pool, { schema, casing: DB_CASING }), pool, close: () => pool.end() };
}
