import type { TRankingPeriod } from '@/features/education/players/utils/board-selection';

/** Who is asking: every answer here is about the viewer's agency, and marks the viewer's own row. */
export type Viewer = string;

/** The players area's query keys; all start with 'education' so invalidating `['education']` reaches them. */
export const playersKeys = {
  all: ['education', 'players'] as const,
  rankings: (viewer: Viewer) => ['education', 'players', 'ranking', viewer] as const,
  ranking: (viewer: Viewer, board: { period: TRankingPeriod } | { competitionId: string }) =>
    ['education', 'players', 'ranking', viewer, board] as const,
  staff: (viewer: Viewer) => ['education', 'players', 'staff', viewer] as const,
};
