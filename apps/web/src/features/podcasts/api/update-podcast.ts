import { podcastEndpoints, type TPodcast, type TPodcastUpdate } from '@atrium/contracts/podcasts';
import { apiFetch } from '@/lib/api-client';
import { usePodcastMutation } from './use-podcast-mutation';

export interface UpdatePodcastInput {
  id: string;
  body: TPodcastUpdate;
}

/** PUT /api/v1/podcasts/:id */
export function updatePodcast({ id, body }: UpdatePodcastInput, token: string | null): Promise<TPodcast> {
  return apiFetch(podcastEndpoints.update, { params: { id }, body, token });
}

export function useUpdatePodcast() {
  return usePodcastMutation(updatePodcast);
}
