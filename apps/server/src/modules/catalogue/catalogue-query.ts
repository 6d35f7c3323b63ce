import type { TAppSort } from '@atrium/contracts/app-values';
import type { ZAppFilterQuery } from '@atrium/contracts/apps';
import type { z } from 'zod';
import { decodeCursor } from '../../platform/pagination/cursor';

/** Typo tolerance: a word of the name at least this close to the query (pg_trgm word similarity) matches. */
export const TYPO_SIMILARITY = 0.45;

type Query = z.output<typeof ZAppFilterQuery>;

/**
 * How a text query matches. Full text first (the GIN index on `search`); only when that finds
 * nothing, names that are a near miss of the query (the trigram index on the name): a typo.
 */
export type TextMode = 'fulltext' | 'typo';

/**
 * The search is one hand-written, parameterised statement (see docs/decisions/007): the ORM's query
 * building was a fifth of the CPU of a search, and three round trips (count, page, plans) became one.
 * Every value goes in as a `$n` parameter; only fixed fragments of this file are ever spliced in.
 */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Every filter of the catalogue query except paging (on `apps a`); only live apps are ever listed. */
function whereClause(query: Query, mode: TextMode, p: Params, q: string | undefined): string {
  const parts = ["a.status = 'live'"];
  if (q) {
    parts.push(
      mode === 'fulltext'
        ? `a.search @@ websearch_to_tsquery('english', ${p.add(q)})`
        : // `<%` is word similarity above pg_trgm.word_similarity_threshold (set per transaction, see the service).
          `lower(${p.add(q)}) <% lower(a.name)`,
    );
  }
  if (query.type) parts.push(`a.type = ${p.add(query.type)}::app_type`);
  if (query.category) parts.push(`a.categories @> array[${p.add(query.category)}]::text[]`);
  if (query.price) parts.push(`a.is_free = ${p.add(query.price === 'free')}::boolean`);
  if (query.minRating) parts.push(`a.rating_count >= 1 and a.rating_score >= ${p.add(query.minRating * 1000)}::integer`);
  if (query.installTarget) parts.push(`a.install_target in (${p.add(query.installTarget)}::install_target, 'both')`);
  if (query.partner) parts.push(`a.partner_id = ${p.add(query.partner)}::uuid`);
  return parts.join(' and ');
}

/**
 * Each sort is a tuple of keys, all descending, ending in the id so the order is total. Keys are plain
 * (indexed) columns where possible. The cursor carries the last row's keys as PostgreSQL prints them,
 * and the next page starts strictly after them: `(keys) < (values cast back to each key's type)`.
 */
type SortKey = { expr: string; type: string };

function sortKeys(sort: TAppSort, q: string | undefined, mode: TextMode, p: Params): SortKey[] {
  switch (sort) {
    case 'relevance': {
      if (!q) return sortKeys('installs', q, mode, p);
      const rank =
        mode === 'fulltext'
          ? `ts_rank(a.search, websearch_to_tsquery('english', ${p.add(q)}))::real`
          : `word_similarity(lower(${p.add(q)}), lower(a.name))::real`;
      return [
        { expr: rank, type: 'real' },
        { expr: 'a.install_count', type: 'integer' },
      ];
    }
    case 'installs':
      return [{ expr: 'a.install_count', type: 'integer' }];
    case 'rating':
      return [
        { expr: 'a.rating_score', type: 'integer' },
        { expr: 'a.rating_count', type: 'integer' },
      ];
    default:
      return [{ expr: 'a.listed_at', type: 'timestamptz' }];
  }
}

export const effectiveSort = (query: Pick<Query, 'sort' | 'q'>): TAppSort => query.sort ?? (query.q ? 'relevance' : 'installs');

/** One catalogue page as raw SQL: the rows of the page (limit + 1, to know whether there is more) and the total. */
export interface SearchStatement {
  text: string;
  values: unknown[];
}

/**
 * The page and the total in one statement. The total is an uncorrelated scalar subquery (computed once,
 * with its own plan: a count, not a sort); the page keeps the indexed keyset order. A page with no row
 * carries no total: the caller counts separately then (an empty first page simply means zero).
 * Each row: the card's columns, its partner, `keys` (text[], for the cursor) and `plans` (json: the
 * fields the price summary needs, in the app's own order).
 */
export function searchStatement(query: Query, mode: TextMode): SearchStatement {
  const p = new Params();
  const q = query.q || undefined;
  const where = whereClause(query, mode, p, q);
  const keys = [...sortKeys(effectiveSort(query), q, mode, p), { expr: 'a.id', type: 'uuid' }];
  let after = '';
  if (query.cursor) {
    const values = decodeCursor(
      query.cursor,
      keys.map((k) => k.type),
    );
    const params = keys.map((k, i) => `${p.add(values[i])}::${k.type}`);
    after = ` and (${keys.map((k) => k.expr).join(', ')}) < (${params.join(', ')})`;
  }
  const text = `select (select count(*)::int from apps a where ${where}) as total,
  a.id, a.name, a.tagline, a.icon_url, a.type, a.categories, a.install_target, a.rating_count, a.rating_sum,
  a.install_count, a.published_at, pa.id as partner_id, pa.name as partner_name, pa.slug as partner_slug,
  array[${keys.map((k) => `(${k.expr})::text`).join(', ')}] as keys,
  (select coalesce(json_agg(json_build_array(pl.model, pl.price_cents, pl.currency, pl.trial_days) order by pl.position), '[]')
     from app_plans pl where pl.app_id = a.id) as plans
from apps a join partners pa on pa.id = a.partner_id
where ${where}${after}
order by ${keys.map((k) => `${k.expr} desc`).join(', ')}
limit ${p.add(query.limit + 1)}::integer`;
  return { text, values: p.values };
}

/** Counts the matches alone: only needed when a page past the first comes back empty. */
export function countStatement(query: Query, mode: TextMode): SearchStatement {
  const p = new Params();
  const where = whereClause(query, mode, p, query.q || undefined);
  return { text: `select count(*)::int as total from apps a where ${where}`, values: p.values };
}
