import { podcastEndpoints, type TPodcast } from '@atrium/contracts/podcasts';
import { apiFetch } from '@/lib/api-client';
import { usePodcastMutation } from './use-podcast-mutation';

/** POST /api/v1/podcasts/:id/unpublish: back to draft, hidden from /podcast. */
export function unpublishPodcast(id: string, token: string | null): Promise<TPodcast> {
  return apiFetch(podcastEndpoints.unpublish, { params: { id }, token });
}

export function useUnpublishPodcast() {
  return usePodcastMutation(unpublishPodcast);
}
