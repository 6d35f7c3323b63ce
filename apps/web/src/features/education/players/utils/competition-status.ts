import type { TCompetition } from '@atrium/contracts/players';

const DAY = 86_400_000;

export type CompetitionState = 'upcoming' | 'running' | 'ended';

export interface CompetitionStatus {
  state: CompetitionState;
  /** Whole days until it starts (upcoming) or ends (running), rounded up: "ends in 1 day" until the last hour. */
  days: number;
}

export function competitionStatus(competition: Pick<TCompetition, 'startsAt' | 'endsAt'>, now: number): CompetitionStatus {
  const starts = Date.parse(competition.startsAt);
  const ends = Date.parse(competition.endsAt);
  if (now < starts) return { state: 'upcoming', days: Math.ceil((starts - now) / DAY) };
  if (now < ends) return { state: 'running', days: Math.ceil((ends - now) / DAY) };
  return { state: 'ended', days: 0 };
}

const ORDER: Record<CompetitionState, number> = { running: 0, upcoming: 1, ended: 2 };

/**
 * Running competitions first (the one ending soonest on top), then the upcoming ones by start, then the
 * ended ones, the latest first: what people care about now comes first.
 */
export function sortCompetitions<T extends Pick<TCompetition, 'startsAt' | 'endsAt'>>(
  competitions: readonly T[],
  now: number,
): T[] {
  const key = (c: T) => {
    const { state } = competitionStatus(c, now);
    const time =
      state === 'running' ? Date.parse(c.endsAt) : state === 'upcoming' ? Date.parse(c.startsAt) : -Date.parse(c.endsAt);
    return [ORDER[state], time] as const;
  };
  return [...competitions].sort((a, b) => {
    const [sa, ta] = key(a);
    const [sb, tb] = key(b);
    return sa - sb || ta - tb;
  });
}
