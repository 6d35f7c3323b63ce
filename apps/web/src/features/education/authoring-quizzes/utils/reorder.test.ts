import { describe, expect, it } from 'vitest';
import { moveUpdates, nextPosition } from './reorder';

const items = (...positions: number[]) => positions.map((position, i) => ({ _id: `id${i}`, position }));

describe('reordering', () => {
  it('swaps with the neighbour and sends only the positions that change', () => {
    expect(moveUpdates(items(0, 1, 2), 'id2', -1)).toEqual([
      { _id: 'id2', position: 1 },
      { _id: 'id1', position: 2 },
    ]);
  });

  it('numbers equal positions (new rows all start at 0) in the same step', () => {
    // New order id1, id0, id2: id1 already has 0.
    expect(moveUpdates(items(0, 0, 0), 'id0', 1)).toEqual([
      { _id: 'id0', position: 1 },
      { _id: 'id2', position: 2 },
    ]);
  });

  it('does nothing past either end or for an unknown id', () => {
    expect(moveUpdates(items(0, 1), 'id0', -1)).toEqual([]);
    expect(moveUpdates(items(0, 1), 'id1', 1)).toEqual([]);
    expect(moveUpdates(items(0, 1), 'nope', 1)).toEqual([]);
  });

  it('puts a new item after the last', () => {
    expect(nextPosition([])).toBe(0);
    expect(nextPosition(items(3, 7, 1))).toBe(8);
  });
});
