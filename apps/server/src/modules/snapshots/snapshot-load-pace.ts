import { CrmApiError, CrmAuthError } from '../../integrations/crm/crm-errors';
import { setBounded } from '../../platform/bounded-map';

/**
 * The CRM allows 100 requests per 10 s per company (and per location). A load keeps its agency-token calls to
 * REQUESTS_PER_SECOND so the location tokens, the sync and a person's screens keep room; the client still waits out
 * any 429 it gets.
 */
export const REQUESTS_PER_SECOND = 7;
const TRIES = 4;

/** A gate that lets one call through every 1/REQUESTS_PER_SECOND s, in order of arrival. */
export function pace(perSecond = REQUESTS_PER_SECOND) {
  const spacing = 1000 / perSecond;
  let next = 0;
  return async () => {
    const now = Date.now();
    const at = Math.max(now, next);
    next = at + spacing;
    if (at > now) await sleep(at - now);
  };
}

/** One gate per agency in this process: two loads of one agency at once share its pace. */
const agencyGates = new Map<string, () => Promise<void>>();

export function paceFor(agencyId: string): () => Promise<void> {
  return agencyGates.get(agencyId) ?? setBounded(agencyGates, 10_000, agencyId, pace());
}

/** Resolves after `ms`, or at once when the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** Whether a CRM failure may pass if asked again: a 429, a 5xx, a network failure; never a refusal. */
export function worthRetrying(error: unknown): boolean {
  if (error instanceof CrmAuthError) return false;
  if (error instanceof CrmApiError) return error.status === 429 || error.status >= 500 || error.status === 0;
  return error instanceof TypeError; // fetch's network failure
}

/**
 * Runs one CRM step through the gate, asked again with growing pauses (1, 2, 4 s by default) while it fails in a way that may
 * pass; the last failure is the caller's to report.
 */
export async function crmTries<T>(
  ctx: { gate: () => Promise<void>; deps: { signal?: AbortSignal; retryMs?: number } },
  work: () => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    await ctx.gate();
    try {
      return await work();
    } catch (error) {
      if (attempt >= TRIES || !worthRetrying(error) || ctx.deps.signal?.aborted) throw error;
      const retryAfter = error instanceof CrmApiError ? (error.retryAfterMs ?? 0) : 0;
      await sleep(Math.max(retryAfter, (ctx.deps.retryMs ?? 1000) * 2 ** (attempt - 1)), ctx.deps.signal);
    }
  }
}
