import { describe, expect, it } from 'vitest';
import { groupScopes } from './scope-words';

describe('groupScopes', () => {
  it('groups read and write of one area in the CRM order, flags what was not granted, keeps unknown codes', () => {
    expect(
      groupScopes(
        ['contacts.write', 'locations.readonly', 'contacts.readonly', 'medias.readonly'],
        ['locations.write', 'users.readonly'],
      ),
    ).toEqual([
      { area: 'locations', code: 'locations', access: ['read'], missing: ['write'] },
      { area: 'users', code: 'users', access: [], missing: ['read'] },
      { area: 'contacts', code: 'contacts', access: ['read', 'write'], missing: [] },
      { area: null, code: 'medias.readonly', access: ['read'], missing: [] },
    ]);
  });

  it('reads nested areas (custom fields) by their last dot', () => {
    expect(groupScopes(['locations/customFields.write'])).toEqual([
      { area: 'locations/customFields', code: 'locations/customFields', access: ['write'], missing: [] },
    ]);
  });
});
