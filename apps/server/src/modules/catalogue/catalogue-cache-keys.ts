import type { CatalogueQuery } from './catalogue.service';
import { effectiveSort } from './catalogue-query';

/**
 * Text queries are matched case-insensitively and word by word (full text, trigrams, lowercased
 * prefixes), so `Calendar  Sync` and `calendar sync` give the same answer: the cache key and the
 * query that is run both use this form, which keeps one entry for both and the key honest.
 */
export const normaliseText = (q: string) => q.toLowerCase().replace(/\s+/g, ' ');

/** The search as it will run (normalised text, the sort it defaults to) and its cache key. */
export function normaliseSearch(query: CatalogueQuery): { query: CatalogueQuery; key: string } {
  const q = query.q ? normaliseText(query.q) : undefined;
  const normalised: CatalogueQuery = { ...query, q, sort: effectiveSort({ q, sort: query.sort }) };
  const { type, category, price, minRating, installTarget, partner, sort, limit, cursor } = normalised;
  // A fixed order of fields, so equal searches give equal keys whatever order the URL had.
  const key = `search:${JSON.stringify([q, type, category, price, minRating, installTarget, partner?.toLowerCase(), sort, limit, cursor])}`;
  return { query: normalised, key };
}
