import { playerEndpoints, type TRanking } from '@atrium/contracts/players';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Board } from '@/features/education/players/utils/board-selection';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { playersKeys, type Viewer } from './players-keys';

/** How many rows the board asks for; the server adds my own row when I am further down. */
export const RANKING_LIMIT = 100;

/** GET /api/v1/ranking?period= or ?competitionId= (signed-in people of an agency; 401/403 otherwise). */
export function getRanking(board: Board, token: string | null, signal?: AbortSignal): Promise<TRanking> {
  const query = 'competitionId' in board ? { competitionId: board.competitionId } : { period: board.period };
  return apiFetch(playerEndpoints.ranking, { query: { ...query, limit: RANKING_LIMIT }, token, signal });
}

export const rankingQueryOptions = (board: Board, viewer: Viewer, token: string | null) =>
  queryOptions({
    queryKey: playersKeys.ranking(viewer, board),
    queryFn: ({ signal }) => getRanking(board, token, signal),
    staleTime: 60_000,
  });

export function useRanking(board: Board) {
  const { token, user } = useSession();
  // The previous board stays on screen (dimmed) while the next tab loads, so the list does not jump.
  return useQuery({ ...rankingQueryOptions(board, user?._id ?? 'visitor', token), placeholderData: keepPreviousData });
}
