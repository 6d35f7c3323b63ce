import { describe, expect, it } from 'vitest';
import { movePatches, nextPosition } from './reorder';

const rows = (...positions: number[]) => positions.map((position, i) => ({ _id: `r${i}`, position }));

describe('movePatches', () => {
  it('swaps two distinct positions, writing only the two rows', () => {
    expect(movePatches(rows(0, 3, 7), 'r1', -1)).toEqual([
      { id: 'r1', position: 0 },
      { id: 'r0', position: 3 },
    ]);
    expect(movePatches(rows(0, 3, 7), 'r1', 1)).toEqual([
      { id: 'r2', position: 3 },
      { id: 'r1', position: 7 },
    ]);
  });

  it('renumbers tied positions first, writing only rows whose number changes', () => {
    expect(movePatches(rows(0, 0, 0), 'r2', -1)).toEqual([
      { id: 'r2', position: 1 },
      { id: 'r1', position: 2 },
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
