import type { TAppSuggestion } from '@atrium/contracts/apps';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apps } from '../apps/apps.tables';
import { withTypoThreshold } from './catalogue.service';

const suggestionColumns = { _id: apps._id, name: apps.name, tagline: apps.tagline, iconUrl: apps.iconUrl, type: apps.type };

/**
 * Suggestions while typing: names that start with the query first, then apps whose words start with
 * the words typed (both indexed). When that finds too few, names that are a near miss (a typo).
 */
export async function suggestApps(opts: { db: Db; q: string; limit: number }): Promise<TAppSuggestion[]> {
  const { db, q, limit } = opts;
  const prefix = `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const startsWith: SQL = sql`lower(${apps.name}) like ${prefix}`;
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const wordPrefixes =
    words.length > 0 ? sql`${apps.search} @@ to_tsquery('english', ${words.map((w) => `${w}:*`).join(' & ')})` : undefined;
  const found = await db
    .select(suggestionColumns)
    .from(apps)
    .where(and(eq(apps.status, 'live'), or(startsWith, wordPrefixes)))
    .orderBy(desc(startsWith), desc(apps.installCount), asc(apps._id))
    .limit(limit);
  if (found.length >= limit) return found;
  const near = await withTypoThreshold(db, (tx) =>
    tx
      .select(suggestionColumns)
      .from(apps)
      .where(and(eq(apps.status, 'live'), sql`lower(${q}) <% lower(${apps.name})`))
      .orderBy(desc(sql`word_similarity(lower(${q}), lower(${apps.name}))`), desc(apps.installCount), asc(apps._id))
      .limit(limit),
  );
  const seen = new Set(found.map((s) => s._id));
  return [...found, ...near.filter((s) => !seen.has(s._id))].slice(0, limit);
}
