import { podcastEndpoints, type TPodcast } from '@atrium/contracts/podcasts';
import { apiFetch } from '@/lib/api-client';
import { usePodcastMutation } from './use-podcast-mutation';

/** POST /api/v1/podcasts/:id/publish: makes it visible on /podcast and notifies signed-in browsers. */
export function publishPodcast(id: string, token: string | null): Promise<TPodcast> {
  return apiFetch(podcastEndpoints.publish, { params: { id }, token });
}

export function usePublishPodcast() {
  return usePodcastMutation(publishPodcast);
}
