import type { TAppSort } from '@atrium/contracts/app-values';
import type { ZAppFilterQuery } from '@atrium/contracts/apps';
import { and, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { badRequest } from '../../platform/errors';
import { apps } from './apps.tables';

/** Typo tolerance: a word of the name at least this close to the query (pg_trgm word similarity) matches. */
export const TYPO_SIMILARITY = 0.45;

type Query = z.output<typeof ZAppFilterQuery>;

/**
 * How a text query matches. Full text first (the GIN index on `search`); only when that finds
 * nothing, names that are a near miss of the query (the trigram index on the name): a typo.
 */
export type TextMode = 'fulltext' | 'typo';

const tsQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;
// `<%` is word similarity above pg_trgm.word_similarity_threshold (set per transaction, see the service).
const nearMiss = (q: string) => sql`lower(${q}) <% lower(${apps.name})`;

export function textMatch(q: string, mode: TextMode): SQL {
  return mode === 'fulltext' ? sql`${apps.search} @@ ${tsQuery(q)}` : nearMiss(q);
}

/** Every filter of the catalogue query except paging; only live apps are ever listed. */
export function catalogueWhere(query: Query, mode: TextMode = 'fulltext'): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(apps.status, 'live'),
    query.q ? textMatch(query.q, mode) : undefined,
    query.type ? eq(apps.type, query.type) : undefined,
    query.category ? sql`${apps.categories} @> array[${query.category}]::text[]` : undefined,
    query.price === 'free' ? eq(apps.isFree, true) : query.price === 'paid' ? eq(apps.isFree, false) : undefined,
    query.minRating ? and(gte(apps.ratingCount, 1), gte(apps.ratingScore, query.minRating * 1000)) : undefined,
    query.installTarget ? inArray(apps.installTarget, [query.installTarget, 'both']) : undefined,
    query.partner ? eq(apps.partnerId, query.partner) : undefined,
  ];
  return and(...conditions) as SQL;
}

/**
 * Each sort is a tuple of keys, all descending, ending in `_id` so the order is total. Keys are plain
 * (indexed) columns where possible. The cursor carries the last row's keys as PostgreSQL prints them,
 * and the next page starts strictly after them: `(keys) < (values cast back to each key's type)`.
 */
type SortKey = { expr: SQL; type: string };
const col = (expr: SQL, type: string): SortKey => ({ expr, type });

function sortKeys(sort: TAppSort, q: string | undefined, mode: TextMode): SortKey[] {
  switch (sort) {
    case 'relevance': {
      if (!q) return sortKeys('installs', q, mode);
      const rank =
        mode === 'fulltext'
          ? sql`ts_rank(${apps.search}, ${tsQuery(q)})::real`
          : sql`word_similarity(lower(${q}), lower(${apps.name}))::real`;
      return [col(rank, 'real'), col(sql`${apps.installCount}`, 'integer')];
    }
    case 'installs':
      return [col(sql`${apps.installCount}`, 'integer')];
    case 'rating':
      return [col(sql`${apps.ratingScore}`, 'integer'), col(sql`${apps.ratingCount}`, 'integer')];
    default:
      return [col(sql`${apps.listedAt}`, 'timestamptz')];
  }
}

export const effectiveSort = (query: Pick<Query, 'sort' | 'q'>): TAppSort => query.sort ?? (query.q ? 'relevance' : 'installs');

export function sortPlan(query: Query, mode: TextMode) {
  const keys = [...sortKeys(effectiveSort(query), query.q, mode), col(sql`${apps._id}`, 'uuid')];
  const list = (parts: SQL[]) => sql.join(parts, sql`, `);
  return {
    /** The keys as one text[] column, for building the next cursor from the last row. */
    keyColumn: sql<string[]>`array[${list(keys.map((k) => sql`(${k.expr})::text`))}]`,
    orderBy: keys.map((k) => sql`${k.expr} desc`),
    after: (cursor: string | undefined): SQL | undefined => {
      if (!cursor) return undefined;
      const values = decodeCursor(
        cursor,
        keys.map((k) => k.type),
      );
      const params = keys.map((k, i) => sql`${values[i]}::${sql.raw(k.type)}`);
      return sql`(${list(keys.map((k) => k.expr))}) < (${list(params)})`;
    },
  };
}

export const encodeCursor = (values: readonly string[]) => Buffer.from(JSON.stringify(values)).toString('base64url');

const VALUE_FORMATS: Record<string, RegExp> = {
  integer: /^-?\d{1,10}$/,
  real: /^-?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?$/i,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  timestamptz: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/,
};

/** A cursor is only read back into typed SQL parameters of the right shape: a wrong one is a 400, never a SQL error. */
function decodeCursor(cursor: string, types: readonly string[]): string[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(values) &&
      values.length === types.length &&
      values.every((v, i) => typeof v === 'string' && VALUE_FORMATS[types[i]!]!.test(v))
    ) {
      return values as string[];
    }
  } catch {
    // falls through to the error below
  }
  throw badRequest('cursor is not valid for this search');
}
