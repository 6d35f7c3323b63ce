import { describe, expect, it } from 'vitest';
import { mappingProblems } from './import-mapping';

describe('mappingProblems', () => {
  it('asks for the required field, a name column for users, and one column per field', () => {
    expect(mappingProblems('users', ['lastName', null])).toEqual([{ kind: 'required', field: 'email' }, { kind: 'name' }]);
    expect(mappingProblems('users', ['email', 'fullName', 'email'])).toEqual([{ kind: 'twice', field: 'email' }]);
    expect(mappingProblems('locations', ['name', 'city'])).toEqual([]);
    expect(mappingProblems('prospects', ['notes'])).toEqual([{ kind: 'required', field: 'businessName' }]);
  });
});
