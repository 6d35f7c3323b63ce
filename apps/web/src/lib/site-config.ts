import type { THostKind } from '@atrium/contracts/hosts';
import type { TSiteConfig } from '@atrium/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

export const siteConfigQuery = queryOptions({
  queryKey: ['site-config'],
  queryFn: ({ signal }) => apiFetch<{ data: TSiteConfig }>({ method: 'GET', path: '/site-config', token: null, signal }),
  select: (response) => response.data,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: 1,
});

/** Without the server's answer, local development gets the education header (as the spec fixes) and any other host the apps header. */
export function fallbackHostKind(hostname: string = window.location.hostname): THostKind {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' ? 'education' : 'apps';
}

export function useSiteConfig(): { hostKind: THostKind; isLoading: boolean } {
  const query = useQuery(siteConfigQuery);
  return { hostKind: query.data?.hostKind ?? fallbackHostKind(), isLoading: query.isPending };
}
