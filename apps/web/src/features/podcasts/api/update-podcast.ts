import type { TPodcast, TPodcastUpdate } from '@atrium/contracts/podcasts';
import { apiFetch } from '../../../lib/api-client';
import { usePodcastMutation } from './use-podcast-mutation';

export interface UpdatePodcastInput {
  id: string;
  body: TPodcastUpdate;
}

/** PUT /api/v1/podcasts/:id */
export async function updatePodcast({ id, body }: UpdatePodcastInput, token: string | null): Promise<TPodcast> {
  const res = await apiFetch<{ data: TPodcast }>({ method: 'PUT', path: `/podcasts/${encodeURIComponent(id)}`, body, token });
  return res.data;
}

export function useUpdatePodcast() {
  return usePodcastMutation(updatePodcast);
}
