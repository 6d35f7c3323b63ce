import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, emptyPlan, plansFromApp, serverPlanErrors, validatePlans } from './plans-form';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}:${JSON.stringify(options)}` : key);

describe('price conversion', () => {
  it('reads dollars as whole cents without floating-point drift', () => {
    expect(dollarsToCents('19.99')).toBe(1999);
    expect(dollarsToCents('0.29')).toBe(29);
    expect(dollarsToCents('20')).toBe(2000);
    expect(dollarsToCents('4.5')).toBe(450);
    expect(dollarsToCents(' 12,50 ')).toBe(1250);
  });

  it('refuses anything that is not a plain amount', () => {
    for (const bad of ['', 'abc', '-1', '1.999', '1e3', '$5']) expect(dollarsToCents(bad)).toBeNull();
  });

  it('prints cents back for the input', () => {
    expect(centsToDollars(1999)).toBe('19.99');
    expect(centsToDollars(2000)).toBe('20');
    expect(centsToDollars(1950)).toBe('19.50');
    expect(centsToDollars(5)).toBe('0.05');
  });
});

describe('validatePlans', () => {
  it('sends prices in cents, trials in days, kept plans with their id', () => {
    const [kept] = plansFromApp([
      {
        _id: '0190f5a0-0000-7000-8000-00000000b001',
        name: 'Pro',
        model: 'monthly',
        priceCents: 1999,
        currency: 'USD',
        trialDays: 7,
        features: ['A'],
      },
    ]);
    const added = { ...emptyPlan(), name: 'Team', model: 'yearly' as const, price: '199.5', currency: 'eur', trialDays: '' };
    const result = validatePlans([kept!, added], t);
    expect(result).toEqual({
      ok: true,
      body: {
        plans: [
          {
            _id: '0190f5a0-0000-7000-8000-00000000b001',
            name: 'Pro',
            model: 'monthly',
            priceCents: 1999,
            currency: 'USD',
            trialDays: 7,
            features: ['A'],
          },
          { name: 'Team', model: 'yearly', priceCents: 19950, currency: 'EUR', trialDays: 0, features: [] },
        ],
      },
    });
  });

  it('makes free plans cost 0 whatever the price box held', () => {
    const result = validatePlans([{ ...emptyPlan(), name: 'Free', model: 'free', price: '9' }], t);
    expect(result.ok && result.body.plans[0]?.priceCents).toBe(0);
  });

  it('explains each problem on its plan and field', () => {
    const result = validatePlans(
      [
        { ...emptyPlan(), name: 'Pro', model: 'monthly', price: '0' },
        { ...emptyPlan(), name: 'X', model: 'monthly', price: '1.999', currency: 'EURO', trialDays: '120' },
      ],
      t,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        '0.price': 'errors.paidNeedsPrice',
        '1.price': 'errors.price',
        '1.name': 'errors.tooShort:{"min":2,"count":2}',
        '1.currency': 'errors.currency',
        '1.trialDays': 'errors.trial:{"max":90,"count":90}',
      },
    });
  });

  it('needs at least one plan', () => {
    expect(validatePlans([], t)).toEqual({ ok: false, errors: { list: 'errors.atLeast:{"n":1}' } });
  });
});

describe('serverPlanErrors', () => {
  it('maps plans.<i>.<field> details onto the editor', () => {
    const data = {
      error: {
        details: [
          { path: ['plans', 1, 'priceCents'], message: 'Too much' },
          { path: ['plans'], message: 'Too many' },
        ],
      },
    };
    expect(serverPlanErrors(data)).toEqual({ '1.price': 'Too much', list: 'Too many' });
  });
});
