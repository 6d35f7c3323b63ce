import type { TAppBundle } from '@atrium/contracts/apps';
import { installEndpoints } from '@atrium/contracts/installs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { installKeys } from './install-keys';

export interface BundleInput {
  slug: string;
  companyId: string | null;
  locationId: string | null;
}

/** GET /api/v1/app/bundles/:slug?company_id=&location_id=: a store bundle and which of its apps the viewer has. */
export function getBundle(input: BundleInput, token: string | null, signal?: AbortSignal): Promise<TAppBundle> {
  return apiFetch(installEndpoints.bundle, {
    params: { slug: input.slug },
    query: { company_id: input.companyId ?? undefined, location_id: input.locationId ?? undefined },
    token,
    signal,
  });
}

export const bundleQueryOptions = (input: BundleInput, token: string | null) =>
  queryOptions({
    queryKey: [...installKeys.bundle(input.slug, input.companyId, input.locationId), Boolean(token)],
    queryFn: ({ signal }) => getBundle(input, token, signal),
    staleTime: 60_000,
    // Choosing another location to subscribe for keeps the page while its check marks load.
    placeholderData: keepPreviousData,
  });

export function useBundle(input: BundleInput) {
  const { token } = useSession();
  return useQuery(bundleQueryOptions(input, token));
}
