import type { TLoginPortal, TSession, ZLoginBody, ZSignupBody, ZUserRegisterBody } from '@atrium/contracts/auth';
import { AGENCY_PORTAL_ROLES, type TRole } from '@atrium/contracts/roles';
import type { TUser } from '@atrium/contracts/users';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { assertNotCommonPassword } from '../../platform/auth/common-passwords';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { createSession, effectiveRole, revokeSession, type SessionPolicy } from '../../platform/auth/sessions';
import { AppError, conflict, forbidden, notFound, unauthorized } from '../../platform/errors';
import { type Actor, requireRole, requireUser } from '../../platform/tenancy/actor';
import { locations, memberships, users } from '../../platform/tenancy/tenancy.tables';
import { createAgency, findAgencyById } from '../agencies/agencies.service';
import { findUserById } from '../users/users.service';

export interface AuthDeps {
  db: Db;
  policy: SessionPolicy;
  /** The browser signing in (its User-Agent), shown in the profile's list of sessions. */
  userAgent?: string | null;
}

/** One message for every failed sign-in, so nobody learns which emails exist or which portal they use. */
const INVALID_CREDENTIALS = 'Invalid email or password';
const EMAIL_TAKEN = 'An account with this email already exists';

/** A new session for `user`, as every sign-in answers it (the CRM sign-in of modules/crm-sso too). */
export async function sessionFor(deps: AuthDeps, user: TUser): Promise<TSession> {
  const { token, expiresAt } = await createSession({
    db: deps.db,
    userId: user._id,
    policy: deps.policy,
    userAgent: deps.userAgent,
  });
  const agency = user.agencyId ? await findAgencyById({ db: deps.db, id: user.agencyId }) : null;
  return { token, expiresAt: expiresAt.toISOString(), user, agency };
}

export const loadUser = async (deps: AuthDeps, id: string) => {
  const user = await findUserById({ db: deps.db, id, superAdminEmail: deps.policy.superAdminEmail });
  if (!user) throw new AppError(500, 'internal_error', 'user vanished');
  return user;
};

/** Postgres unique violations on the email index mean someone registered the address in between. */
const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

async function insertUser(db: DbOrTx, input: { email: string; password: string; firstName: string; lastName: string }) {
  // Every password set goes through here, so this is the one place that refuses common ones.
  await assertNotCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({ email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName })
      .returning({ _id: users._id });
    return row!._id;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/** Agency sign-up: a new agency and its first admin, signed in. */
export async function signupAgency(opts: AuthDeps & { input: z.output<typeof ZSignupBody> }): Promise<TSession> {
  const { db, input } = opts;
  const userId = await db.transaction(async (tx) => {
    const id = await insertUser(tx, input);
    const agency = await createAgency({ db: tx, name: input.agencyName, email: input.email });
    await tx.insert(memberships).values({ userId: id, role: 'agency_admin', agencyId: agency._id });
    return id;
  });
  return sessionFor(opts, await loadUser(opts, userId));
}

/**
 * Sign-in. `any` finds the account by its email, whichever portal it belongs to (the web's sign-in: emails are
 * unique, so there is nothing to ask). The portal routes (`/auth/login`, `/user/login`) keep to their portal:
 * with the right password for the other portal's account they say which portal to use, and sign nobody in.
 */
export async function login(
  opts: AuthDeps & { input: z.output<typeof ZLoginBody>; portal: TLoginPortal | 'any' },
): Promise<TSession> {
  const { db, input, policy } = opts;
  const [row] = await db
    .select({ _id: users._id, email: users.email, passwordHash: users.passwordHash, role: memberships.role })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users._id))
    .where(eq(users.email, input.email))
    .limit(1);
  if (!row) {
    await burnPasswordCheck(input.password);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  const ok = await verifyPassword(row.passwordHash, input.password);
  const role = effectiveRole(row.email, row.role ?? 'end_user', policy.superAdminEmail);
  if (!ok) throw unauthorized(INVALID_CREDENTIALS);
  const home = portalOf(role);
  // Only after the right password: the answer tells nothing to someone guessing emails.
  if (opts.portal !== 'any' && opts.portal !== home) throw wrongPortal(home);
  return sessionFor(opts, await loadUser(opts, row._id));
}

const portalOf = (role: TRole): TLoginPortal => (AGENCY_PORTAL_ROLES.includes(role) ? 'agency' : 'user');

function wrongPortal(home: TLoginPortal) {
  const message =
    home === 'agency'
      ? 'This email belongs to an agency account. Sign in with the agency account type.'
      : 'This email belongs to a location or user account. Sign in with the location or user account type.';
  return new AppError(403, 'wrong_portal', message, { portal: home });
}

export async function logout(opts: { db: Db; actor: Actor }) {
  const me = requireUser(opts.actor);
  await revokeSession({ db: opts.db, sessionId: me.sessionId });
  return me;
}

/**
 * User registration. Signed out: an end user of the marketplace, signed in at once.
 * An agency admin (any of its locations) or a location admin (their own) passing `locationId` adds staff.
 */
export async function registerUser(
  opts: AuthDeps & { actor: Actor; input: z.output<typeof ZUserRegisterBody> },
): Promise<TSession | { user: TUser }> {
  const { db, input, actor } = opts;
  if (!input.locationId) {
    if (input.role) throw forbidden('Only an admin can give a role');
    const userId = await db.transaction(async (tx) => {
      const id = await insertUser(tx, input);
      await tx.insert(memberships).values({ userId: id, role: 'end_user' });
      return id;
    });
    return sessionFor(opts, await loadUser(opts, userId));
  }
  const admin = requireRole(actor, ['agency_admin', 'location_admin']);
  if (!admin.agencyId) throw notFound('Location');
  const [location] = await db
    .select({ _id: locations._id, agencyId: locations.agencyId })
    .from(locations)
    .where(and(eq(locations._id, input.locationId), eq(locations.agencyId, admin.agencyId)))
    .limit(1);
  if (!location || (admin.role === 'location_admin' && admin.locationId !== location._id)) throw notFound('Location');
  const userId = await db.transaction(async (tx) => {
    const id = await insertUser(tx, input);
    await tx
      .insert(memberships)
      .values({ userId: id, role: input.role ?? 'staff', agencyId: location.agencyId, locationId: location._id });
    return id;
  });
  return { user: await loadUser(opts, userId) };
}
