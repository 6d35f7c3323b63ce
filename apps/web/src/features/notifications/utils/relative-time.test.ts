import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('words how long ago, in the largest fitting unit', () => {
    expect(formatRelativeTime(ago(20), 'en', NOW)).toBe('now');
    expect(formatRelativeTime(ago(5 * 60), 'en', NOW)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3600), 'en', NOW)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(26 * 3600), 'en', NOW)).toBe('yesterday');
    expect(formatRelativeTime(ago(15 * 24 * 3600), 'en', NOW)).toBe('2 weeks ago');
  });

  it('uses the reader language (Arabic for ae) and leaves a broken date as it is', () => {
    expect(formatRelativeTime(ago(5 * 60), 'ae', NOW)).toMatch(/دقائق/);
    expect(formatRelativeTime('not a date', 'en', NOW)).toBe('not a date');
  });
});
