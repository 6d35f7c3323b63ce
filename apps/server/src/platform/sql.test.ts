import { describe, expect, it } from 'vitest';
import { likePattern } from './sql';

describe('likePattern', () => {
  it('escapes the wildcards and the escape character', () => {
    expect(likePattern('100%')).toBe('%100\\%%');
    expect(likePattern('a_b\\c')).toBe('%a\\_b\\\\c%');
  });
});
