import { snapshotFolderGroup, type TSnapshotFolder } from '@atrium/contracts/snapshots';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { defineResource, type ResourceDefinition } from '../../platform/resources/resource-definition';
import { fieldError, isoTimes } from '../education/content-access';
import { isAgencyTeam } from './snapshot-access';
import { appSnapshots, snapshotFolders } from './snapshots.tables';

/**
 * `/api/v1/snapshot_folder`: an agency's folders of listings, nested and ordered. Only the agency's team reads and
 * writes them (its locations see listings, not how the agency files them). A folder nests at most five deep, never
 * into itself; deleting one moves its listings and subfolders up to its parent, so nothing is lost.
 */

export const MAX_FOLDER_DEPTH = 5;
/** Walks stop here even if the data were ever cyclic. */
const WALK_LIMIT = 50;

/** The folder and its ancestors, nearest first. */
async function ancestorsOf(db: Db, folderId: string): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 1 from ${snapshotFolders} where id = ${folderId}
      union all
      select f.id, f.parent_id, up.depth + 1 from ${snapshotFolders} f join up on f.id = up.parent_id where up.depth < ${WALK_LIMIT}
    )
    select id from up order by depth`);
  return rows.map((r) => r.id);
}

/** How many levels a folder and what is inside it take (1: no subfolders). */
async function heightOf(db: Db, folderId: string): Promise<number> {
  const { rows } = await db.execute<{ height: number }>(sql`
    with recursive down(id, depth) as (
      select id, 1 from ${snapshotFolders} where id = ${folderId}
      union all
      select f.id, down.depth + 1 from ${snapshotFolders} f join down on f.parent_id = down.id where down.depth < ${WALK_LIMIT}
    )
    select max(depth)::int as height from down`);
  return rows[0]?.height ?? 1;
}

/** A folder goes under its new parent only if that is not itself or inside it, and the tree stays five deep at most. */
async function assertPlace(db: Db, folderId: string | undefined, parentId: string) {
  const ancestors = await ancestorsOf(db, parentId);
  if (folderId && ancestors.includes(folderId)) {
    throw fieldError('parentId', 'A folder cannot be moved into itself or a folder inside it');
  }
  const height = folderId ? await heightOf(db, folderId) : 1;
  if (ancestors.length + height > MAX_FOLDER_DEPTH) {
    throw fieldError('parentId', `Folders nest at most ${MAX_FOLDER_DEPTH} deep`);
  }
}

export const snapshotFolderResource: ResourceDefinition = defineResource({
  group: snapshotFolderGroup,
  table: snapshotFolders,
  scope: 'agency',
  listOrder: { field: 'position' },
  access: { read: isAgencyTeam, write: isAgencyTeam },
  filters: (query) => [query.parentId ? eq(snapshotFolders.parentId, query.parentId) : undefined],
  parents: [{ field: 'parentId', of: () => snapshotFolderResource, hint: 'Choose one of your folders' }],
  validate: async (values, ctx) => {
    const parentId = values.parentId;
    if (typeof parentId !== 'string' || (ctx.current && ctx.current.parentId === parentId)) return;
    await assertPlace(ctx.db, ctx.current?._id as string | undefined, parentId);
  },
  beforeDelete: async (row, { db }) => {
    await db.transaction(async (tx) => {
      await tx.update(snapshotFolders).set({ parentId: row.parentId }).where(eq(snapshotFolders.parentId, row._id));
      await tx.update(appSnapshots).set({ folderId: row.parentId }).where(eq(appSnapshots.folderId, row._id));
    });
  },
  toItem: (row): TSnapshotFolder => ({
    _id: row._id,
    name: row.name,
    parentId: row.parentId,
    position: row.position,
    ...isoTimes(row),
  }),
});
