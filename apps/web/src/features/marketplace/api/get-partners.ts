import type { TPartner } from '@atrium/contracts/apps';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { marketplaceKeys } from './marketplace-keys';

/** GET /api/v1/partners: every partner with a live app, by name. A short list, so it is searched in the browser. */
export async function getPartners(signal?: AbortSignal): Promise<TPartner[]> {
  const res = await apiFetch<{ data: TPartner[] }>({ method: 'GET', path: '/partners', signal });
  return res.data;
}

export const partnersQueryOptions = () =>
  queryOptions({ queryKey: marketplaceKeys.partners(), queryFn: ({ signal }) => getPartners(signal), staleTime: 5 * 60_000 });

export function usePartners() {
  return useQuery(partnersQueryOptions());
}
