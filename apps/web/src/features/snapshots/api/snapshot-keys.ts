import type { TSnapshotListQuery } from '@atrium/contracts/snapshots';

/** Query keys of snapshot listings; everything sits under `all` so a change to one listing refreshes every list. */
export const snapshotKeys = {
  all: ['snapshots'] as const,
  lists: ['snapshots', 'list'] as const,
  list: (query: SnapshotListFilters, pageSize: number) => ['snapshots', 'list', query, pageSize] as const,
  facets: ['snapshots', 'facets'] as const,
};

/** What a list is asked for: the contract's query without its paging. */
export type SnapshotListFilters = Omit<TSnapshotListQuery, 'limit' | 'cursor'>;
