import type pg from 'pg';
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
}

/** Seconds since the epoch on the sandbox's clock: every `created`. */
export const nowSeconds = (ctx: SandboxContext) => Math.floor(ctx.now().getTime() / 1000);
