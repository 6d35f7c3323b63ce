import type { PODCAST_STATUSES } from '@atrium/contracts/podcasts';

export type TPodcastStatus = (typeof PODCAST_STATUSES)[number];

export interface AdminPodcastFilters {
  q: string;
  status: TPodcastStatus | '';
}

/** Query keys of the podcasts feature; every mutation invalidates `all` so both lists refresh. */
export const podcastKeys = {
  all: ['podcasts'] as const,
  exchange: () => ['podcasts', 'exchange'] as const,
  admin: () => ['podcasts', 'admin'] as const,
  adminList: (filters: AdminPodcastFilters) => ['podcasts', 'admin', 'list', filters] as const,
};
