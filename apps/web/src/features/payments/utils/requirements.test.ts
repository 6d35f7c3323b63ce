import { describe, expect, it } from 'vitest';
import { requirementGroup, requirementGroups } from './requirements';

describe("Stripe's requirements in groups", () => {
  it('names the group of each field', () => {
    expect(requirementGroup('external_account')).toBe('bank');
    expect(requirementGroup('tos_acceptance.date')).toBe('terms');
    expect(requirementGroup('individual.verification.document')).toBe('identity');
    expect(requirementGroup('person_8UayFKIMRJklog.dob.day')).toBe('identity');
    expect(requirementGroup('business_profile.url')).toBe('business');
    expect(requirementGroup('company.tax_id')).toBe('company');
    expect(requirementGroup('settings.payments.statement_descriptor')).toBe('other');
  });

  it('lists each group once, in a fixed order', () => {
    expect(requirementGroups(['tos_acceptance.ip', 'external_account', 'tos_acceptance.date', 'x.y'])).toEqual([
      'bank',
      'terms',
      'other',
    ]);
    expect(requirementGroups([])).toEqual([]);
  });
});
