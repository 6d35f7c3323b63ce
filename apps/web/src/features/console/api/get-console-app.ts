import { consoleEndpoints, type TConsoleApp } from '@atrium/contracts/app-console';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { consoleKeys } from './console-keys';

/** GET /api/v1/console/apps/:id: the listing, plans, releases and review state of one app. */
export async function getConsoleApp(id: string, token: string | null, signal?: AbortSignal): Promise<TConsoleApp> {
  return apiFetch(consoleEndpoints.get, { params: { id }, token, signal });
}

export const consoleAppQueryOptions = (id: string, token: string | null) =>
  queryOptions({
    queryKey: consoleKeys.app(id),
    queryFn: ({ signal }) => getConsoleApp(id, token, signal),
    enabled: Boolean(token && id),
  });

export function useConsoleApp(id: string | undefined) {
  const { token } = useSession();
  const options = consoleAppQueryOptions(id ?? '', token);
  return useQuery({ ...options, enabled: Boolean(id) && options.enabled !== false });
}
