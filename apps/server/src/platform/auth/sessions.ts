import { createHash, randomBytes } from 'node:crypto';
import type { TRole } from '@atrium/contracts/roles';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import type { UserActor } from '../tenancy/actor';
import { memberships, sessions, users } from '../tenancy/tenancy.tables';

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
  superAdminEmail: string;
}

/** Bearer-style secrets (sessions, share links) are stored as this hash only. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** Touching lastSeenAt on every request would be a write per request; once a minute is precise enough. */
const TOUCH_EVERY_MS = 60_000;

/** Longer User-Agent headers are cut: the profile only shows which browser it was. */
const USER_AGENT_MAX = 400;

export async function createSession(opts: { db: Db; userId: string; policy: SessionPolicy; userAgent?: string | null }) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + opts.policy.absoluteMs);
  const userAgent = opts.userAgent ? opts.userAgent.slice(0, USER_AGENT_MAX) : null;
  await opts.db.insert(sessions).values({ userId: opts.userId, tokenHash: hashToken(token), expiresAt, userAgent });
  return { token, expiresAt };
}

/**
 * Revokes every live session of a user (a password reset), or every one but `exceptSessionId` (a password
 * change); returns the ids revoked, so their open sockets can be closed too.
 */
export async function revokeUserSessions(opts: { db: DbOrTx; userId: string; exceptSessionId?: string }): Promise<string[]> {
  const rows = await opts.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, opts.userId),
        isNull(sessions.revokedAt),
        opts.exceptSessionId ? ne(sessions._id, opts.exceptSessionId) : undefined,
      ),
    )
    .returning({ _id: sessions._id });
  return rows.map((row) => row._id);
}

export async function revokeSession(opts: { db: Db; sessionId: string }) {
  await opts.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions._id, opts.sessionId));
}

/**
 * Which of these sessions are still valid (not revoked, not idle too long, not past their absolute
 * expiry), without touching them: an open connection is not activity, requests are.
 */
export async function liveSessionIds(opts: { db: Db; sessionIds: readonly string[]; policy: SessionPolicy }) {
  if (opts.sessionIds.length === 0) return new Set<string>();
  const now = Date.now();
  const rows = await opts.db
    .select({ _id: sessions._id })
    .from(sessions)
    .where(
      and(
        inArray(sessions._id, [...opts.sessionIds]),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastSeenAt, new Date(now - opts.policy.idleMs)),
      ),
    );
  return new Set(rows.map((row) => row._id));
}

/** Every authenticated request runs it: built and parsed once (db/prepared.ts). */
const sessionStatement = preparedStatement((db: Db) =>
  db
    .select({
      sessionId: sessions._id,
      lastSeenAt: sessions.lastSeenAt,
      userId: users._id,
      email: users.email,
      role: memberships.role,
      agencyId: memberships.agencyId,
      locationId: memberships.locationId,
    })
    .from(sessions)
    .innerJoin(users, eq(users._id, sessions.userId))
    .leftJoin(memberships, eq(memberships.userId, users._id))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_actor'),
);

/** The actor behind a bearer token, or null when it is unknown, revoked, idle too long or past its absolute expiry. */
export async function resolveSession(opts: { db: Db; token: string; policy: SessionPolicy }): Promise<UserActor | null> {
  const now = new Date();
  const [row] = await sessionStatement(opts.db).execute({ tokenHash: hashToken(opts.token), now });
  if (!row) return null;
  const idleFor = now.getTime() - row.lastSeenAt.getTime();
  if (idleFor > opts.policy.idleMs) return null;
  if (idleFor > TOUCH_EVERY_MS) {
    await opts.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions._id, row.sessionId));
  }
  return {
    kind: 'user',
    sessionId: row.sessionId,
    userId: row.userId,
    email: row.email,
    role: effectiveRole(row.email, row.role ?? 'end_user', opts.policy.superAdminEmail),
    agencyId: row.agencyId ?? null,
    locationId: row.locationId ?? null,
  };
}

/** The super admin is whoever holds the configured email. */
export const effectiveRole = (email: string, role: TRole, superAdminEmail: string): TRole =>
  email.toLowerCase() === superAdminEmail.toLowerCase() ? 'super_admin' : role;
