import { describe, expect, it } from 'vitest';
import { byPosition, movePatches, nextPosition } from './position';

const rows = (...positions: number[]) => positions.map((position, i) => ({ _id: `r${i}`, position }));

describe('movePatches', () => {
  it('swaps two distinct positions, writing only the two rows', () => {
    expect(movePatches(rows(0, 3, 7), 'r1', -1)).toEqual([
      { _id: 'r1', position: 0 },
      { _id: 'r0', position: 3 },
    ]);
    expect(movePatches(rows(0, 3, 7), 'r1', 1)).toEqual([
      { _id: 'r2', position: 3 },
      { _id: 'r1', position: 7 },
    ]);
  });

  it('renumbers tied positions first, writing only rows whose number changes', () => {
    expect(movePatches(rows(0, 0, 0), 'r2', -1)).toEqual([
      { _id: 'r2', position: 1 },
      { _id: 'r1', position: 2 },
    ]);
  });

  it('does nothing at the ends or for an unknown row', () => {
    expect(movePatches(rows(0, 1), 'r0', -1)).toEqual([]);
    expect(movePatches(rows(0, 1), 'r1', 1)).toEqual([]);
    expect(movePatches(rows(0, 1), 'nope', 1)).toEqual([]);
  });
});

describe('nextPosition', () => {
  it('puts a new row after its siblings', () => {
    expect(nextPosition(rows(0, 4, 2))).toBe(5);
    expect(nextPosition([])).toBe(0);
  });
});

describe('byPosition', () => {
  it('orders by position, equal positions oldest first, without touching the input', () => {
    const items = [
      { _id: 'new', position: 1, createdAt: '2026-11-02T00:00:00.000Z' },
      { _id: 'old', position: 1, createdAt: '2026-11-01T00:00:00.000Z' },
      { _id: 'first', position: 0, createdAt: '2026-11-03T00:00:00.000Z' },
    ];
    expect(byPosition(items).map((i) => i._id)).toEqual(['first', 'old', 'new']);
    expect(items[0]?._id).toBe('new');
  });
});
