import type { TAppCard, ZAppFilterQuery } from '@atrium/contracts/apps';
import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { type CardRow, cardColumns, toAppCards } from './app-cards';
import { apps, partners } from './apps.tables';
import { catalogueWhere, encodeCursor, sortPlan, type TextMode, TYPO_SIMILARITY } from './catalogue-query';

export type CatalogueQuery = z.output<typeof ZAppFilterQuery>;
type Page = { data: TAppCard[]; meta: { total: number; nextCursor: string | null } };

/**
 * Runs `work` with the typo threshold in force for `<%` (pg_trgm reads it from the session, so it is
 * set for this transaction only and cannot leak to other requests on the pooled connection).
 */
export function withTypoThreshold<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`);
    return work(tx as unknown as Db);
  });
}

async function runPage(db: Db, query: CatalogueQuery, mode: TextMode, total: number): Promise<Page> {
  const plan = sortPlan(query, mode);
  const rows = await db
    .select({ ...cardColumns, keys: plan.keyColumn })
    .from(apps)
    .innerJoin(partners, eq(partners._id, apps.partnerId))
    .where(and(catalogueWhere(query, mode), plan.after(query.cursor)))
    .orderBy(...plan.orderBy)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    data: await toAppCards(db, page as CardRow[]),
    meta: { total, nextCursor: rows.length > query.limit && last ? encodeCursor(last.keys) : null },
  };
}

const countMatches = async (db: Db, query: CatalogueQuery, mode: TextMode) =>
  (await db.select({ total: count() }).from(apps).where(catalogueWhere(query, mode)))[0]?.total ?? 0;

/**
 * One page of the catalogue: filtered, sorted, keyset-paged, with the total number of matches.
 * A text query that full-text search cannot match is tried again as a typo of an app's name.
 */
export async function searchCatalogue(opts: { db: Db; query: CatalogueQuery }): Promise<Page> {
  const { db, query } = opts;
  const total = await countMatches(db, query, 'fulltext');
  if (total > 0 || !query.q) return runPage(db, query, 'fulltext', total);
  return withTypoThreshold(db, async (tx) => runPage(tx, query, 'typo', await countMatches(tx, query, 'typo')));
}
