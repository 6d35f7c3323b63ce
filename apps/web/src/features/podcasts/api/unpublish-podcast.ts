import type { TPodcast } from '@atrium/contracts/podcasts';
import { apiFetch } from '../../../lib/api-client';
import { usePodcastMutation } from './use-podcast-mutation';

/** POST /api/v1/podcasts/:id/unpublish: back to draft, hidden from /podcast. */
export async function unpublishPodcast(id: string, token: string | null): Promise<TPodcast> {
  const res = await apiFetch<{ data: TPodcast }>({
    method: 'POST',
    path: `/podcasts/${encodeURIComponent(id)}/unpublish`,
    token,
  });
  return res.data;
}

export function useUnpublishPodcast() {
  return usePodcastMutation(unpublishPodcast);
}
