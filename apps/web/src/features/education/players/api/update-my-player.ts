import { playerEndpoints, type TPlayer } from '@atrium/contracts/players';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { playersKeys } from './players-keys';

export interface MyPlayerUpdate {
  leaderboardOptOut?: boolean;
  title?: string | null;
}

/** PUT /api/v1/staff_players/me: my title, avatar and whether I appear on others' leaderboards. */
export function updateMyPlayer(input: MyPlayerUpdate, token: string | null): Promise<TPlayer> {
  return apiFetch(playerEndpoints.updateMine, { body: input, token });
}

/** The players list with my row changed by `input`. */
const withMine = (players: TPlayer[] | undefined, me: string, input: MyPlayerUpdate) =>
  players?.map((p) => (p.userId === me ? { ...p, ...input } : p));

/**
 * Changes my profile at once and puts it back if the server refuses. My leaderboards do not change (I
 * always see my own row), so only the people list is refreshed afterwards.
 */
export function useUpdateMyPlayer() {
  const { token, user } = useSession();
  const queryClient = useQueryClient();
  const me = user?._id ?? 'visitor';
  const key = playersKeys.staff(me);
  return useMutation({
    mutationKey: [...key, 'me'],
    mutationFn: (input: MyPlayerUpdate) => updateMyPlayer(input, token),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TPlayer[]>(key);
      queryClient.setQueryData<TPlayer[]>(key, (players) => withMine(players, me, input));
      return { previous };
    },
    onError: (_error, _input, context) => {
      queryClient.setQueryData(key, context?.previous);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<TPlayer[]>(key, (players) => players?.map((p) => (p.userId === saved.userId ? saved : p)));
    },
  });
}
