import type { TAppPricingSummary } from '@atrium/contracts/apps';
import { describe, expect, it } from 'vitest';
import { testI18n } from '@/test/i18n';
import { initialsOf, tileGradient } from './app-tile';
import { planPriceLabel, pricingLabel } from './format';

const t = testI18n.getFixedT('en', 'marketplace');
const paid = (over: Partial<TAppPricingSummary> = {}): TAppPricingSummary => ({
  kind: 'paid',
  fromCents: 1900,
  fromModel: 'monthly',
  currency: 'USD',
  trialDays: 0,
  ...over,
});

describe('marketplace formatting', () => {
  it('summarises pricing as Free, Free plan available, or From the cheapest price with its period', () => {
    expect(pricingLabel(t, paid({ kind: 'free', fromCents: null, fromModel: null }), 'en')).toBe('Free');
    expect(pricingLabel(t, paid({ kind: 'freemium' }), 'en')).toBe('Free plan available');
    expect(pricingLabel(t, paid(), 'en')).toBe('From $19/mo');
    expect(pricingLabel(t, paid({ fromCents: 19000, fromModel: 'yearly' }), 'en')).toBe('From $190/yr');
    expect(pricingLabel(t, paid({ fromCents: 22800, fromModel: 'one_time' }), 'en')).toBe('From $228 once');
  });

  it('labels a plan: free plans say Free', () => {
    const plan = { _id: 'p', name: 'Free', model: 'free' as const, priceCents: 0, currency: 'USD', trialDays: 0, features: [] };
    expect(planPriceLabel(t, plan, 'en')).toBe('Free');
    expect(planPriceLabel(t, { ...plan, model: 'freemium', priceCents: 2900 }, 'en')).toBe('$29/mo');
  });

  it('draws placeholder tiles from the initials on a colour that is stable per app', () => {
    expect(initialsOf('Northwind Chat Widget')).toBe('NC');
    expect(initialsOf('  zephyr ')).toBe('Z');
    expect(tileGradient('widget', 'A')).toBe(tileGradient('widget', 'A'));
    const colours = new Set(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((n) => tileGradient('widget', n)));
    expect(colours.size).toBeGreaterThan(2);
  });
});
