import { describe, expect, it } from 'vitest';
import { BACKOFF_CAP_MS, backoffMs, parseRetryAfter, rateLimitWait } from './crm-retry';

const now = Date.parse('2026-11-26T20:00:00Z');

describe('parseRetryAfter', () => {
  it.each([
    ['seconds', '5', 5000],
    ['fractional seconds', '1.5', 1500],
    ['zero', '0', 0],
    ['an HTTP date', 'Thu, 26 Nov 2026 20:00:30 GMT', 30_000],
    ['a date in the past', 'Thu, 26 Nov 2026 19:00:00 GMT', 0],
  ])('reads %s', (_label, value, ms) => {
    expect(parseRetryAfter(value, now)).toBe(ms);
  });

  it.each([null, '', 'soon', '-5'])('ignores %j', (value) => {
    expect(parseRetryAfter(value, now)).toBeUndefined();
  });
});

describe('backoffMs', () => {
  it('doubles per attempt between half and all of the ceiling, and stops at the cap', () => {
    expect([0, 1, 2, 3].map((attempt) => backoffMs(attempt, () => 0))).toEqual([250, 500, 1000, 2000]);
    expect([0, 1, 2, 3].map((attempt) => backoffMs(attempt, () => 1))).toEqual([500, 1000, 2000, 4000]);
    expect(backoffMs(20, () => 1)).toBe(BACKOFF_CAP_MS);
  });
});

describe('rateLimitWait', () => {
  const headers = (values: Record<string, string>) => new Headers(values);

  it('prefers Retry-After over the rate-limit headers', () => {
    const wait = rateLimitWait(
      headers({ 'retry-after': '4', 'x-ratelimit-remaining': '0', 'x-ratelimit-interval-milliseconds': '10000' }),
      0,
      now,
      () => 0,
    );
    expect(wait).toEqual({ kind: 'wait', ms: 4000 });
  });

  it('stops at a spent daily cap', () => {
    expect(rateLimitWait(headers({ 'x-ratelimit-daily-remaining': '0' }), 0, now, () => 0)).toEqual({ kind: 'daily_cap' });
  });

  it('waits a burst window, with up to a tenth more of jitter', () => {
    const window = headers({ 'x-ratelimit-remaining': '0', 'x-ratelimit-interval-milliseconds': '10000' });
    expect(rateLimitWait(window, 0, now, () => 0)).toEqual({ kind: 'wait', ms: 10_000 });
    expect(rateLimitWait(window, 0, now, () => 1)).toEqual({ kind: 'wait', ms: 11_000 });
  });

  it('falls back on backoff when the headers say nothing useful', () => {
    expect(rateLimitWait(headers({ 'x-ratelimit-remaining': '12' }), 2, now, () => 0)).toEqual({ kind: 'wait', ms: 1000 });
    expect(rateLimitWait(headers({}), 0, now, () => 0)).toEqual({ kind: 'wait', ms: 250 });
  });
});
