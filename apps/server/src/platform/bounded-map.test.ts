import { describe, expect, it } from 'vitest';
import { setBounded } from './bounded-map';

describe('setBounded', () => {
  it('keeps at most max entries, dropping the oldest first', () => {
    const map = new Map<string, number>();
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) expect(setBounded(map, 3, key, i)).toBe(i);
    expect([...map.keys()]).toEqual(['b', 'c', 'd']);
  });
});
