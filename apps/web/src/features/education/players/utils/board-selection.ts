import { RANKING_PERIODS } from '@atrium/contracts/players';

export type TRankingPeriod = (typeof RANKING_PERIODS)[number];

/** Which leaderboard is shown: a period tab, or one competition's ranking. */
export type Board = { period: TRankingPeriod } | { competitionId: string };

export const DEFAULT_PERIOD: TRankingPeriod = '7d';

const isPeriod = (value: string | null): value is TRankingPeriod =>
  value !== null && (RANKING_PERIODS as readonly string[]).includes(value);

/** The board named by the address (`?period=30d`, `?competition=<id>`); anything unknown is the default tab. */
export function boardFromSearch(search: URLSearchParams): Board {
  const competitionId = search.get('competition');
  if (competitionId) return { competitionId };
  const period = search.get('period');
  return { period: isPeriod(period) ? period : DEFAULT_PERIOD };
}

/** The address's query for a board, keeping any other parameters (such as app_id) as they were. */
export function searchForBoard(current: URLSearchParams, board: Board): string {
  const next = new URLSearchParams(current);
  next.delete('competition');
  next.delete('period');
  if ('competitionId' in board) next.set('competition', board.competitionId);
  else if (board.period !== DEFAULT_PERIOD) next.set('period', board.period);
  const query = next.toString();
  return query ? `?${query}` : '';
}
