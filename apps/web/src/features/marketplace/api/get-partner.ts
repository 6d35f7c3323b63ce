import type { TPartnerDetail } from '@atrium/contracts/apps';
import { catalogueEndpoints } from '@atrium/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { marketplaceKeys } from './marketplace-keys';

/** GET /api/v1/partners/:key: a partner's profile (by id or slug) with its live apps. */
export async function getPartner(key: string, signal?: AbortSignal): Promise<TPartnerDetail> {
  return apiFetch(catalogueEndpoints.partner, { params: { key }, signal });
}

export const partnerQueryOptions = (key: string) =>
  queryOptions({
    queryKey: marketplaceKeys.partner(key),
    queryFn: ({ signal }) => getPartner(key, signal),
    staleTime: 5 * 60_000,
  });

export function usePartner(key: string) {
  return useQuery(partnerQueryOptions(key));
}
