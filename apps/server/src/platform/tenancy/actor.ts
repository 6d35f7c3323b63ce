import type { TRole } from '@atrium/contracts/roles';
import { forbidden, unauthorized } from '../errors';

export interface AnonymousActor {
  kind: 'anonymous';
  /** Set when a token was sent but is unknown, revoked or expired, so guards can say so. */
  invalidToken: boolean;
}

export interface UserActor {
  kind: 'user';
  userId: string;
  sessionId: string;
  email: string;
  role: TRole;
  agencyId: string | null;
  locationId: string | null;
}

export type Actor = AnonymousActor | UserActor;

export const ANONYMOUS: AnonymousActor = { kind: 'anonymous', invalidToken: false };

export const isSuperAdmin = (actor: Actor): boolean => actor.kind === 'user' && actor.role === 'super_admin';

export function requireUser(actor: Actor): UserActor {
  if (actor.kind === 'user') return actor;
  throw unauthorized(actor.invalidToken ? 'Your session has expired. Sign in again.' : 'Sign in to continue');
}

export function requireRole(actor: Actor, roles: readonly TRole[]): UserActor {
  const user = requireUser(actor);
  if (!roles.includes(user.role)) throw forbidden();
  return user;
}

export function requireSuperAdmin(actor: Actor): UserActor {
  return requireRole(actor, ['super_admin']);
}

/** The agency an actor acts for; super admins and end users have none. */
export function requireAgency(actor: Actor): UserActor & { agencyId: string } {
  const user = requireUser(actor);
  if (!user.agencyId) throw forbidden('This needs an agency account');
  return user as UserActor & { agencyId: string };
}
