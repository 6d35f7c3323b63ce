/**
 * When to try a CRM call again. The CRM allows 100 requests per 10 seconds per app and location (or company) and a
 * daily cap, and says so in headers: `Retry-After` on a 429 where it sends one, and on every answer
 * `X-RateLimit-Max`, `X-RateLimit-Remaining`, `X-RateLimit-Interval-Milliseconds`, `X-RateLimit-Limit-Daily` and
 * `X-RateLimit-Daily-Remaining`. Without any of them the wait is exponential with jitter, so that many workers
 * throttled together do not all come back in the same millisecond.
 */

export const BACKOFF_BASE_MS = 500;
export const BACKOFF_CAP_MS = 30_000;

/** Jittered exponential backoff for attempt 0, 1, 2...: a random wait in [half, all] of min(cap, base * 2^attempt). */
export function backoffMs(attempt: number, random: () => number): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** `Retry-After` as delta-seconds or an HTTP date (RFC 9110 section 10.2.3); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  // HTTP dates name the day and month ("Thu, 26 Nov 2026 20:00:07 GMT"); Date.parse alone would read "-5" as a year.
  const at = /[A-Za-z]{3}/.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

const headerNumber = (headers: Headers, name: string): number | undefined => {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

export type RateLimitWait =
  /** Wait this long, then try again. */
  | { kind: 'wait'; ms: number }
  /** The daily cap is spent: a retry within seconds cannot succeed. */
  | { kind: 'daily_cap' };

/** How long a 429 asks to wait, from its headers, falling back on backoff for this attempt. */
export function rateLimitWait(headers: Headers, attempt: number, now: number, random: () => number): RateLimitWait {
  const retryAfter = parseRetryAfter(headers.get('retry-after'), now);
  if (retryAfter !== undefined) return { kind: 'wait', ms: retryAfter };
  if (headerNumber(headers, 'x-ratelimit-daily-remaining') === 0) return { kind: 'daily_cap' };
  const interval = headerNumber(headers, 'x-ratelimit-interval-milliseconds');
  if (headerNumber(headers, 'x-ratelimit-remaining') === 0 && interval !== undefined && interval > 0) {
    // The burst window's length is the longest the CRM can make us wait; a little jitter spreads the workers.
    return { kind: 'wait', ms: Math.round(interval + interval * 0.1 * random()) };
  }
  return { kind: 'wait', ms: backoffMs(attempt, random) };
}
