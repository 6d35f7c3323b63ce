import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { type Actor, isSuperAdmin, requireRole, type UserActor } from '../../platform/tenancy/actor';
import { apps, partnerMembers } from './apps.tables';

/**
 * Who may use the console: app creators (on the apps of the partners they belong to) and the super
 * admin (on every app). Everyone else is refused with a 403; a creator asking for another partner's
 * app gets a 404, exactly like an id that does not exist.
 */
export function requireConsoleUser(actor: Actor): UserActor {
  return requireRole(actor, ['app_creator', 'super_admin']);
}

/** The partners a creator publishes as, as a subquery (for `inArray`). */
export const memberPartnerIds = (db: Db, userId: string) =>
  db.select({ _id: partnerMembers.partnerId }).from(partnerMembers).where(eq(partnerMembers.userId, userId));

/** Limits `apps` to the console user's: undefined (everything) for the super admin. */
export function consoleAppScope(db: Db, actor: UserActor): SQL | undefined {
  return isSuperAdmin(actor) ? undefined : inArray(apps.partnerId, memberPartnerIds(db, actor.userId));
}

export async function creatorPartnerIds(db: Db, userId: string): Promise<string[]> {
  return (await memberPartnerIds(db, userId)).map((r) => r._id);
}

export type ConsoleAppRow = Pick<
  typeof apps.$inferSelect,
  '_id' | 'partnerId' | 'name' | 'tagline' | 'description' | 'categories' | 'status'
>;

const accessColumns = {
  _id: apps._id,
  partnerId: apps.partnerId,
  name: apps.name,
  tagline: apps.tagline,
  description: apps.description,
  categories: apps.categories,
  status: apps.status,
};

/**
 * One app the console user may work on, or a 404. Inside a transaction pass `lock` to hold the app
 * row until commit, so two writes to one app (two releases, two plan lists) happen one after the other.
 */
export async function loadConsoleApp(opts: { db: Db; actor: UserActor; appId: string; lock?: boolean }): Promise<ConsoleAppRow> {
  const { db, actor, appId } = opts;
  const query = db
    .select(accessColumns)
    .from(apps)
    .where(and(eq(apps._id, appId), consoleAppScope(db, actor)))
    .limit(1);
  const [row] = opts.lock ? await query.for('update', { of: apps }) : await query;
  if (!row) throw notFound('App');
  return row;
}
