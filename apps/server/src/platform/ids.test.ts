import { describe, expect, it } from 'vitest';
import { isUuid, nameUuid } from './ids';

describe('nameUuid', () => {
  it('is RFC 9562 version 5 of the name in Atrium’s namespace', () => {
    // The value the `uuid` package's v5('loc:key', '5b0f8f9e-6c2d-4e3a-9a41-d7c3e8b2f610') gives.
    expect(nameUuid('loc:key')).toBe('1044ff70-f392-5db8-ba0d-84018942d8a2');
  });

  it('is the same for the same name and differs for another', () => {
    expect(nameUuid('a')).toBe(nameUuid('a'));
    expect(nameUuid('a')).not.toBe(nameUuid('b'));
    expect(isUuid(nameUuid('a'))).toBe(true);
  });
});
