import type pg from 'pg';
import type { Config } from '../../config';
import type { Payments } from '../../integrations/payments/payments';
import { startStripeSandbox } from '../../integrations/payments/sandbox/start';
import { paymentsForSandbox, paymentsFromConfig, sandboxStripeClient } from '../../integrations/payments/sandbox-payments';
import { sandboxWebhookSecrets } from '../../integrations/payments/sandbox-webhooks';

/** Atrium's webhook path (decision 029): the sandbox registers it on start, the real Stripe's dashboard names it. */
export const STRIPE_WEBHOOK_PATH = '/api/v1/payments/stripe/webhook';

/**
 * The Stripe this server talks to. With STRIPE_SECRET_KEY, the real one from the environment; with
 * STRIPE_SANDBOX_URL, that sandbox (already running, on this database or on one of its own); else the Stripe sandbox,
 * started here on STRIPE_SANDBOX_PORT on the same database (its own schema), so a fresh clone takes payments end to
 * end. In both sandbox cases Atrium's webhook endpoints are registered (or found) through the ordinary API.
 */
export async function openPayments(opts: {
  config: Config;
  pool: pg.Pool;
  log: (message: string) => void;
  /** Atrium's public address: where the sandbox sends webhooks. */
  atriumUrl: string;
}): Promise<{ payments: Payments; close: () => Promise<void> }> {
  const { config, pool, log } = opts;
  const real = paymentsFromConfig(config);
  if (real) return { payments: real, close: async () => {} };

  const webhookUrl = `${opts.atriumUrl.replace(/\/+$/, '')}${STRIPE_WEBHOOK_PATH}`;
  if (config.STRIPE_SANDBOX_URL) {
    const sandboxUrl = config.STRIPE_SANDBOX_URL.replace(/\/+$/, '');
    log(`using the Stripe sandbox at ${sandboxUrl}`);
    const webhookSecrets = await sandboxWebhookSecrets(sandboxStripeClient(sandboxUrl), pool, webhookUrl);
    return { payments: paymentsForSandbox({ sandboxUrl, webhookSecrets }), close: async () => {} };
  }
  const started = await startStripeSandbox({
    pool,
    port: config.STRIPE_SANDBOX_PORT,
    host: config.HOST,
    logger: config.LOG_LEVEL === 'silent' ? false : { level: 'warn' },
    log: (message) => log(message.replace(/^\[stripe-sandbox\] /, 'Stripe sandbox: ')),
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') throw error;
    throw new Error(
      `STRIPE_SANDBOX_PORT ${config.STRIPE_SANDBOX_PORT} is in use: stop what listens there, set STRIPE_SANDBOX_PORT to another port (0 takes a free one), or STRIPE_SECRET_KEY for the real Stripe`,
    );
  });
  try {
    const webhookSecrets = await sandboxWebhookSecrets(sandboxStripeClient(started.url), pool, webhookUrl);
    return { payments: paymentsForSandbox({ sandboxUrl: started.url, webhookSecrets }), close: started.close };
  } catch (error) {
    await started.close();
    throw error;
  }
}
