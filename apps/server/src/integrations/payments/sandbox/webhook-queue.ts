import type pg from 'pg';
import { stripeSignatureHeader } from './signature';

/** Sends one webhook: its endpoint's URL, headers and JSON body; answers the HTTP status (0 when unreachable). */
export type WebhookTransport = (url: string, request: { headers: Record<string, string>; body: string }) => Promise<number>;

/** A delivery's tries, and the wait before each retry: a failing endpoint is tried 5 times over about 10 minutes. */
export const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 480_000] as const;
const CLAIM_LEASE_MS = 60_000;
const POLL_MS = 1_000;
const BATCH = 20;
const TIMEOUT_MS = 10_000;

/** POSTs over HTTP, as Stripe does; a timeout or refused connection counts as a failure to retry. */
export const httpTransport: WebhookTransport = async (url, request) => {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.arrayBuffer().catch(() => undefined);
    return res.status;
  } catch {
    return 0;
  }
};

interface Claimed {
  id: string;
  event_id: string;
  attempts: number;
  url: string | null;
  secret: string | null;
  payload: unknown;
}

/**
 * The webhook queue: events are recorded with a delivery row per endpoint in the request's transaction, and sent from
 * here afterwards, so the request that caused them answers first. Rows are claimed with a lease (several processes
 * on one database never send one twice at once), signed at sending time, and retried with backoff while the endpoint
 * answers anything but 2xx.
 */
export class WebhookQueue {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly now: () => Date,
    public transport: WebhookTransport,
    private readonly auto: boolean,
  ) {
    if (auto) this.schedule(POLL_MS);
  }

  /** Something was queued: send it soon (a no-op when deliveries are flushed by hand). */
  kick(): void {
    if (this.auto && !this.closed) this.schedule(0);
  }

  /** Sends everything due now, until nothing is left (tests; failed tries wait for their retry time). */
  async flush(): Promise<void> {
    while (await this.runOnce()) {
      // another batch
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private schedule(ms: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref();
  }

  private async tick() {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      try {
        while ((await this.runOnce()) && !this.closed) {
          // another batch
        }
      } catch {
        // The database went away (shutting down): the next poll tries again.
      }
    })();
    await this.running;
    this.running = null;
    if (this.closed) return;
    const soon = this.again;
    this.again = false;
    this.schedule(soon ? 0 : POLL_MS);
  }

  /** One batch; whether there was anything to send. */
  private async runOnce(): Promise<boolean> {
    const now = this.now().getTime();
    const { rows } = await this.pool.query<Claimed>(
      `WITH due AS (
         SELECT id FROM stripe_sandbox.deliveries
         WHERE delivered_ms IS NULL AND failed_ms IS NULL AND next_ms <= $1
         ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
       ), claimed AS (
         UPDATE stripe_sandbox.deliveries d SET next_ms = $2 FROM due WHERE d.id = due.id
         RETURNING d.id, d.attempts, d.event_id, d.endpoint_id
       )
       SELECT c.id, c.event_id, c.attempts, ep.data->>'url' AS url, ep.hidden->>'secret' AS secret, ev.data AS payload
       FROM claimed c
       JOIN stripe_sandbox.objects ev ON ev.id = c.event_id
       LEFT JOIN stripe_sandbox.objects ep ON ep.id = c.endpoint_id AND NOT ep.deleted AND ep.data->>'status' = 'enabled'
       ORDER BY c.id`,
      [now, now + CLAIM_LEASE_MS],
    );
    for (const row of rows) await this.deliver(row);
    return rows.length > 0;
  }

  private async deliver(row: Claimed) {
    // The endpoint was deleted or disabled since: nothing to send to.
    if (!row.url || !row.secret) {
      await this.pool.query('UPDATE stripe_sandbox.deliveries SET failed_ms = $2 WHERE id = $1', [row.id, this.now().getTime()]);
      return;
    }
    const body = JSON.stringify(row.payload, null, 2);
    // Signed with the real time, as Stripe signs when it sends: the receiver checks it against its own clock.
    const signature = stripeSignatureHeader(body, row.secret, Math.floor(Date.now() / 1000));
    const status = await this.transport(row.url, {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signature,
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body,
    });
    const attempts = row.attempts + 1;
    const now = this.now().getTime();
    if (status >= 200 && status < 300) {
      await this.pool.query(
        'UPDATE stripe_sandbox.deliveries SET attempts = $2, delivered_ms = $3, last_status = $4 WHERE id = $1',
        [row.id, attempts, now, status],
      );
      // The event's count of endpoints still to receive it, as Stripe keeps it.
      await this.pool.query(
        `UPDATE stripe_sandbox.objects SET data = jsonb_set(data, '{pending_webhooks}',
           to_jsonb(GREATEST(COALESCE((data->>'pending_webhooks')::int, 0) - 1, 0))) WHERE id = $1`,
        [row.event_id],
      );
      return;
    }
    const delay = RETRY_DELAYS_MS[attempts - 1];
    await this.pool.query(
      `UPDATE stripe_sandbox.deliveries SET attempts = $2, last_status = $3, next_ms = $4, failed_ms = $5 WHERE id = $1`,
      [row.id, attempts, status, delay === undefined ? now : now + delay, delay === undefined ? now : null],
    );
  }
}
