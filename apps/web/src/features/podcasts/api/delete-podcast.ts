import { podcastEndpoints } from '@atrium/contracts/podcasts';
import { apiFetch } from '@/lib/api-client';
import { usePodcastMutation } from './use-podcast-mutation';

/** DELETE /api/v1/podcasts/:id */
export async function deletePodcast(id: string, token: string | null): Promise<void> {
  await apiFetch(podcastEndpoints.remove, { params: { id }, token });
}

export function useDeletePodcast() {
  return usePodcastMutation(deletePodcast);
}
