import type { TProgress, TProgressStatus } from '@atrium/contracts/content-progress';
import { and, eq, inArray, isNull, type SQL, type SQLWrapper } from 'drizzle-orm';
import { notFound } from '../errors';
import { isUuid } from '../ids';
import { requireUser, type UserActor } from '../tenancy/actor';
import { contentProgress } from './content-progress.tables';
import type { ResourceContext, ResourceDefinition } from './resource-definition';
import { readScope } from './resource-scope';

/**
 * Each person's progress through the items of a group with `progress` (decision 009): complete, task status
 * and watched share, kept per user and per location. Only items the person can read take progress; what they
 * cannot read is a 404, as everywhere.
 */

type ProgressContext = ResourceContext & { def: ResourceDefinition };
type Row = typeof contentProgress.$inferSelect;
/** What a request asks for: a status, or a share reached (which only ever moves forward). */
export type ProgressChange = { status: TProgressStatus } | { percent: number };

const toProgress = (row: Row): TProgress => ({
  itemId: row.itemId,
  status: row.status,
  percent: row.percent,
  completedAt: row.completedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

/** The actor's own rows of this group: their user, at the location they act for. */
const mine = (def: ResourceDefinition, user: UserActor): SQL =>
  and(
    eq(contentProgress.resource, def.progress!.key),
    eq(contentProgress.userId, user.userId),
    user.locationId ? eq(contentProgress.locationId, user.locationId) : isNull(contentProgress.locationId),
  ) as SQL;

export async function listProgress(opts: ProgressContext): Promise<TProgress[]> {
  const user = requireUser(opts.actor);
  const rows = await opts.db.select().from(contentProgress).where(mine(opts.def, user));
  return rows.map(toProgress);
}

/** The next state from the current one and the change asked for. */
export function nextProgress(
  current: Pick<Row, 'status' | 'percent' | 'completedAt'> | undefined,
  change: ProgressChange,
  now: Date,
): Pick<Row, 'status' | 'percent' | 'completedAt'> {
  const was = current ?? { status: 'not_started' as const, percent: 0, completedAt: null };
  const completed = () => ({ status: 'completed' as const, percent: 100, completedAt: was.completedAt ?? now });
  if ('percent' in change) {
    const percent = Math.max(was.percent, change.percent);
    if (percent >= 100) return completed();
    return { status: percent > 0 ? 'in_progress' : was.status, percent, completedAt: null };
  }
  if (change.status === 'completed') return completed();
  if (change.status === 'not_started') return { status: 'not_started', percent: 0, completedAt: null };
  return { status: 'in_progress', percent: Math.min(was.percent, 99), completedAt: null };
}

export async function setProgress(opts: ProgressContext & { id: string; change: ProgressChange }): Promise<TProgress> {
  const { db, def, id } = opts;
  const user = requireUser(opts.actor);
  const [item] = isUuid(id)
    ? await db
        .select({ _id: def.table._id })
        .from(def.table as never)
        .where(and(eq(def.table._id, id), readScope(def, user), def.readFilter?.(user)))
        .limit(1)
    : [];
  if (!item) throw notFound(def.group.label);
  const where = and(mine(def, user), eq(contentProgress.itemId, id));
  const [current] = await db.select().from(contentProgress).where(where).limit(1);
  const next = nextProgress(current, opts.change, new Date());
  const [updated] = current
    ? await db
        .update(contentProgress)
        .set({ ...next, updatedAt: new Date() })
        .where(eq(contentProgress._id, current._id))
        .returning()
    : [];
  // No row to update when a reset (clearProgress) deleted it after it was read: write it afresh instead.
  const [row] = updated
    ? [updated]
    : await db
        .insert(contentProgress)
        .values({ resource: def.progress!.key, itemId: id, userId: user.userId, locationId: user.locationId, ...next })
        .onConflictDoUpdate({
          target: [contentProgress.resource, contentProgress.itemId, contentProgress.userId, contentProgress.locationId],
          set: { ...next, updatedAt: new Date() },
        })
        .returning();
  return toProgress(row!);
}

/** Clears the actor's progress on the items a subquery selects (a checklist's reset, say). Returns how many. */
export async function clearProgress(opts: ProgressContext & { itemIds: SQLWrapper }) {
  const user = requireUser(opts.actor);
  const rows = await opts.db
    .delete(contentProgress)
    .where(and(mine(opts.def, user), inArray(contentProgress.itemId, opts.itemIds)))
    .returning({ _id: contentProgress._id });
  return rows.length;
}
