import Stripe from 'stripe';
import type { Config } from '../../config';
import type { Payments } from './payments';
import { SANDBOX_CONNECT_CLIENT_ID, SANDBOX_PUBLISHABLE_KEY, SANDBOX_SECRET_KEY } from './sandbox/keys';
import { SANDBOX_PAGE_PATHS } from './sandbox/page-paths';

/** Stripe from the environment (STRIPE_SECRET_KEY and friends), or null when Atrium uses the sandbox. */
export function paymentsFromConfig(config: Config): Payments | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  const secrets = [config.STRIPE_WEBHOOK_SECRET!, config.STRIPE_CONNECT_WEBHOOK_SECRET].filter((s): s is string => Boolean(s));
  return {
    stripe: new Stripe(config.STRIPE_SECRET_KEY, { maxNetworkRetries: 2, appInfo: { name: 'Atrium' } }),
    publishableKey: config.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: secrets[0]!,
    webhookSecrets: secrets,
    connectClientId: config.STRIPE_CONNECT_CLIENT_ID!,
    connectUrl: 'https://connect.stripe.com',
    cardFrameUrl: null,
    sandboxUrl: null,
  };
}

/** The official SDK pointed at a sandbox: `{ host, port, protocol: 'http' }`, nothing else differs. */
export function sandboxStripeClient(sandboxUrl: string, key: string = SANDBOX_SECRET_KEY): Stripe {
  const url = new URL(sandboxUrl);
  return new Stripe(key, {
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    telemetry: false,
  });
}

/** Payments against the sandbox at `sandboxUrl`, with the secrets of Atrium's webhook endpoints there. */
export function paymentsForSandbox(opts: { sandboxUrl: string; webhookSecrets: readonly string[] }): Payments {
  const sandboxUrl = opts.sandboxUrl.replace(/\/+$/, '');
  return {
    stripe: sandboxStripeClient(sandboxUrl),
    publishableKey: SANDBOX_PUBLISHABLE_KEY,
    webhookSecret: opts.webhookSecrets[0]!,
    webhookSecrets: opts.webhookSecrets,
    connectClientId: SANDBOX_CONNECT_CLIENT_ID,
    connectUrl: sandboxUrl,
    cardFrameUrl: `${sandboxUrl}${SANDBOX_PAGE_PATHS.cardFrame}`,
    sandboxUrl,
  };
}
