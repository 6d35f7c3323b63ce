import type { TAppCard, ZAppFilterQuery } from '@atrium/contracts/apps';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { type CardRow, cardColumns, toAppCards } from './app-cards';
import { apps, partners } from './apps.tables';
import { catalogueWhere, encodeCursor, sortPlan } from './catalogue-query';

export type CatalogueQuery = z.output<typeof ZAppFilterQuery>;

/** One page of the catalogue: filtered, sorted, keyset-paged, with the total number of matches. */
export async function searchCatalogue(opts: { db: Db; query: CatalogueQuery }): Promise<{
  data: TAppCard[];
  meta: { total: number; nextCursor: string | null };
}> {
  const { db, query } = opts;
  const where = catalogueWhere(query);
  const plan = sortPlan(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ ...cardColumns, keys: plan.keyColumn })
      .from(apps)
      .innerJoin(partners, eq(partners._id, apps.partnerId))
      .where(and(where, plan.after(query.cursor)))
      .orderBy(...plan.orderBy)
      .limit(query.limit + 1),
    db.select({ total: count() }).from(apps).where(where),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    data: await toAppCards(db, page as CardRow[]),
    meta: { total: totals?.total ?? 0, nextCursor: rows.length > query.limit && last ? encodeCursor(last.keys) : null },
  };
}
