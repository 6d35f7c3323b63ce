import { podcastEndpoints, type TExchangePodcast } from '@atrium/contracts/podcasts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
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
  const result = await callEndpoint(podcastEndpoints.exchange, { signal });
  if (!result.ok) {
    // A status means the server answered with an error; without one (network, abort) keep the original message.
    if (result.error.status > 0) throw new PodcastsFetchError(result.error.status);
    throw result.error;
  }
  // SPEC 7: anything but an array in `data` counts as no podcasts (the type says array; the wire is not checked).
  return Array.isArray(result.data) ? result.data : [];
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

/** How long the podcasts page waits for the listing before it renders without it, showing the skeleton meanwhile. */
export const LISTING_WAIT_MS = 300;

/** Resolves once the listing is in the cache, or after LISTING_WAIT_MS; never rejects (a failure shows on the page). */
export function waitForExchangePodcasts(client: QueryClient): Promise<void> {
  const wait = new Promise<void>((resolve) => window.setTimeout(resolve, LISTING_WAIT_MS));
  return Promise.race([client.prefetchQuery(exchangePodcastsQueryOptions()), wait]);
}
