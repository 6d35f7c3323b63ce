import type { TExchangePodcast } from '@atrium/contracts/podcasts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { podcastKeys } from './podcast-keys';

/** The listing answered with a non-OK status; the page shows 'Failed to fetch podcasts' for it. */
export class PodcastsFetchError extends Error {
  readonly status: number;
  constructor(status: number) {
    super('Failed to fetch podcasts');
    this.name = 'PodcastsFetchError';
    this.status = status;
  }
}

/** GET /api/v1/exchangepodcast: published podcasts, newest first. No auth, no payload. */
export async function getExchangePodcasts(signal?: AbortSignal): Promise<TExchangePodcast[]> {
  const result = await apiCall<{ data?: unknown }>({ method: 'GET', path: '/exchangepodcast', base: 'api', signal });
  if (!result.ok) {
    // A status means the server answered with an error; without one (network, abort) keep the original message.
    if (result.error.status > 0) throw new PodcastsFetchError(result.error.status);
    throw result.error;
  }
  const data = result.data?.data;
  // SPEC 7: anything but an array in `data` counts as no podcasts.
  return Array.isArray(data) ? (data as TExchangePodcast[]) : [];
}

export const exchangePodcastsQueryOptions = () =>
  queryOptions({
    queryKey: podcastKeys.exchange(),
    queryFn: ({ signal }) => getExchangePodcasts(signal),
    staleTime: 60_000,
  });

export function useExchangePodcasts() {
  return useQuery(exchangePodcastsQueryOptions());
}
