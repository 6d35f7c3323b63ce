import type { TConsoleApp } from '@atrium/contracts/app-console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/session-store';
import { consoleKeys } from './console-keys';

/**
 * The one shape every console write shares: each answers with the whole app, which replaces the cached
 * copy (no refetch of the editor), and the lists refresh because status, order or counts may change.
 */
export function useConsoleMutation<TInput>(request: (input: TInput, token: string | null) => Promise<TConsoleApp>) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => request(input, token),
    onSuccess: (app) => {
      queryClient.setQueryData(consoleKeys.app(app._id), app);
      void queryClient.invalidateQueries({ queryKey: consoleKeys.lists() });
    },
  });
}
