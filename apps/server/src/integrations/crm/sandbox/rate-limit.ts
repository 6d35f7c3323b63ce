import type { RateLimitOptions } from './deps';

/** What the CRM answers on every API call (header names as the official SDK reads them). */
export interface RateLimitVerdict {
  allowed: boolean;
  headers: Record<string, string>;
  /** Seconds until a refused caller may try again; 0 when allowed. */
  retryAfterSeconds: number;
}

interface Counter {
  windowStart: number;
  count: number;
  day: number;
  dailyCount: number;
}

const DAY_MS = 86_400_000;
/** Beyond this many app x location keys, the oldest idle one goes (a sandbox never gets near it). */
const MAX_KEYS = 100_000;

/**
 * The CRM's limits per app and location (or company): a burst window (100 per 10 s) and a daily cap. In memory,
 * because the sandbox is one process; the windows are options so tests need not wait ten seconds.
 */
export class RateLimiter {
  readonly max: number;
  readonly windowMs: number;
  readonly dailyMax: number;
  readonly #counters = new Map<string, Counter>();

  constructor(options: RateLimitOptions = {}) {
    this.max = options.max ?? 100;
    this.windowMs = options.windowMs ?? 10_000;
    this.dailyMax = options.dailyMax ?? 200_000;
  }

  /** Counts one request by `clientKey` on `target` (a location or company id) at `now`. */
  hit(clientKey: string, target: string, now: number): RateLimitVerdict {
    const key = `${clientKey}:${target}`;
    const day = Math.floor(now / DAY_MS);
    let counter = this.#counters.get(key);
    if (!counter) {
      if (this.#counters.size >= MAX_KEYS) this.#counters.delete(this.#counters.keys().next().value as string);
      counter = { windowStart: now, count: 0, day, dailyCount: 0 };
      this.#counters.set(key, counter);
    }
    if (now - counter.windowStart >= this.windowMs) {
      counter.windowStart = now;
      counter.count = 0;
    }
    if (counter.day !== day) {
      counter.day = day;
      counter.dailyCount = 0;
    }
    const dailyReset = (day + 1) * DAY_MS - now;
    const burstLeft = this.max - counter.count;
    const dailyLeft = this.dailyMax - counter.dailyCount;
    // A refused request is not counted: a client that backs off as told gets through when the window turns.
    const allowed = burstLeft > 0 && dailyLeft > 0;
    if (allowed) {
      counter.count += 1;
      counter.dailyCount += 1;
    }
    const retryAfterMs = dailyLeft <= 0 ? dailyReset : burstLeft <= 0 ? counter.windowStart + this.windowMs - now : 0;
    return {
      allowed,
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(retryAfterMs / 1000)),
      headers: {
        'x-ratelimit-limit-daily': String(this.dailyMax),
        'x-ratelimit-daily-remaining': String(Math.max(0, this.dailyMax - counter.dailyCount)),
        'x-ratelimit-daily-reset': String(dailyReset),
        'x-ratelimit-interval-milliseconds': String(this.windowMs),
        'x-ratelimit-max': String(this.max),
        'x-ratelimit-remaining': String(Math.max(0, this.max - counter.count)),
      },
    };
  }
}
