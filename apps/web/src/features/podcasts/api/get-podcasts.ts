import type { TPage } from '@atrium/contracts/endpoint';
import { podcastEndpoints, type TPodcast } from '@atrium/contracts/podcasts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '@/features/podcasts/constants';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { type AdminPodcastFilters, podcastKeys } from './podcast-keys';

export type PodcastPage = TPage<TPodcast>;

export interface GetPodcastsInput extends AdminPodcastFilters {
  token: string | null;
  cursor?: string;
  signal?: AbortSignal;
}

/** GET /api/v1/podcasts (super admin): every podcast, drafts included, one keyset page at a time. */
export function getPodcasts({ token, cursor, q, status, signal }: GetPodcastsInput): Promise<PodcastPage> {
  return apiFetch(podcastEndpoints.list, {
    query: { limit: ADMIN_PAGE_SIZE, cursor, q: q || undefined, status: status || undefined },
    token,
    signal,
  });
}

export const podcastsQueryOptions = (filters: AdminPodcastFilters, token: string | null) =>
  infiniteQueryOptions({
    // The token stays out of the key: it is a credential, and the list does not depend on which session asks.
    queryKey: podcastKeys.adminList(filters),
    queryFn: ({ pageParam, signal }) => getPodcasts({ ...filters, token, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
    enabled: Boolean(token),
  });

export function usePodcasts(filters: AdminPodcastFilters) {
  const { token } = useSession();
  return useInfiniteQuery(podcastsQueryOptions(filters, token));
}
