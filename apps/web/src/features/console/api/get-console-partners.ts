import { consoleEndpoints } from '@atrium/contracts/app-console';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPartnerRef } from '@/features/console/utils/console-types';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { consoleKeys } from './console-keys';

/** GET /api/v1/console/partners: the partners a new app can be published under. */
export async function getConsolePartners(token: string | null, signal?: AbortSignal): Promise<TPartnerRef[]> {
  return apiFetch(consoleEndpoints.partners, { token, signal });
}

export const consolePartnersQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: consoleKeys.partners(),
    queryFn: ({ signal }) => getConsolePartners(token, signal),
    staleTime: 5 * 60_000,
    enabled: Boolean(token),
  });

/** Only the super admin picks a partner; creators publish as their own, so they skip the request. */
export function useConsolePartners(enabled: boolean) {
  const { token } = useSession();
  const options = consolePartnersQueryOptions(token);
  return useQuery({ ...options, enabled: enabled && options.enabled !== false });
}
