import type { TAppStatus } from '@atrium/contracts/apps';

export interface ConsoleAppFilters {
  status: TAppStatus | '';
  q: string;
}

export const INSTALL_RANGES = [7, 30, 90, 365] as const;
export type TInstallRange = (typeof INSTALL_RANGES)[number];

/** Query keys of the console; every write refreshes `lists` (status, counts and order may change). */
export const consoleKeys = {
  all: ['console'] as const,
  lists: () => ['console', 'apps', 'list'] as const,
  list: (filters: ConsoleAppFilters) => ['console', 'apps', 'list', filters] as const,
  queueCount: () => ['console', 'apps', 'list', 'queue-count'] as const,
  app: (id: string) => ['console', 'apps', 'detail', id] as const,
  installs: (id: string, days: TInstallRange) => ['console', 'apps', 'installs', id, days] as const,
  partners: () => ['console', 'partners'] as const,
  /** Every star filter of one app's reviews: a reply updates the review wherever it is cached. */
  reviewsOf: (id: string) => ['console', 'apps', 'reviews', id] as const,
  reviews: (id: string, stars: number | null) => ['console', 'apps', 'reviews', id, stars] as const,
};
