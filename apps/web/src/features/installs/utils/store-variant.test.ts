import { describe, expect, it } from 'vitest';
import { storeVariant } from './store-variant';

describe('storeVariant', () => {
  it('reads the bundle from the first segment and the ids from the params', () => {
    expect(storeVariant('/levelupstore/x', { app_id: 'x' })).toEqual({
      slug: 'levelup',
      companyId: null,
      locationId: null,
      appId: 'x',
    });
    expect(storeVariant('/premuimstore/x', { app_id: 'x' })?.slug).toBe('premuim');
    expect(storeVariant('/agencyappsstore/c/x/more', { company_id: 'c', app_id: 'x' })).toEqual({
      slug: 'agencyapps',
      companyId: 'c',
      locationId: null,
      appId: 'x',
    });
    expect(storeVariant('/unlimitedstore/c/l/x', { company_id: 'c', locationId: 'l', app_id: 'x' })).toEqual({
      slug: 'unlimited',
      companyId: 'c',
      locationId: 'l',
      appId: 'x',
    });
  });

  it('is null for any other path', () => {
    expect(storeVariant('/nostore/x', {})).toBeNull();
  });
});
