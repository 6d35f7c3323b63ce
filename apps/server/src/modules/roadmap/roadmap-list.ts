import type { ZRoadmapCalendarQuery, ZRoadmapFilter } from '@atrium/contracts/roadmap';
import { and, asc, count, eq, gte, ilike, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest } from '../../platform/errors';
import { encodeCursor } from '../../platform/pagination/cursor';
import { type SortKey, sortKeyset } from '../../platform/pagination/sort-keyset';
import { likePattern } from '../../platform/sql';
import type { Actor } from '../../platform/tenancy/actor';
import { roadmapItems } from './roadmap.tables';
import { loadManagerScope, roadmapWhere } from './roadmap-access';
import { selectItems, toItem } from './roadmap-view';

/** Reading roadmaps (public): the list, its categories and the calendar. Merged duplicates are left out of all three. */

type Key = { column: AnyPgColumn; type: SortKey['type'] };
const SORT_KEYS: Record<z.output<typeof ZRoadmapFilter>['sort'], Key[]> = {
  votes: [
    { column: roadmapItems.voteCount, type: 'integer' },
    { column: roadmapItems.createdAt, type: 'timestamptz' },
  ],
  newest: [{ column: roadmapItems.createdAt, type: 'timestamptz' }],
  updated: [{ column: roadmapItems.updatedAt, type: 'timestamptz' }],
};

/** Keyset paging, every key descending with the id last. */
const keysetOf = (sort: z.output<typeof ZRoadmapFilter>['sort']) =>
  sortKeyset(
    [...SORT_KEYS[sort], { column: roadmapItems._id, type: 'uuid' as const }].map((k) => ({
      expr: sql`${k.column}`,
      type: k.type,
    })),
    'desc',
  );

/** The filters every read shares: one roadmap or all, merged duplicates left out. */
const listedWhere = (appId: string | undefined) =>
  and(isNull(roadmapItems.mergedIntoId), roadmapWhere(roadmapItems.appId, appId));

export async function listItems(opts: { db: Db; actor: Actor; query: z.output<typeof ZRoadmapFilter> }) {
  const { db, actor, query } = opts;
  const keyset = keysetOf(query.sort);
  const q = query.q ? likePattern(query.q) : null;
  const where = and(
    listedWhere(query.appId),
    query.status ? eq(roadmapItems.status, query.status) : undefined,
    query.category ? eq(roadmapItems.category, query.category) : undefined,
    q ? or(ilike(roadmapItems.title, q), ilike(roadmapItems.description, q)) : undefined,
  );
  const [scope, rows, [total]] = await Promise.all([
    loadManagerScope({ db, actor }),
    selectItems(db, actor, { keys: keyset.keys })
      .where(and(where, keyset.after(query.cursor)))
      .orderBy(...keyset.orderBy)
      .limit(query.limit + 1),
    db.select({ n: count() }).from(roadmapItems).where(where),
  ]);
  const last = rows[query.limit - 1];
  return {
    data: rows.slice(0, query.limit).map((row) => toItem(row, scope, actor)),
    meta: { total: total?.n ?? 0, nextCursor: rows.length > query.limit && last ? encodeCursor(last.keys) : null },
  };
}

/** The categories in use on a roadmap (or all), with how many listed items each, by name. */
export async function listCategories(opts: { db: Db; appId: string | undefined }) {
  const rows = await opts.db
    .select({ name: sql<string>`${roadmapItems.category}`, count: count() })
    .from(roadmapItems)
    .where(and(listedWhere(opts.appId), isNotNull(roadmapItems.category)))
    .groupBy(roadmapItems.category)
    .orderBy(asc(roadmapItems.category));
  return rows;
}

const MAX_CALENDAR_DAYS = 366;

/** Items with a target date in [from, to] (at most a year), earliest first. */
export async function calendarItems(opts: { db: Db; actor: Actor; query: z.output<typeof ZRoadmapCalendarQuery> }) {
  const { db, actor, query } = opts;
  const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
  if (days < 0) throw badRequest('The end of the range must be on or after its start');
  if (days > MAX_CALENDAR_DAYS) throw badRequest('Choose a range of at most one year');
  const [scope, rows] = await Promise.all([
    loadManagerScope({ db, actor }),
    selectItems(db, actor)
      .where(and(listedWhere(query.appId), gte(roadmapItems.targetDate, query.from), lte(roadmapItems.targetDate, query.to)))
      .orderBy(asc(roadmapItems.targetDate), asc(roadmapItems.title), asc(roadmapItems._id)),
  ]);
  return rows.map((row) => toItem(row, scope, actor));
}
