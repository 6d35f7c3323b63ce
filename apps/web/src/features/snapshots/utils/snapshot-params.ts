import type { TSnapshotListQuery } from '@atrium/contracts/snapshots';

/** The marketplace's browse filters for snapshots, as the URL carries them (`?type=snapshots&niche=&tag=&q=`). */
export interface SnapshotBrowseFilters {
  q?: string;
  niche?: string;
  tag?: string;
  sort?: NonNullable<TSnapshotListQuery['sort']>;
}

export const SNAPSHOT_FILTER_KEYS = ['q', 'niche', 'tag', 'sort'] as const;
const SORTS = ['newest', 'name', 'popular'] as const;

/** Whether the URL asks the marketplace for snapshots rather than apps. */
export const showsSnapshots = (params: URLSearchParams) => params.get('type') === 'snapshots';

/** The filters a URL carries; malformed values are dropped so a hand-edited link still shows listings. */
export function readSnapshotFilters(params: URLSearchParams): SnapshotBrowseFilters {
  const filters: SnapshotBrowseFilters = {};
  const q = params.get('q')?.trim().slice(0, 100);
  if (q) filters.q = q;
  const niche = params.get('niche')?.trim().slice(0, 100);
  if (niche) filters.niche = niche;
  const tag = params.get('tag')?.trim().slice(0, 50);
  if (tag) filters.tag = tag;
  const sort = params.get('sort');
  if (SORTS.includes(sort as (typeof SORTS)[number])) filters.sort = sort as (typeof SORTS)[number];
  return filters;
}

/**
 * The URL for one catalogue type. The search text stays (the hero's box is shared); the other type's filters go,
 * since they mean nothing here.
 */
export function withCatalogueType(params: URLSearchParams, type: 'apps' | 'snapshots', appFilterKeys: readonly string[]) {
  const next = new URLSearchParams(params);
  const drop = type === 'snapshots' ? appFilterKeys : SNAPSHOT_FILTER_KEYS;
  for (const key of drop) if (key !== 'q') next.delete(key);
  if (type === 'snapshots') next.set('type', 'snapshots');
  else next.delete('type');
  return next;
}

/** `params` with one snapshot filter set, or removed when empty; the type and other parameters stay. */
export function withSnapshotFilter(params: URLSearchParams, key: (typeof SNAPSHOT_FILTER_KEYS)[number], value?: string) {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}

/** `params` without any snapshot filter (the search text included), still on snapshots. */
export function withoutSnapshotFilters(params: URLSearchParams) {
  const next = new URLSearchParams(params);
  for (const key of SNAPSHOT_FILTER_KEYS) next.delete(key);
  return next;
}
