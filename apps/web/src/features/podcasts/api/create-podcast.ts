import { podcastEndpoints, type TPodcast, type TPodcastCreate } from '@atrium/contracts/podcasts';
import { apiFetch } from '@/lib/api-client';
import { usePodcastMutation } from './use-podcast-mutation';

/** POST /api/v1/podcasts: a new podcast starts as a draft. */
export function createPodcast(body: TPodcastCreate, token: string | null): Promise<TPodcast> {
  return apiFetch(podcastEndpoints.create, { body, token });
}

export function useCreatePodcast() {
  return usePodcastMutation(createPodcast);
}
