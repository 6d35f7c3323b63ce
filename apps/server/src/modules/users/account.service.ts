import type { TAccountSession, ZPasswordChangeBody, ZProfileUpdateBody } from '@atrium/contracts/account';
import type { TUser } from '@atrium/contracts/users';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { assertNotCommonPassword } from '../../platform/auth/common-passwords';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { revokeUserSessions, type SessionPolicy } from '../../platform/auth/sessions';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import { type Actor, requireUser } from '../../platform/tenancy/actor';
import { sessions, users } from '../../platform/tenancy/tenancy.tables';
import { findUserById } from './users.service';

/** The signed-in person's own account: profile, password and sessions. Nobody else's is ever reached here. */

const EMAIL_TAKEN = 'An account with this email already exists';

const fieldError = (field: string, message: string) =>
  new AppError(400, 'validation_error', message, [{ path: [field], message }]);

async function me(db: Db, actor: Actor) {
  const user = requireUser(actor);
  const [row] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users._id, user.userId));
  if (!row) throw notFound('User');
  return { ...user, ...row };
}

async function checkCurrentPassword(passwordHash: string, given: string | undefined, missing: string) {
  if (!given) throw fieldError('currentPassword', missing);
  if (!(await verifyPassword(passwordHash, given))) throw fieldError('currentPassword', 'Current password is incorrect');
}

export async function getProfile(opts: { db: Db; actor: Actor; superAdminEmail: string }): Promise<TUser> {
  const user = requireUser(opts.actor);
  const found = await findUserById({ db: opts.db, id: user.userId, superAdminEmail: opts.superAdminEmail });
  if (!found) throw notFound('User');
  return found;
}

/**
 * Name and email. A new email needs the current password. The super admin is whoever holds the configured
 * email, so that email can be neither taken by someone else nor left by the super admin here.
 */
export async function updateProfile(opts: {
  db: Db;
  actor: Actor;
  superAdminEmail: string;
  input: z.output<typeof ZProfileUpdateBody>;
}): Promise<{ user: TUser; previousEmail: string | null }> {
  const { db, input, superAdminEmail } = opts;
  const current = await me(db, opts.actor);
  const emailChanges = input.email !== current.email;
  if (emailChanges) {
    if (current.email.toLowerCase() === superAdminEmail.toLowerCase())
      throw forbidden("The super admin's email is set in the server configuration (SUPER_ADMIN_EMAIL)");
    if (input.email === superAdminEmail.toLowerCase()) throw conflict(EMAIL_TAKEN);
    await checkCurrentPassword(current.passwordHash, input.currentPassword, 'Enter your current password to change your email');
  }
  try {
    await db
      .update(users)
      .set({ firstName: input.firstName, lastName: input.lastName, email: input.email })
      .where(eq(users._id, current.userId));
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    if (e.code === '23505' || e.cause?.code === '23505') throw conflict(EMAIL_TAKEN);
    throw error;
  }
  const user = await getProfile(opts);
  return { user, previousEmail: emailChanges ? current.email : null };
}

/** A new password, checked as at registration; every other session of the account is signed out. */
export async function changePassword(opts: { db: Db; actor: Actor; input: z.output<typeof ZPasswordChangeBody> }) {
  const { db, input } = opts;
  const current = await me(db, opts.actor);
  await checkCurrentPassword(current.passwordHash, input.currentPassword, 'Current password is required');
  await assertNotCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const revoked = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users._id, current.userId));
    return revokeUserSessions({ db: tx, userId: current.userId, exceptSessionId: current.sessionId });
  });
  return { userId: current.userId, revoked };
}

/** The account's live sessions (not revoked, not expired, not idle too long), most recently used first. */
export async function listSessions(opts: { db: Db; actor: Actor; policy: SessionPolicy }): Promise<TAccountSession[]> {
  const user = requireUser(opts.actor);
  const now = Date.now();
  const rows = await opts.db
    .select({ _id: sessions._id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, userAgent: sessions.userAgent })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, user.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastSeenAt, new Date(now - opts.policy.idleMs)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions._id));
  return rows.map((row) => ({
    _id: row._id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    userAgent: row.userAgent,
    current: row._id === user.sessionId,
  }));
}

/** Signs one of the account's sessions out; another person's session id is a 404, as an unknown one is. */
export async function revokeOwnSession(opts: { db: Db; actor: Actor; id: string }) {
  const user = requireUser(opts.actor);
  const [row] = await opts.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions._id, opts.id), eq(sessions.userId, user.userId), isNull(sessions.revokedAt)))
    .returning({ _id: sessions._id });
  if (!row) throw notFound('Session');
  return { userId: user.userId, sessionId: row._id };
}
