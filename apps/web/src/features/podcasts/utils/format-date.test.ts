import { describe, expect, it } from 'vitest';
import { formatPodcastDate } from './format-date';

describe('formatPodcastDate', () => {
  it('formats the calendar day in the reader language without shifting it by time zone', () => {
    expect(formatPodcastDate('2025-03-01', 'en')).toBe('March 1, 2025');
    expect(formatPodcastDate('2025-03-01', 'de')).toBe('1. März 2025');
  });

  it('uses Arabic for the product code ae', () => {
    expect(formatPodcastDate('2025-03-01', 'ae')).toMatch(/مارس/);
  });

  it('returns anything that is not YYYY-MM-DD unchanged', () => {
    expect(formatPodcastDate('soon', 'en')).toBe('soon');
  });
});
