import type pg from 'pg';

/**
 * Runs `fn` while this process holds the database's start-up lock (a session advisory lock on a connection of
 * its own), so server processes started at once on one database migrate, seed and create job queues one after
 * the other: the next one finds the work done instead of racing it (duplicate tables, demo data loaded twice,
 * deadlocks).
 */
export async function withStartupLock<T>(pool: pg.Pool, fn: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtextextended('atrium:startup', 0))`);
    try {
      return await fn();
    } finally {
      await client.query(`select pg_advisory_unlock(hashtextextended('atrium:startup', 0))`);
    }
  } finally {
    client.release();
  }
}
