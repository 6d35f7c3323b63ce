import type { TSnapshot, ZSnapshotListQuery } from '@atrium/contracts/snapshots';
import { and, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { encodeCursor } from '../../platform/pagination/cursor';
import { type SortKey, sortKeyset } from '../../platform/pagination/sort-keyset';
import { likePattern } from '../../platform/sql';
import { type Actor, requireUser } from '../../platform/tenancy/actor';
import {
  isAgencyTeam,
  listingOnMarketplace,
  listingOwnedBy,
  listingVisibleTo,
  ownsColumn,
  type ReadListing,
} from './snapshot-access';
import { listingItems } from './snapshot-listing-items';
import { FINISHED_PUSH_STATUSES } from './snapshot-location-versions';
import { appSnapshots, snapshotPushes } from './snapshots.tables';

type ListQuery = z.output<typeof ZSnapshotListQuery>;

/** How many locations have a listing (any version): what `popular` sorts by, as `locationCount` counts it. */
const locationsWithIt = sql<number>`(select count(distinct ${snapshotPushes.locationId})::int from ${snapshotPushes}
  where ${snapshotPushes.snapshotId} = ${appSnapshots._id}
    and ${snapshotPushes.status} in (${sql.join(
      FINISHED_PUSH_STATUSES.map((s) => sql`${s}`),
      sql`, `,
    )}))`;

/** Each sort's keys (the id last, so the order is total) and their direction: names A to Z, the rest largest first. */
const SORTS: Record<ListQuery['sort'], { keys: SortKey[]; dir: 'asc' | 'desc' }> = {
  newest: { keys: [{ expr: sql`${appSnapshots.createdAt}`, type: 'timestamptz' }], dir: 'desc' },
  name: { keys: [{ expr: sql`lower(${appSnapshots.name})`, type: 'text' }], dir: 'asc' },
  popular: {
    keys: [
      { expr: locationsWithIt, type: 'integer' },
      { expr: sql`${appSnapshots.createdAt}`, type: 'timestamptz' },
    ],
    dir: 'desc',
  },
};

const keysetOf = (sort: ListQuery['sort']) =>
  sortKeyset([...SORTS[sort].keys, { expr: sql`${appSnapshots._id}`, type: 'uuid' }], SORTS[sort].dir);

/** `mine`: the viewer's agency's (or partner's) own listings; `marketplace`: what the marketplace shows; `all`: both. */
function scopeOf(actor: Actor, scope: ListQuery['scope']): SQL | undefined {
  if (scope === 'marketplace') return listingOnMarketplace();
  if (scope === 'all') return undefined;
  const user = requireUser(actor);
  return user.agencyId ? eq(appSnapshots.agencyId, user.agencyId) : listingOwnedBy(actor);
}

/** Folders are the owner agency's: a folder filter shows only the viewer's agency's listings. */
function folderOf(actor: Actor, folder: ListQuery['folder']): SQL | undefined {
  if (folder === undefined) return undefined;
  if (!isAgencyTeam(actor)) return sql`false`;
  const inFolder = folder === 'root' ? isNull(appSnapshots.folderId) : eq(appSnapshots.folderId, folder);
  return and(eq(appSnapshots.agencyId, actor.agencyId), inFolder);
}

/** Search over the name, the description's text (not its markup), the niche and the tags. */
function searchOf(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(
    ilike(appSnapshots.name, pattern),
    sql`regexp_replace(coalesce(${appSnapshots.description}, ''), '<[^>]*>', ' ', 'g') ilike ${pattern}`,
    ilike(appSnapshots.niche, pattern),
    sql`array_to_string(${appSnapshots.tags}, ' ') ilike ${pattern}`,
  );
}

/** The listings the viewer may see, filtered, sorted and one page at a time. */
export async function listListings(opts: { db: DbOrTx; actor: Actor; query: ListQuery }) {
  const { db, actor, query } = opts;
  const keyset = keysetOf(query.sort);
  const where = and(
    listingVisibleTo(actor),
    scopeOf(actor, query.scope),
    folderOf(actor, query.folder),
    searchOf(query.q),
    query.niche ? sql`lower(${appSnapshots.niche}) = lower(${query.niche})` : undefined,
    query.tag ? sql`lower(${query.tag}) = any(select lower(t) from unnest(${appSnapshots.tags}) t)` : undefined,
    query.partnerId ? eq(appSnapshots.partnerId, query.partnerId) : undefined,
    query.visibility ? eq(appSnapshots.visibility, query.visibility) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: appSnapshots, owns: ownsColumn(actor), keys: keyset.keys })
      .from(appSnapshots)
      .where(and(where, keyset.after(query.cursor)))
      .orderBy(...keyset.orderBy)
      .limit(query.limit + 1),
    db.select({ n: count() }).from(appSnapshots).where(where),
  ]);
  const page: ReadListing[] = rows.slice(0, query.limit).map((r) => ({ ...r.row, owns: r.owns }));
  const last = rows[query.limit - 1];
  const data: TSnapshot[] = await listingItems(db, actor, page);
  return {
    data,
    meta: { total: total?.n ?? 0, nextCursor: rows.length > query.limit && last ? encodeCursor(last.keys) : null },
  };
}
