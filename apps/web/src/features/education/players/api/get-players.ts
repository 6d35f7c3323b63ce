import { playerEndpoints, type TPlayer } from '@atrium/contracts/players';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { playersKeys, type Viewer } from './players-keys';

/** GET /api/v1/staff_players: my agency's people with their all-time points (me among them). */
export function getPlayers(token: string | null, signal?: AbortSignal): Promise<TPlayer[]> {
  return apiFetch(playerEndpoints.list, { token, signal });
}

export const playersQueryOptions = (viewer: Viewer, token: string | null) =>
  queryOptions({
    queryKey: playersKeys.staff(viewer),
    queryFn: ({ signal }) => getPlayers(token, signal),
    staleTime: 60_000,
  });

export function usePlayers({ enabled = true } = {}) {
  const { token, user } = useSession();
  return useQuery({ ...playersQueryOptions(user?._id ?? 'visitor', token), enabled });
}

/** My own player profile: the list holds it (the server has no GET for /staff_players/me). */
export function useMyPlayer({ enabled = true } = {}) {
  const { user } = useSession();
  const players = usePlayers({ enabled: enabled && Boolean(user) });
  return { ...players, me: players.data?.find((p) => p.userId === user?._id) };
}
