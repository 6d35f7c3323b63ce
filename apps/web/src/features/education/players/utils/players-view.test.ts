import type { TPlayer } from '@atrium/contracts/players';
import { describe, expect, it } from 'vitest';
import { boardFromSearch, searchForBoard } from './board-selection';
import { filterPlayers, sortPlayers } from './players-view';

const player = (userId: string, name: string, points: number, extra: Partial<TPlayer> = {}): TPlayer => ({
  userId,
  name,
  title: null,
  avatarUrl: null,
  locationName: null,
  points,
  earned: { 'checklist-step': 0, 'onboarding-step': 0, media: 0, quiz: 0 },
  completed: points / 5,
  ...extra,
});
const PEOPLE = [
  player('1', 'Émile Zola', 20, { locationName: 'Summit Dental Downtown' }),
  player('2', 'ava Foster', 105, { title: 'Broker' }),
  player('3', 'Liam Evans', 20, { locationName: 'Summit Dental Downtown', title: 'Front desk' }),
];

describe('filterPlayers', () => {
  it('matches every word in the name, title or location, ignoring case and accents', () => {
    expect(filterPlayers(PEOPLE, 'emile', 'en').map((p) => p.userId)).toEqual(['1']);
    expect(filterPlayers(PEOPLE, 'dental front', 'en').map((p) => p.userId)).toEqual(['3']);
    expect(filterPlayers(PEOPLE, 'BROKER', 'en').map((p) => p.userId)).toEqual(['2']);
    expect(filterPlayers(PEOPLE, '  ', 'en')).toHaveLength(3);
    expect(filterPlayers(PEOPLE, 'nobody', 'en')).toEqual([]);
  });
});

describe('sortPlayers', () => {
  it('sorts by points (ties by name) or by name in the reader’s alphabet', () => {
    expect(sortPlayers(PEOPLE, 'points', 'en').map((p) => p.name)).toEqual(['ava Foster', 'Émile Zola', 'Liam Evans']);
    expect(sortPlayers(PEOPLE, 'name', 'en').map((p) => p.name)).toEqual(['ava Foster', 'Émile Zola', 'Liam Evans']);
    expect(sortPlayers(PEOPLE, 'points', 'en')).not.toBe(PEOPLE);
  });
});

describe('board selection in the address', () => {
  it('reads the period or competition, with 7 days for anything else', () => {
    expect(boardFromSearch(new URLSearchParams('period=30d'))).toEqual({ period: '30d' });
    expect(boardFromSearch(new URLSearchParams('period=year'))).toEqual({ period: '7d' });
    expect(boardFromSearch(new URLSearchParams('competition=abc&period=all'))).toEqual({ competitionId: 'abc' });
  });

  it('writes it back, keeping other parameters and leaving the default out', () => {
    const current = new URLSearchParams('app_id=x&competition=abc');
    expect(searchForBoard(current, { period: 'all' })).toBe('?app_id=x&period=all');
    expect(searchForBoard(current, { period: '7d' })).toBe('?app_id=x');
    expect(searchForBoard(new URLSearchParams(), { competitionId: 'c1' })).toBe('?competition=c1');
    expect(searchForBoard(new URLSearchParams('period=30d'), { period: '7d' })).toBe('');
  });
});
