import { consoleEndpoints, type TInstallChart } from '@atrium/contracts/app-console';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { consoleKeys, type TInstallRange } from './console-keys';

/** GET /api/v1/console/apps/:id/installs?days=: installs, uninstalls and active installs per day. */
export function getAppInstalls(
  id: string,
  days: TInstallRange,
  token: string | null,
  signal?: AbortSignal,
): Promise<TInstallChart> {
  return apiFetch(consoleEndpoints.installs, { params: { id }, query: { days }, token, signal });
}

export const appInstallsQueryOptions = (id: string, days: TInstallRange, token: string | null) =>
  queryOptions({
    queryKey: consoleKeys.installs(id, days),
    queryFn: ({ signal }) => getAppInstalls(id, days, token, signal),
    // The old range stays on screen while the new one loads, so the chart does not collapse to a spinner.
    placeholderData: keepPreviousData,
    enabled: Boolean(token),
  });

export function useAppInstalls(id: string, days: TInstallRange) {
  const { token } = useSession();
  return useQuery(appInstallsQueryOptions(id, days, token));
}
