import type pg from 'pg';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { SANDBOX_SSO_SECRET, sandboxClients } from '../../integrations/crm/sandbox/default-clients';
import { startCrmSandbox } from '../../integrations/crm/sandbox/start';
import { sandboxWebhookKeys } from '../../integrations/crm/sandbox/webhook-keys';
import type { Secrets } from '../../platform/secrets';
import { connectDemoAgencies } from './crm-demo';
import { type CrmSettings, crmSettingsForSandbox, crmSettingsFromConfig } from './crm-settings';

/**
 * The CRM this server talks to. With CRM_API_URL, the real one from the environment; without, the CRM sandbox,
 * started here on CRM_SANDBOX_PORT on the same database (its own schema), so a fresh clone works end to end, or
 * the one already running at CRM_SANDBOX_URL on this database.
 */
export async function openCrm(opts: { config: Config; pool: pg.Pool; log: (message: string) => void }): Promise<{
  settings: CrmSettings;
  close: () => Promise<void>;
  /** Connects the demo agencies the sandbox has apps installed for (nothing with the real CRM). */
  connectDemo: (deps: { db: DbOrTx; secrets: Secrets }) => Promise<number>;
}> {
  const { config, pool, log } = opts;
  const atriumUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  const real = crmSettingsFromConfig(config, atriumUrl);
  if (real) return { settings: real, close: async () => {}, connectDemo: async () => 0 };

  // Kept in the sandbox's schema: every process on this database signs and checks webhooks with the same pair.
  const keys = await sandboxWebhookKeys(pool);
  const ssoSecret = config.CRM_SSO_SECRET ?? SANDBOX_SSO_SECRET;
  const clients = sandboxClients(atriumUrl);
  const connectDemo = ({ db, secrets }: { db: DbOrTx; secrets: Secrets }) => connectDemoAgencies({ db, pool, secrets, clients });
  if (config.CRM_SANDBOX_URL) {
    const sandboxUrl = config.CRM_SANDBOX_URL.replace(/\/+$/, '');
    log(`using the CRM sandbox at ${sandboxUrl}`);
    const settings = crmSettingsForSandbox({ sandboxUrl, atriumUrl, webhookPublicKey: keys.publicKeyPem, ssoSecret });
    return { settings, close: async () => {}, connectDemo };
  }
  const sandbox = await startCrmSandbox({
    pool,
    clients,
    ssoSecret,
    webhookUrl: `${atriumUrl}/api/v1/crm/webhooks`,
    webhookPrivateKeyPem: keys.privateKeyPem,
    port: config.CRM_SANDBOX_PORT,
    host: config.HOST,
    logger: config.LOG_LEVEL === 'silent' ? false : { level: 'warn' },
    log: (message) => log(message.replace(/^\[crm-sandbox\] /, 'CRM sandbox: ')),
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') throw error;
    throw new Error(
      `CRM_SANDBOX_PORT ${config.CRM_SANDBOX_PORT} is in use: stop what listens there, set CRM_SANDBOX_PORT to another port (0 takes a free one), or CRM_API_URL for a real CRM`,
    );
  });
  return {
    settings: crmSettingsForSandbox({ sandboxUrl: sandbox.url, atriumUrl, webhookPublicKey: keys.publicKeyPem, ssoSecret }),
    close: sandbox.close,
    connectDemo,
  };
}
