import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/session-store';
import { installKeys } from './install-keys';

/**
 * The one shape every installs write shares: call with the session's token, then refresh everything the
 * feature shows (the button, the lists, the bundles), since one install shows up in all of them.
 */
export function useInstallMutation<TInput, TResult>(
  request: (input: TInput, token: string | null) => Promise<TResult>,
  /** Shared queries outside the feature's keys the write also changes (a new location: the agency's locations). */
  { alsoStale = [] }: { alsoStale?: readonly QueryKey[] } = {},
) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => request(input, token),
    onSuccess: () => Promise.all([installKeys.all, ...alsoStale].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
