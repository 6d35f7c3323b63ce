import type { TPodcast } from '@atrium/contracts/podcasts';
import { apiFetch } from '../../../lib/api-client';
import { usePodcastMutation } from './use-podcast-mutation';

/** POST /api/v1/podcasts/:id/publish: makes it visible on /podcast and notifies signed-in browsers. */
export async function publishPodcast(id: string, token: string | null): Promise<TPodcast> {
  const res = await apiFetch<{ data: TPodcast }>({ method: 'POST', path: `/podcasts/${encodeURIComponent(id)}/publish`, token });
  return res.data;
}

export function usePublishPodcast() {
  return usePodcastMutation(publishPodcast);
}
