import { describe, expect, it } from 'vitest';
import { FIELDS, field } from '@/features/snapshot-loading/snapshot-fixtures';
import { ApiError } from '@/lib/api-client';
import { locationProblems, serverProblems, valueProblem } from './field-values';

describe('custom field values', () => {
  it("names each problem by the contracts' rule", () => {
    expect(locationProblems(FIELDS, { business_name: ' ', phone: 'call me', brand_color: '' })).toEqual({
      business_name: 'required',
      phone: 'phone',
    });
    expect(valueProblem(field({ key: 'colour', label: 'Colour', type: 'color' }), '#12345')).toBe('color');
    expect(valueProblem(field({ key: 'site', label: 'Site', type: 'url' }), 'https://smiles.test')).toBeNull();
    expect(valueProblem(field({ key: 'bio', label: 'Bio', type: 'text' }), 'x'.repeat(501))).toBe('tooLong');
    const choice = field({ key: 'plan', label: 'Plan', type: 'choice', options: ['Basic', 'Pro'] });
    expect(valueProblem(choice, 'Gold')).toBe('choice');
    // A required field left empty takes its default.
    expect(valueProblem({ ...choice, required: true, defaultValue: 'Pro' }, '')).toBeNull();
  });

  it("places a refused load's details by location and key, or by body path", () => {
    const error = new ApiError('Refused', {
      status: 400,
      code: 'validation_error',
      data: {
        error: {
          details: [
            { locationId: 'loc-a', key: 'phone', message: 'Phone is wrong' },
            { path: 'locations.1.values.brand_color', message: 'Colour is wrong' },
            { path: ['locations', 0, 'values', 'business_name'], message: 'Name is wrong' },
            { message: 'Not about a field' },
          ],
        },
      },
    });
    expect(serverProblems(error, ['loc-a', 'loc-b'])).toEqual({
      'loc-a': { phone: { message: 'Phone is wrong' }, business_name: { message: 'Name is wrong' } },
      'loc-b': { brand_color: { message: 'Colour is wrong' } },
    });
    expect(serverProblems(new Error('offline'), ['loc-a'])).toEqual({});
  });
});
