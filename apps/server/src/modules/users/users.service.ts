import type { TRole } from '@atrium/contracts/roles';
import type { TUser } from '@atrium/contracts/users';
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { effectiveRole } from '../../platform/auth/sessions';
import { notFound } from '../../platform/errors';
import { type Actor, isSuperAdmin, requireUser } from '../../platform/tenancy/actor';
import { memberships, users } from '../../platform/tenancy/tenancy.tables';

const userColumns = {
  _id: users._id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  createdAt: users.createdAt,
  role: memberships.role,
  agencyId: memberships.agencyId,
  locationId: memberships.locationId,
};

interface UserRow {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
  role: TRole | null;
  agencyId: string | null;
  locationId: string | null;
}

function toUser(row: UserRow, superAdminEmail: string): TUser {
  return {
    _id: row._id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: effectiveRole(row.email, row.role ?? 'end_user', superAdminEmail),
    agencyId: row.agencyId,
    locationId: row.locationId,
    createdAt: row.createdAt.toISOString(),
  };
}

async function selectUser(db: Db, where: SQL | undefined, superAdminEmail: string): Promise<TUser | null> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users._id))
    .where(where)
    .limit(1);
  return row ? toUser(row, superAdminEmail) : null;
}

/** A user by id, internal use (no scope). */
export const findUserById = (opts: { db: Db; id: string; superAdminEmail: string }) =>
  selectUser(opts.db, eq(users._id, opts.id), opts.superAdminEmail);

/**
 * A user as seen by the actor: themself; the super admin sees everyone; agency admins and staff see
 * their agency's users; location admins see their location's. Anyone else's id is a 404.
 */
export async function getUserForActor(opts: { db: Db; actor: Actor; id: string; superAdminEmail: string }): Promise<TUser> {
  const me = requireUser(opts.actor);
  const user = await findUserById(opts);
  if (!user || !canSee(me, user, isSuperAdmin(opts.actor))) throw notFound('User');
  return user;
}

function canSee(me: ReturnType<typeof requireUser>, user: TUser, superAdmin: boolean): boolean {
  if (superAdmin || me.userId === user._id) return true;
  if (!me.agencyId || user.agencyId !== me.agencyId) return false;
  if (me.role === 'agency_admin' || me.role === 'agency_staff') return true;
  return me.role === 'location_admin' && me.locationId !== null && user.locationId === me.locationId;
}

export async function emailTaken(opts: { db: Db; email: string }): Promise<boolean> {
  const [row] = await opts.db.select({ _id: users._id }).from(users).where(eq(users.email, opts.email)).limit(1);
  return Boolean(row);
}
