import { describe, expect, it } from 'vitest';
import { createByteSlab } from './byte-slab';

describe('createByteSlab', () => {
  it('carves aligned, non-overlapping views of one slab until it is full, then starts another', () => {
    const take = createByteSlab(64);
    const a = take(10);
    const b = take(5);
    expect([a.length, b.length]).toEqual([10, 5]);
    expect(b.buffer).toBe(a.buffer);
    expect(b.byteOffset - a.byteOffset).toBe(16);
    a.fill(1);
    b.fill(2);
    expect([...a].every((byte) => byte === 1)).toBe(true);
    const c = take(16);
    expect([c.buffer === a.buffer, c.byteOffset - a.byteOffset]).toEqual([true, 24]);
    expect(take(16).buffer).toBe(a.buffer); // bytes 40 to 56 of 64
    const d = take(9);
    expect(d.buffer).not.toBe(a.buffer);
    expect(d.byteOffset).toBe(0);
  });

  it('gives a buffer of its own for more than a quarter of a slab', () => {
    const take = createByteSlab(64);
    const small = take(4);
    const large = take(17);
    expect(large.length).toBe(17);
    expect(large.buffer).not.toBe(small.buffer);
    expect(take(4).buffer).toBe(small.buffer);
  });
});
