import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

const DAY = 86_400_000;

describe('RateLimiter', () => {
  it('defaults to the CRM’s 100 per 10 seconds and 200,000 a day', () => {
    const limiter = new RateLimiter();
    const first = limiter.hit('crm_sync', 'loc', 0);
    expect(first.headers).toMatchObject({
      'x-ratelimit-max': '100',
      'x-ratelimit-interval-milliseconds': '10000',
      'x-ratelimit-limit-daily': '200000',
      'x-ratelimit-remaining': '99',
    });
    for (let i = 1; i < 100; i += 1) expect(limiter.hit('crm_sync', 'loc', 5_000).allowed).toBe(true);
    const refused = limiter.hit('crm_sync', 'loc', 5_000);
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 5 });
    expect(limiter.hit('crm_sync', 'loc', 10_000).allowed).toBe(true);
  });

  it('does not count refused calls, and resets the day at midnight UTC', () => {
    const limiter = new RateLimiter({ max: 10, windowMs: 1_000, dailyMax: 2 });
    const start = 3 * DAY + 500;
    expect(limiter.hit('app', 'x', start).allowed).toBe(true);
    expect(limiter.hit('app', 'x', start).allowed).toBe(true);
    const capped = limiter.hit('app', 'x', start);
    expect(capped.allowed).toBe(false);
    expect(capped.retryAfterSeconds).toBe(Math.ceil((DAY - 500) / 1000));
    expect(capped.headers['x-ratelimit-daily-remaining']).toBe('0');
    expect(limiter.hit('app', 'x', 4 * DAY).allowed).toBe(true);
  });
});
