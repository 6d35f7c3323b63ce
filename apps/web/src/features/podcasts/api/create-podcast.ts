import type { TPodcast, TPodcastCreate } from '@atrium/contracts/podcasts';
import { apiFetch } from '../../../lib/api-client';
import { usePodcastMutation } from './use-podcast-mutation';

/** POST /api/v1/podcasts: a new podcast starts as a draft. */
export async function createPodcast(body: TPodcastCreate, token: string | null): Promise<TPodcast> {
  const res = await apiFetch<{ data: TPodcast }>({ method: 'POST', path: '/podcasts', body, token });
  return res.data;
}

export function useCreatePodcast() {
  return usePodcastMutation(createPodcast);
}
