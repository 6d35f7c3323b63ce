import { describe, expect, it } from 'vitest';
import { competitionStatus, sortCompetitions } from './competition-status';

const DAY = 86_400_000;
const now = Date.parse('2026-11-20T12:00:00Z');
const at = (days: number) => new Date(now + days * DAY).toISOString();

describe('competitionStatus', () => {
  it('counts whole days to the end of a running competition, rounding up', () => {
    expect(competitionStatus({ startsAt: at(-14), endsAt: at(7) }, now)).toEqual({ state: 'running', days: 7 });
    expect(competitionStatus({ startsAt: at(-1), endsAt: at(0.1) }, now)).toEqual({ state: 'running', days: 1 });
  });

  it('tells upcoming and ended ones apart', () => {
    expect(competitionStatus({ startsAt: at(2.5), endsAt: at(9) }, now)).toEqual({ state: 'upcoming', days: 3 });
    expect(competitionStatus({ startsAt: at(-9), endsAt: at(0) }, now)).toEqual({ state: 'ended', days: 0 });
  });
});

describe('sortCompetitions', () => {
  it('puts running ones first (ending soonest), then upcoming, then ended (latest first)', () => {
    const list = [
      { name: 'old', startsAt: at(-60), endsAt: at(-40) },
      { name: 'next', startsAt: at(3), endsAt: at(10) },
      { name: 'long', startsAt: at(-5), endsAt: at(20) },
      { name: 'recent', startsAt: at(-20), endsAt: at(-2) },
      { name: 'short', startsAt: at(-1), endsAt: at(2) },
    ];
    expect(sortCompetitions(list, now).map((c) => c.name)).toEqual(['short', 'long', 'next', 'recent', 'old']);
  });
});
