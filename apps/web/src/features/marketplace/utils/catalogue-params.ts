import { APP_SORTS, APP_TYPES, type TAppSort, type TAppType } from '@atrium/contracts/app-values';

/** What the catalogue is asked for; every field maps 1:1 to a `/app/filter` query parameter. */
export interface CatalogueFilters {
  q?: string;
  category?: string;
  type?: TAppType;
  price?: 'free' | 'paid';
  minRating?: number;
  installTarget?: 'agency' | 'location';
  sort?: TAppSort;
}

export const FILTER_KEYS = ['q', 'category', 'type', 'price', 'minRating', 'installTarget', 'sort'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/**
 * The filters a URL carries. Unknown or malformed values are dropped rather than sent, so a
 * hand-edited link shows the catalogue instead of a validation error.
 */
export function readCatalogueFilters(params: URLSearchParams): CatalogueFilters {
  const filters: CatalogueFilters = {};
  const q = params.get('q')?.trim().slice(0, 100);
  if (q) filters.q = q;
  const category = params.get('category')?.trim().slice(0, 60);
  if (category) filters.category = category;
  const type = oneOf(APP_TYPES, params.get('type'));
  if (type) filters.type = type;
  const price = oneOf(['free', 'paid'] as const, params.get('price'));
  if (price) filters.price = price;
  const rating = Number(params.get('minRating'));
  if (Number.isInteger(rating) && rating >= 1 && rating <= 5) filters.minRating = rating;
  const target = oneOf(['agency', 'location'] as const, params.get('installTarget'));
  if (target) filters.installTarget = target;
  const sort = oneOf(APP_SORTS, params.get('sort'));
  if (sort) filters.sort = sort;
  return filters;
}

/** `params` with one filter set (or removed when `value` is empty); other query parameters stay. */
export function withFilter(params: URLSearchParams, key: (typeof FILTER_KEYS)[number], value: string | number | undefined) {
  const next = new URLSearchParams(params);
  if (value === undefined || value === '') next.delete(key);
  else next.set(key, String(value));
  return next;
}

/** `params` without any catalogue filter (the query `q` included). */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) next.delete(key);
  return next;
}

/** Whether the catalogue shows search results (anything chosen) instead of the curated collections. */
export function isBrowsing(filters: CatalogueFilters): boolean {
  return Object.keys(filters).length > 0;
}

/** Relevance only means something for a text query; the server sorts by installs without one. */
export function effectiveSort(filters: CatalogueFilters): TAppSort {
  return filters.sort ?? (filters.q ? 'relevance' : 'installs');
}
