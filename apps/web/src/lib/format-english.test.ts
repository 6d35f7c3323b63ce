import { describe, expect, it } from 'vitest';
import { englishCompact, englishDollars, englishLongUtcDate, englishNumber } from './format-english';

// What the functions stand in for: Intl in Node, whose ICU gives the same English as Chromium's.
const plain = new Intl.NumberFormat('en');
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
const dollars = (cents: number, showCents: boolean) => {
  const whole = !showCents && cents % 100 === 0;
  const digits = showCents ? {} : { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 };
  return new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', ...digits }).format(cents / 100);
};

/** A fixed sequence of pseudo-random numbers, so a failure can be reproduced. */
function randoms(seed: number) {
  return (below: number) => {
    seed = (seed * 48271) % 2147483647;
    return seed % below;
  };
}

/** Whole numbers around every power of ten and every rounding edge up to 10^15, and random ones of each length. */
function wholeNumbers(): number[] {
  const random = randoms(11);
  const values = new Set<number>();
  for (let n = 0; n <= 2000; n++) values.add(n);
  for (let power = 3; power <= 15; power++) {
    const base = 10 ** power;
    for (const edge of [base, base / 2, base * 0.9995, base * 0.99995, base * 0.999_95, base * 1.05, base * 0.95]) {
      for (let d = -3; d <= 3; d++) values.add(Math.round(edge) + d);
    }
    for (let i = 0; i < 400; i++) values.add(Math.floor(base / 10 + random(2147483647) * (base / 2147483647)));
  }
  return [...values].filter((v) => v >= 0 && v < 1e15);
}

describe('English numbers without ICU', () => {
  it('formats whole numbers and fractions as Intl.NumberFormat("en") does', () => {
    const random = randoms(5);
    const values = [...wholeNumbers(), 0.5, 1.0005, 0.0005, 2.675, 1.005, 4.35, 4.45, 999.9995, 1234.5678, 0.1 + 0.2];
    for (let i = 0; i < 5000; i++) values.push(random(100_000_000) / 10 ** random(7));
    for (const value of values) expect(englishNumber(value), String(value)).toBe(plain.format(value));
  });

  it('formats counts compactly as Intl does: 12.4K, 1M for 999,950', () => {
    expect(englishCompact(12_400)).toBe('12.4K');
    expect(englishCompact(999_950)).toBe('1M');
    for (const value of wholeNumbers()) expect(englishCompact(value), String(value)).toBe(compact.format(value));
  });

  it('formats US dollars as the price formatter does, with cents only when there are some unless asked', () => {
    const random = randoms(3);
    const cents = [0, 1, 99, 100, 4900, 4950, 123_456, 100_000_000];
    for (let i = 0; i < 3000; i++) cents.push(random(10 ** (1 + random(10))));
    for (const value of cents) {
      expect(englishDollars(value, 'USD', false), String(value)).toBe(dollars(value, false));
      expect(englishDollars(value, 'USD', true), String(value)).toBe(dollars(value, true));
    }
  });

  it('writes long dates as Intl.DateTimeFormat("en") does in UTC', () => {
    const long = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });
    const random = randoms(17);
    const days: Date[] = [];
    for (let day = 0; day < 3 * 366; day++) days.push(new Date(Date.UTC(2023, 0, 1 + day)));
    const yearOne = new Date(0).setUTCFullYear(1, 0, 1); // Date.UTC reads years below 100 as 19xx
    for (let i = 0; i < 2000; i++) days.push(new Date(yearOne + random(2147483647) * 146_000));
    for (const day of days) expect(englishLongUtcDate(day), day.toISOString()).toBe(long.format(day));
    expect(englishLongUtcDate(new Date(Date.UTC(2024, 2, 5)))).toBe('March 5, 2024');
  });

  it('leaves to Intl what its rules do not cover', () => {
    expect(englishLongUtcDate(new Date(Number.NaN))).toBeNull();
    expect(englishLongUtcDate(new Date(Date.UTC(10_000, 0, 1)))).toBeNull();
    for (const value of [-1, -0, Number.NaN, Number.POSITIVE_INFINITY, 1e21, 1e-7]) expect(englishNumber(value)).toBeNull();
    for (const value of [-5, 1.5, 1e15, Number.NaN]) expect(englishCompact(value)).toBeNull();
    expect(englishDollars(4900, 'EUR', false)).toBeNull();
    expect(englishDollars(-100, 'USD', false)).toBeNull();
    expect(englishDollars(10.5, 'USD', false)).toBeNull();
  });
});
