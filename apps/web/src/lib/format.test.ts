import { describe, expect, it, vi } from 'vitest';
import { compareWords, formatCompact, formatDate, formatDay, formatMoney, formatNumber, intlLocale } from './format';

describe('shared formatting', () => {
  it('maps the product language to a BCP 47 locale (Arabic code ae as ar)', () => {
    expect(intlLocale('ae')).toBe('ar');
    expect(intlLocale('en')).toBe('en');
  });

  it('prints counts compactly in the reader language', () => {
    expect(formatCompact(12_400, 'en')).toBe('12.4K');
    expect(formatCompact(950, 'en')).toBe('950');
    expect(formatCompact(1_240_000, 'de')).toMatch(/^1,2\s?Mio\./);
    expect(formatCompact(1_240_000, 'ae')).not.toBe('1.2M');
  });

  it('prints numbers with the reader language grouping', () => {
    expect(formatNumber(12_400, 'en')).toBe('12,400');
    expect(formatNumber(12_400, 'de')).toBe('12.400');
  });

  it('prints whole prices without cents and others with them', () => {
    expect(formatMoney(1900, 'USD', 'en')).toBe('$19');
    expect(formatMoney(1950, 'USD', 'en')).toBe('$19.50');
  });

  it("reads amounts in the currency's minor units", () => {
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥1,500');
    expect(formatMoney(1500, 'KWD', 'en', { keepCents: true })).toBe('KWD\u00a01.500');
    expect(formatMoney(97000, 'USD', 'en')).toBe('$970');
  });

  it('keeps the cents of whole prices when asked', () => {
    expect(formatMoney(1900, 'USD', 'en', { keepCents: true })).toBe('$19.00');
    expect(formatMoney(1950, 'USD', 'en', { keepCents: true })).toBe('$19.50');
  });

  it('falls back to the amount and code for a currency Intl rejects', () => {
    expect(formatMoney(1900, 'NOT-A-CODE', 'en')).toBe('19 NOT-A-CODE');
    expect(formatMoney(1950, 'NOT-A-CODE', 'en')).toBe('19.50 NOT-A-CODE');
    expect(formatMoney(1900, 'NOT-A-CODE', 'en', { keepCents: true })).toBe('19.00 NOT-A-CODE');
  });

  it('prints dates, and returns a value it cannot read unchanged', () => {
    expect(formatDate('2024-03-05T12:00:00Z', 'en')).toBe('Mar 5, 2024');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });

  it('prints a calendar day in UTC, so it never shifts to the day before', () => {
    expect(formatDay('2024-03-05', 'en')).toBe('Mar 5');
    expect(formatDay('2024-03-05', 'en', 'long')).toBe('Mar 5, 2024');
    expect(formatDay('garbage', 'en')).toBe('garbage');
  });

  describe('compareWords', () => {
    const icu = new Intl.Collator('en', { sensitivity: 'base' }).compare;
    const sign = (n: number) => Math.sign(n);

    it('orders printable ASCII as ICU does for English, without building a collator', () => {
      const printable = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
      const compare = compareWords('en');
      const spy = vi.spyOn(Intl, 'Collator');
      for (const a of printable) for (const b of printable) expect(sign(compare(a, b)), `${a} ${b}`).toBe(sign(icu(a, b)));
      // Strings: one differs inside, one is the other's prefix, capitals weigh as letters.
      let seed = 7;
      const random = (n: number) => {
        seed = (seed * 48271) % 2147483647;
        return seed % n;
      };
      const word = () => Array.from({ length: 1 + random(6) }, () => printable[random(printable.length)]).join('');
      for (let i = 0; i < 20_000; i++) {
        const a = word();
        const b = random(3) === 0 ? a + word() : random(2) === 0 ? a.toUpperCase() : word();
        expect(sign(compare(a, b)), `${a} | ${b}`).toBe(sign(icu(a, b)));
      }
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    });

    it('sorts the demo categories as the collator does', () => {
      const names = ['Websites', 'SMS & Messaging', 'E-commerce', 'Email', 'AI & Automation', 'Forms & Surveys', 'e-Mail'];
      expect([...names].sort(compareWords('en'))).toEqual([...names].sort(icu));
    });

    it('takes the collator for other scripts and for languages that tailor Latin letters', () => {
      expect(sign(compareWords('en')('Zoë', 'Zoe'))).toBe(0);
      expect(sign(compareWords('en')('Émile', 'Ewan'))).toBe(-1);
      // Danish sorts "aa" as "å", after "z".
      expect(sign(compareWords('da')('Aarhus', 'Zealand'))).toBe(1);
      expect(sign(compareWords('en')('Aarhus', 'Zealand'))).toBe(-1);
    });
  });
});
