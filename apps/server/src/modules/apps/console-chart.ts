import type { TInstallChartPoint } from '@atrium/contracts/app-console';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/tenancy/actor';
import { loadConsoleApp, requireConsoleUser } from './console-access';

/**
 * The install chart: one point per UTC day for the last `days` days, oldest first, from app_install_daily
 * (days without a row count 0). `active` is the app's install count minus the net installs after that
 * day, so the last point is the install count itself.
 */
export async function installChart(opts: { db: Db; actor: Actor; appId: string; days: number }) {
  const { db, appId, days } = opts;
  const user = requireConsoleUser(opts.actor);
  await loadConsoleApp({ db, actor: user, appId });
  const today = sql`(now() at time zone 'utc')::date`;
  const { rows } = await db.execute<TInstallChartPoint & { total: number }>(sql`
    select to_char(g.day, 'YYYY-MM-DD') as day,
      coalesce(d.installs, 0)::int as installs,
      coalesce(d.uninstalls, 0)::int as uninstalls,
      greatest(a.install_count - coalesce(sum(coalesce(d.installs, 0) - coalesce(d.uninstalls, 0))
        over (order by g.day rows between 1 following and unbounded following), 0), 0)::int as active,
      a.install_count as total
    from apps a
    cross join lateral (
      select s::date as day from generate_series((${today} - ${days - 1}::int)::timestamp, ${today}::timestamp, interval '1 day') as s
    ) g
    left join app_install_daily d on d.app_id = a.id and d.day = g.day
    where a.id = ${appId}
    order by g.day
  `);
  return {
    points: rows.map(({ day, installs, uninstalls, active }) => ({ day, installs, uninstalls, active })),
    totalActive: rows[0]?.total ?? 0,
  };
}
