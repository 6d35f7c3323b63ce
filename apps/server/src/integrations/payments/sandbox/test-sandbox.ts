import type pg from 'pg';
import type Stripe from 'stripe';
import { createTestDatabase } from '../../crm/sandbox/test-sandbox';
import { sandboxStripeClient } from '../sandbox-payments';
import { buildStripeSandbox } from './app';
import type { StripeSandboxOptions } from './context';
import { SANDBOX_PUBLISHABLE_KEY } from './keys';
import type { WebhookTransport } from './webhook-queue';

/** One webhook as an endpoint received it. */
export interface ReceivedWebhook {
  url: string;
  headers: Record<string, string>;
  body: string;
  event: Stripe.Event;
}

export type StripeSandboxOverrides = Partial<Omit<StripeSandboxOptions, 'pool' | 'publicUrl'>>;

/**
 * A Stripe sandbox on a fresh database of its own, listening on a free port (the SDK talks HTTP), webhooks delivered
 * only when the test calls `flush()`. Without a `transport`, every delivery is kept in `received` and answered 200;
 * `status` sets what the endpoint answers (a failing endpoint: 500).
 */
export async function createTestStripeSandbox(
  overrides: StripeSandboxOverrides = {},
  database?: { pool: pg.Pool; drop: () => Promise<void> },
) {
  const db = database ?? (await createTestDatabase());
  const received: ReceivedWebhook[] = [];
  const endpoint = { status: 200 };
  const recording: WebhookTransport = async (url, request) => {
    received.push({ url, ...request, event: JSON.parse(request.body) as Stripe.Event });
    return endpoint.status;
  };
  const sandbox = await buildStripeSandbox({
    pool: db.pool,
    publicUrl: 'http://127.0.0.1:0',
    autoDeliver: false,
    demoData: false,
    transport: recording,
    ...overrides,
  });
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const address = sandbox.app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // The pages link to the address the sandbox really listens on.
  sandbox.ctx.publicUrl = url;
  return {
    sandbox,
    ctx: sandbox.ctx,
    app: sandbox.app,
    pool: db.pool,
    url,
    /** The platform's client (secret key). */
    stripe: sandboxStripeClient(url),
    /** A browser's client (publishable key): what Stripe.js may call. */
    browser: sandboxStripeClient(url, SANDBOX_PUBLISHABLE_KEY),
    received,
    endpoint,
    /** Sends every webhook due now. */
    flush: () => sandbox.ctx.webhooks.flush(),
    close: async () => {
      await sandbox.close();
      await db.drop();
    },
  };
}

export type TestStripeSandbox = Awaited<ReturnType<typeof createTestStripeSandbox>>;
