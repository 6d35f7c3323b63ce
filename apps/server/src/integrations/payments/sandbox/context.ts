import type pg from 'pg';
import type { EventRequest } from './events';
import type { WebhookQueue, WebhookTransport } from './webhook-queue';

export interface StripeSandboxOptions {
  /** Atrium's pool: the sandbox keeps its tables in the `stripe_sandbox` schema of the same database. */
  pool: pg.Pool;
  /** The sandbox's own address as a browser reaches it (the card frame, onboarding and OAuth pages). */
  publicUrl: string;
  /** The clock of `created` and of retries; tests may move it. */
  now?: () => Date;
  /** Loads the demo accounts (Summit Growth's, the partners') into an empty sandbox (default true). */
  demoData?: boolean;
  logger?: boolean | { level: string };
  /** How a webhook reaches its endpoint (default: an HTTP POST); tests deliver into Atrium's `app.inject`. */
  transport?: WebhookTransport;
  /** Deliver webhooks from the queue on their own (default true); tests turn it off and call `webhooks.flush()`. */
  autoDeliver?: boolean;
}

/** What every part of the sandbox works with (A2's billing and pages receive the same object). */
export interface SandboxContext {
  pool: pg.Pool;
  publicUrl: string;
  now: () => Date;
  /** The webhook deliveries: `kick()` after events are committed, `flush()` in tests. */
  webhooks: WebhookQueue;
  /**
   * Set by Billing: an invoice's PaymentIntent the customer paid in the browser (the card frame, or a 3-D Secure step)
   * pays its invoice at once, as at Stripe (`invoice.paid`, the subscription active), not on the invoice's next read.
   * Called after the intent's transaction commits.
   */
  invoiceIntentSucceeded?: (input: { account: string; invoiceId: string; request: EventRequest | null }) => Promise<void>;
}

/** Seconds since the epoch on the sandbox's clock: every `created`. */
export const nowSeconds = (ctx: SandboxContext) => Math.floor(ctx.now().getTime() / 1000);
