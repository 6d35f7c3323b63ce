import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * Recomputes what the catalogue keeps on each app row from its reviews (count, sum, per-star
 * counts) and its plans (free or not). Call it after reviews or plans change; `appIds` limits the work.
 */
export async function refreshAppDerivedColumns(db: DbOrTx, appIds?: readonly string[]): Promise<void> {
  await db.execute(sql`
    update apps a set
      rating_count = coalesce(r.n, 0),
      rating_sum = coalesce(r.total, 0),
      rating_counts = coalesce(r.per_star, '{0,0,0,0,0}'),
      is_free = coalesce(p.free, true)
    from apps x
    left join (
      select app_id, count(*)::int as n, sum(stars)::int as total,
        array[count(*) filter (where stars = 1), count(*) filter (where stars = 2), count(*) filter (where stars = 3),
              count(*) filter (where stars = 4), count(*) filter (where stars = 5)]::int[] as per_star
      from app_reviews group by app_id
    ) r on r.app_id = x.id
    left join (
      select app_id, bool_and(model = 'free' or price_cents = 0) as free from app_plans group by app_id
    ) p on p.app_id = x.id
    where a.id = x.id ${appIds ? sql`and a.id = any(${sql.param([...appIds])}::uuid[])` : sql``}
  `);
}
