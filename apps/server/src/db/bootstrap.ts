import path from 'node:path';
import type { Config } from '../config';
import { createDatabase, type Database } from './client';
import { ensureDatabase, startEmbeddedPostgres } from './embedded';
import type { EmbeddedState } from './embedded-supervisor';
import { runMigrations } from './migrate';
import { withStartupLock } from './startup-lock';

export interface RunningDatabase extends Database {
  /** Closes the pool, then stops the embedded server when we started one. */
  shutdown: () => Promise<void>;
  embedded: boolean;
  /** Whether the database is there: an external one is taken as `up` (its own operators supervise it). */
  state: () => EmbeddedState;
}

/** `DATABASE_URL` when given; otherwise a real PostgreSQL of our own under `.data/pg`. Migrations run either way. */
export async function openDatabase(config: Config, log: (message: string) => void): Promise<RunningDatabase> {
  let url = config.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let state: () => EmbeddedState = () => 'up';
  if (!url) {
    log(`starting embedded PostgreSQL on port ${config.EMBEDDED_PG_PORT} (data in ${path.join(config.DATA_DIR, 'pg')})`);
    const embedded = await startEmbeddedPostgres({
      dataDir: path.join(config.DATA_DIR, 'pg'),
      port: config.EMBEDDED_PG_PORT,
      log,
    });
    stopEmbedded = embedded.stop;
    state = embedded.state;
    // A failed start must not leave our PostgreSQL running behind an exiting process.
    url = await ensureDatabase(embedded.url, 'atrium').catch(async (error) => {
      await embedded.stop();
      throw error;
    });
  }
  const database = createDatabase(url);
  try {
    // Processes started together on one database take turns (the first migrates, the rest find it done).
    await withStartupLock(database.pool, () => runMigrations(database.db));
    // Migrations dirty much of the cluster: flushed now, a crash soon after restarts in well under a second.
    if (stopEmbedded) await database.pool.query('CHECKPOINT');
  } catch (error) {
    await database.close();
    await stopEmbedded?.();
    throw error;
  }
  return {
    ...database,
    embedded: Boolean(stopEmbedded),
    state,
    shutdown: async () => {
      try {
        await database.close();
      } finally {
        await stopEmbedded?.();
      }
    },
  };
}
