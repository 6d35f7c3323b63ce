import type { TAppCard, ZAppFilterQuery } from '@atrium/contracts/apps';
import type { TPage } from '@atrium/contracts/endpoint';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { clientOf, type Queryable } from '../../db/pg-client';
import { encodeCursor } from '../../platform/pagination/cursor';
import { type RawCardRow, toCardFromRaw } from '../apps/app-cards';
import { countStatement, searchStatement, type TextMode, TYPO_SIMILARITY } from './catalogue-query';

export type CatalogueQuery = z.output<typeof ZAppFilterQuery>;
type Page = TPage<TAppCard>;

/**
 * Runs `work` with the typo threshold in force for `<%` (pg_trgm reads it from the session, so it is
 * set for this transaction only and cannot leak to other requests on the pooled connection).
 */
export function withTypoThreshold<T>(db: Db, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`);
    return work(tx);
  });
}

const isPool = (client: Queryable): client is pg.Pool => 'totalCount' in client && 'connect' in client;

interface SearchRow extends RawCardRow {
  total: number;
  keys: string[];
}

async function runPage(db: Queryable, query: CatalogueQuery, mode: TextMode): Promise<Page> {
  const { rows } = await db.query<SearchRow>(searchStatement(query, mode));
  // No row, no total: a first page that is empty means nothing matches; a later one needs a count.
  const total =
    rows[0]?.total ?? (query.cursor ? ((await db.query<{ total: number }>(countStatement(query, mode))).rows[0]?.total ?? 0) : 0);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    data: page.map(toCardFromRaw),
    meta: { total, nextCursor: rows.length > query.limit && last ? encodeCursor(last.keys) : null },
  };
}

/**
 * One page of the catalogue: filtered, sorted, keyset-paged, with the total number of matches, in one
 * statement. A text query that full-text search cannot match is tried again as a typo of an app's name.
 */
export async function searchCatalogue(opts: { db: Db; query: CatalogueQuery }): Promise<Page> {
  const { query } = opts;
  const pool = clientOf(opts.db);
  const found = await runPage(pool, query, 'fulltext');
  if (found.meta.total > 0 || !query.q) return found;
  if (!isPool(pool)) throw new Error('typo search runs its own transaction: call it with the pooled db');
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    // One round trip opens the transaction and sets the threshold for it alone (see withTypoThreshold).
    await client.query(`begin; set local pg_trgm.word_similarity_threshold = ${Number(TYPO_SIMILARITY)}`);
    const page = await runPage(client, query, 'typo');
    await client.query('commit');
    return page;
  } catch (error) {
    await client.query('rollback').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    // A connection whose rollback failed is broken: the pool drops it rather than lend it out again.
    client.release(broken);
  }
}
