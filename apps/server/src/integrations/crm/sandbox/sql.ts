import type pg from 'pg';

/** The pool or a client inside a transaction: store functions take either. */
export type Sql = pg.Pool | pg.PoolClient;

/** Runs `work` in one transaction on one client of the pool; rolls back when it throws. */
export async function withTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
