import type { TRankingRow } from '@atrium/contracts/players';
import { describe, expect, it } from 'vitest';
import { initialsOf, medalOf, tiedRanks, viewBoard } from './leaderboard';

const row = (n: number, rank: number, points: number, isMe = false): TRankingRow => ({
  rank,
  userId: `user-${n}`,
  name: `Person ${n}`,
  locationName: null,
  points,
  isMe,
});

describe('tiedRanks and medalOf', () => {
  it('finds the shared ranks, and ties share a medal', () => {
    const rows = [row(1, 1, 40), row(2, 1, 40), row(3, 3, 20), row(4, 4, 10), row(5, 4, 10)];
    expect([...tiedRanks(rows)]).toEqual([1, 4]);
    expect(rows.map((r) => medalOf(r.rank))).toEqual(['gold', 'gold', 'bronze', null, null]);
  });
});

describe('viewBoard', () => {
  const page = Array.from({ length: 30 }, (_, i) => row(i + 1, i + 1, 300 - i * 10, i === 16));

  it('pins my row when it is below the rows on screen', () => {
    const view = viewBoard(page, 10, 100);
    expect(view.shown).toHaveLength(10);
    expect(view.pinned).toMatchObject({ rank: 17, isMe: true });
    expect(view.hasMore).toBe(true);
  });

  it('does not pin my row once it is on screen', () => {
    const view = viewBoard(page, 20, 100);
    expect(view.shown.some((r) => r.isMe)).toBe(true);
    expect(view.pinned).toBeNull();
  });

  it('never shows the row the server appends after its page as if it followed on', () => {
    const rows = [...page.slice(0, 5).map((r) => ({ ...r, isMe: false })), row(99, 117, 3, true)];
    const view = viewBoard(rows, 10, 5);
    expect(view.shown.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(view.pinned?.rank).toBe(117);
    expect(view.hasMore).toBe(false);
  });

  it('pins nothing for a visitor board without my row', () => {
    expect(viewBoard(page.slice(0, 3), 10, 100)).toMatchObject({ pinned: null, hasMore: false });
  });
});

describe('initialsOf', () => {
  it('takes the first and last word, whole characters, upper case', () => {
    expect(initialsOf('Liam Evans')).toBe('LE');
    expect(initialsOf('  ava  de la cruz ')).toBe('AC');
    expect(initialsOf('Ωmega')).toBe('Ω');
    expect(initialsOf('𝒜nna Lee')).toBe('𝒜L');
    expect(initialsOf('')).toBe('?');
  });
});
