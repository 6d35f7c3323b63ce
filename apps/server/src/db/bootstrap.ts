import path from 'node:path';
import type { Config } from '../config';
import { createDatabase, type Database } from './client';
import { ensureDatabase, startEmbeddedPostgres } from './embedded';
import { runMigrations } from './migrate';

export interface RunningDatabase extends Database {
  /** Closes the pool, then stops the embedded server when we started one. */
  shutdown: () => Promise<void>;
  embedded: boolean;
}

/** `DATABASE_URL` when given; otherwise a real PostgreSQL of our own under `.data/pg`. Migrations run either way. */
export async function openDatabase(config: Config, log: (message: string) => void): Promise<RunningDatabase> {
  let url = config.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    log(`starting embedded PostgreSQL on port ${config.EMBEDDED_PG_PORT} (data in ${path.join(config.DATA_DIR, 'pg')})`);
    const embedded = await startEmbeddedPostgres({ dataDir: path.join(config.DATA_DIR, 'pg'), port: config.EMBEDDED_PG_PORT });
    stopEmbedded = embedded.stop;
    url = await ensureDatabase(embedded.url, 'atrium');
  }
  const database = createDatabase(url);
  try {
    await runMigrations(database.db);
  } catch (error) {
    await database.close();
    await stopEmbedded?.();
    throw error;
  }
  return {
    ...database,
    embedded: Boolean(stopEmbedded),
    shutdown: async () => {
      await database.close();
      await stopEmbedded?.();
    },
  };
}
