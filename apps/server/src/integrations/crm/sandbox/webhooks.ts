import { createPrivateKey, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CRM_WEBHOOK_ED25519_SIGNATURE_HEADER, CRM_WEBHOOK_SIGNATURE_HEADER, signWebhookBody } from '../webhook-signature';

/**
 * The sandbox's outgoing webhooks, sent the way the real CRM sends them: a JSON body that carries its `type`, a
 * `webhookId` (what the receiver deduplicates on) and a `timestamp` (what it checks for freshness), signed over the
 * exact bytes sent: with an RSA key in `x-wh-signature`, with an Ed25519 key in `x-ghl-signature` (the CRM's newer
 * header), so the sandbox's key decides which one Atrium sees.
 *
 * Delivery never holds up the API answer that caused it: `sendWebhook` returns at once and the POST runs in the
 * background, tried up to three times with a growing pause. A delivery that fails for good is logged by type, id
 * and status, never with its body (it holds names, emails and phone numbers).
 */

export type CrmWebhookType =
  | 'INSTALL'
  | 'UNINSTALL'
  | 'LocationCreate'
  | 'LocationUpdate'
  | 'LocationDelete'
  | 'UserCreate'
  | 'UserDelete'
  | 'ContactCreate'
  | 'ContactUpdate'
  | 'ContactDelete';

export interface CrmWebhook {
  type: CrmWebhookType;
  /** The event's own fields (`appId`, `locationId`, the contact...); `type`, `webhookId` and `timestamp` are added. */
  body: Record<string, unknown>;
}

export interface WebhookSenderOptions {
  /** Where webhooks go (Atrium's `POST /api/v1/crm/webhooks`); without one, nothing is sent. */
  webhookUrl: string | undefined;
  webhookPrivateKeyPem: string;
  log: FastifyBaseLogger;
  /** Pauses before the second and third tries. */
  retryDelaysMs?: readonly number[];
  /** How long one try may take before it counts as failed. */
  timeoutMs?: number;
  now?: () => Date;
}

export interface WebhookSender {
  /** Queues one webhook and returns its id; the POST happens in the background. */
  sendWebhook(webhook: CrmWebhook): string;
  /** Resolves when every queued delivery has succeeded or given up (tests, shutdown). */
  idle(): Promise<void>;
  /** Stops waiting retries; deliveries in flight finish on their own. */
  close(): void;
}

const DEFAULT_RETRY_DELAYS_MS = [1_000, 5_000] as const;
const DEFAULT_TIMEOUT_MS = 10_000;

/** The header a key's signatures travel in; an unusable key keeps the classic one (signing then fails and is logged). */
function signatureHeaderFor(privateKeyPem: string): string {
  try {
    return createPrivateKey(privateKeyPem).asymmetricKeyType === 'ed25519'
      ? CRM_WEBHOOK_ED25519_SIGNATURE_HEADER
      : CRM_WEBHOOK_SIGNATURE_HEADER;
  } catch {
    return CRM_WEBHOOK_SIGNATURE_HEADER;
  }
}

export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? (() => new Date());
  const signatureHeader = signatureHeaderFor(options.webhookPrivateKeyPem);
  const inFlight = new Set<Promise<void>>();
  const timers = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();
  let closed = false;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const entry = { timer: setTimeout(() => settle(), ms), resolve: () => settle() };
      function settle() {
        clearTimeout(entry.timer);
        timers.delete(entry);
        resolve();
      }
      timers.add(entry);
    });

  /** One POST; true on any 2xx answer. */
  const attempt = async (url: string, raw: string, signature: string): Promise<{ ok: boolean; status?: number }> => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [signatureHeader]: signature },
        body: raw,
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel().catch(() => undefined);
      return { ok: response.ok, status: response.status };
    } catch {
      return { ok: false };
    }
  };

  const deliver = async (url: string, type: CrmWebhookType, webhookId: string, raw: string) => {
    let signature: string;
    try {
      signature = signWebhookBody(raw, options.webhookPrivateKeyPem);
    } catch {
      options.log.error({ webhook: { type, webhookId } }, 'CRM sandbox webhook not signed: the private key is unusable');
      return;
    }
    const tries = retryDelays.length + 1;
    let last: { ok: boolean; status?: number } = { ok: false };
    for (let n = 1; n <= tries; n++) {
      last = await attempt(url, raw, signature);
      if (last.ok) return;
      if (n < tries) {
        if (closed) break;
        await pause(retryDelays[n - 1]!);
        if (closed) break;
      }
    }
    options.log.warn({ webhook: { type, webhookId, status: last.status ?? null, tries } }, 'CRM sandbox webhook not delivered');
  };

  return {
    sendWebhook({ type, body }) {
      const webhookId = randomUUID();
      const url = options.webhookUrl;
      if (!url || closed) return webhookId;
      // The event's fields first, then what every webhook carries: a body can never overwrite its type or id.
      const raw = JSON.stringify({ ...body, type, webhookId, timestamp: now().toISOString() });
      const delivery = deliver(url, type, webhookId, raw).finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
      return webhookId;
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    close() {
      closed = true;
      for (const entry of [...timers]) entry.resolve();
    },
  };
}
