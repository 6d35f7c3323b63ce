import type pg from 'pg';
import type { Db } from './client';

/** What a hand-written statement needs: a pool, or the one connection a transaction holds. */
export type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/**
 * The pg client under drizzle: the hot catalogue reads speak SQL to it directly (docs/decisions/007).
 * That is the pool for the app's `db`, or the transaction's own connection inside `db.transaction`.
 */
export function clientOf(db: Db): Queryable {
  const direct = (db as { $client?: Queryable }).$client;
  const inTransaction = (db as unknown as { session?: { client?: Queryable } }).session?.client;
  const client = direct ?? inTransaction;
  if (!client) throw new Error('the catalogue needs a node-postgres database');
  return client;
}
