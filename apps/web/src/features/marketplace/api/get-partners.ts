import type { TPartner } from '@atrium/contracts/apps';
import { catalogueEndpoints } from '@atrium/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { marketplaceKeys } from './marketplace-keys';

/** GET /api/v1/partners: every partner with a live app, by name. A short list, so it is searched in the browser. */
export async function getPartners(signal?: AbortSignal): Promise<TPartner[]> {
  return apiFetch(catalogueEndpoints.partners, { signal });
}

export const partnersQueryOptions = () =>
  queryOptions({ queryKey: marketplaceKeys.partners(), queryFn: ({ signal }) => getPartners(signal), staleTime: 5 * 60_000 });

export function usePartners() {
  return useQuery(partnersQueryOptions());
}
