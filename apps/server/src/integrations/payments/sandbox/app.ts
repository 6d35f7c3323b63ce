import Fastify, { type FastifyInstance } from 'fastify';
import { BILLING_RESOURCES } from './billing/billing-resources';
import type { SandboxContext, StripeSandboxOptions } from './context';
import { registerStripeErrorHandler } from './errors';
import { parseStripeQuery, registerStripeForm } from './form';
import { registerSandboxPages } from './pages/sandbox-pages';
import { registerAccounts } from './resources/accounts';
import { registerCharges } from './resources/charges';
import { registerConnectMoney } from './resources/connect-money';
import { registerConnectOnboarding } from './resources/connect-onboarding';
import { registerCustomers } from './resources/customers';
import { registerEvents } from './resources/events';
import { registerPaymentIntents } from './resources/payment-intents';
import { registerPaymentMethods } from './resources/payment-methods';
import { registerProducts } from './resources/products';
import { registerRefunds } from './resources/refunds';
import { registerSetupIntents } from './resources/setup-intents';
import { registerWebhookEndpoints } from './resources/webhook-endpoints';
import { ensureStripeSandboxSchema } from './schema';
import { seedPlatform } from './seed-platform';
import { httpTransport, WebhookQueue } from './webhook-queue';

export interface StripeSandbox {
  app: FastifyInstance;
  ctx: SandboxContext;
  /** Stops the webhook queue, then the app. */
  close: () => Promise<void>;
}

/** The core resources (A1's); Billing's follow (A2's `billing/`). */
const CORE_RESOURCES = [
  registerAccounts,
  registerConnectOnboarding,
  registerCustomers,
  registerProducts,
  registerPaymentMethods,
  registerSetupIntents,
  registerPaymentIntents,
  registerCharges,
  registerRefunds,
  registerConnectMoney,
  registerWebhookEndpoints,
  registerEvents,
];

/**
 * The local Stripe: a Fastify app of its own speaking Stripe's REST API for what Atrium uses (the official SDK works
 * against it with `{ host, port, protocol: 'http' }`), its data in the `stripe_sandbox` schema of the given database,
 * its webhooks signed as Stripe signs them. Builds without listening; creates its tables first.
 */
export async function buildStripeSandbox(options: StripeSandboxOptions): Promise<StripeSandbox> {
  const now = options.now ?? (() => new Date());
  const ctx: SandboxContext = {
    pool: options.pool,
    publicUrl: options.publicUrl.replace(/\/+$/, ''),
    now,
    webhooks: new WebhookQueue(options.pool, now, options.transport ?? httpTransport, options.autoDeliver ?? true),
  };
  await ensureStripeSandboxSchema(ctx.pool, (client) => seedPlatform(client, ctx, options.demoData !== false));

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    routerOptions: { querystringParser: parseStripeQuery },
  });
  registerStripeErrorHandler(app);
  registerStripeForm(app);
  for (const register of [...CORE_RESOURCES, ...BILLING_RESOURCES]) register(app, ctx);
  registerSandboxPages(app, ctx);
  return {
    app,
    ctx,
    close: async () => {
      await ctx.webhooks.close();
      await app.close();
    },
  };
}
