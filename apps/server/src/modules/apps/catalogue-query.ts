import type { TAppSort } from '@atrium/contracts/app-values';
import type { TAppFilterQuery } from '@atrium/contracts/apps';
import { and, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import { badRequest } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { apps } from './apps.tables';

/** Typo tolerance: a word of the name this close to the query (pg_trgm word similarity) still matches. */
export const TYPO_SIMILARITY = 0.45;

type Query = Omit<TAppFilterQuery, 'limit'> & { limit: number };

const tsQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;
const nameSimilarity = (q: string) => sql`word_similarity(lower(${q}), lower(${apps.name}))`;

/** Full-text match, or a name that is a near miss of the query (a typo). */
export const textMatch = (q: string): SQL => sql`(${apps.search} @@ ${tsQuery(q)} or ${nameSimilarity(q)} >= ${TYPO_SIMILARITY})`;

/** Every filter of the catalogue query except paging; only live apps are ever listed. */
export function catalogueWhere(query: Query): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(apps.status, 'live'),
    query.q ? textMatch(query.q) : undefined,
    query.type ? eq(apps.type, query.type) : undefined,
    query.category ? sql`${query.category} = any(${apps.categories})` : undefined,
    query.price === 'free' ? eq(apps.isFree, true) : query.price === 'paid' ? eq(apps.isFree, false) : undefined,
    query.minRating
      ? and(gte(apps.ratingCount, 1), sql`${apps.ratingSum} >= ${query.minRating} * ${apps.ratingCount}`)
      : undefined,
    query.installTarget ? inArray(apps.installTarget, [query.installTarget, 'both']) : undefined,
    query.partner ? eq(apps.partnerId, query.partner) : undefined,
  ];
  return and(...conditions) as SQL;
}

/**
 * Each sort is a tuple of keys, all descending, ending in `_id` so the order is total; the cursor
 * carries the last row's keys and the next page starts strictly after them (a row comparison).
 * Each key has a fixed type (bigint or real), and the cursor's values are cast back to it, so a
 * value survives the trip through JSON exactly.
 */
type SortKey = { expr: SQL; cast: SQL };
const bigintKey = (expr: SQL): SortKey => ({ expr: sql`(${expr})::bigint`, cast: sql.raw('bigint') });

function sortKeys(sort: TAppSort, q: string | undefined): SortKey[] {
  switch (sort) {
    case 'relevance':
      if (!q) return sortKeys('installs', q);
      return [{ expr: sql`(ts_rank(${apps.search}, ${tsQuery(q)}) * 2 + ${nameSimilarity(q)})::real`, cast: sql.raw('real') }];
    case 'installs':
      return [bigintKey(sql`${apps.installCount}`)];
    case 'rating':
      // The average to three decimals as an integer, then how many reviews back it.
      return [
        bigintKey(sql`coalesce(${apps.ratingSum} * 1000 / nullif(${apps.ratingCount}, 0), 0)`),
        bigintKey(sql`${apps.ratingCount}`),
      ];
    default:
      // newest: publication time in milliseconds
      return [bigintKey(sql`floor(extract(epoch from coalesce(${apps.publishedAt}, ${apps.createdAt})) * 1000)`)];
  }
}

export const effectiveSort = (query: Pick<Query, 'sort' | 'q'>): TAppSort => query.sort ?? (query.q ? 'relevance' : 'installs');

export function sortPlan(query: Query) {
  const keys: SortKey[] = [...sortKeys(effectiveSort(query), query.q), { expr: sql`${apps._id}`, cast: sql.raw('uuid') }];
  const list = (parts: SQL[]) => sql.join(parts, sql`, `);
  return {
    /** The keys as one text[] column, for building the next cursor from the last row. */
    keyColumn: sql<string[]>`array[${list(keys.map((k) => sql`(${k.expr})::text`))}]`,
    orderBy: keys.map((k) => sql`${k.expr} desc`),
    after: (cursor: string | undefined): SQL | undefined => {
      if (!cursor) return undefined;
      const values = decodeCursor(cursor, keys.length);
      const params = keys.map((k, i) => sql`${values[i]}::${k.cast}`);
      return sql`(${list(keys.map((k) => k.expr))}) < (${list(params)})`;
    },
  };
}

export const encodeCursor = (values: readonly string[]) => Buffer.from(JSON.stringify(values)).toString('base64url');

function decodeCursor(cursor: string, length: number): string[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const numeric = /^-?\d+(\.\d+)?(e-?\d+)?$/i;
    if (
      Array.isArray(values) &&
      values.length === length &&
      values.every((v, i) => typeof v === 'string' && (i === length - 1 ? isUuid(v) : numeric.test(v)))
    ) {
      return values as string[];
    }
  } catch {
    // falls through to the error below
  }
  throw badRequest('cursor is not valid for this search');
}
