import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/session-store';
import { podcastKeys } from './podcast-keys';

/**
 * The one shape every podcast write shares: call with the session's token, then refresh both the admin
 * list and the public listing (a publish or edit changes what agencies see).
 */
export function usePodcastMutation<TInput, TResult>(request: (input: TInput, token: string | null) => Promise<TResult>) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => request(input, token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: podcastKeys.all }),
  });
}
