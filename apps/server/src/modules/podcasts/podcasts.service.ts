import type { TExchangePodcast } from '@atrium/contracts/podcasts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { podcasts } from './podcasts.tables';

/** The public listing bound: the page shows every published podcast, so cap rather than page. */
const EXCHANGE_LIMIT = 500;

/** Published platform podcasts for the Podcasts page, newest date first (undated last). */
export async function listExchangePodcasts({ db }: { db: Db }): Promise<TExchangePodcast[]> {
  const rows = await db
    .select({
      id: podcasts._id,
      title: podcasts.title,
      description: podcasts.description,
      date: podcasts.date,
      video: podcasts.video,
    })
    .from(podcasts)
    .where(and(eq(podcasts.status, 'published'), eq(podcasts.hidden, false), isNull(podcasts.agencyId)))
    .orderBy(sql`${podcasts.date} desc nulls last`, desc(podcasts._id))
    .limit(EXCHANGE_LIMIT);
  return rows;
}
