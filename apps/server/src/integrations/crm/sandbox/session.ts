import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookiesOf, setCookie } from './cookies';
import type { SandboxDeps } from './deps';
import { newSecret } from './ids';
import { createSession, deleteSession, findSessionUser, type SandboxUser } from './store-users';

/** Who is signed in to the sandbox CRM in this browser (the consent screen, the framing page). */
const SESSION_COOKIE = 'crm_sandbox_session';
/** The double-submit CSRF token: a form must carry the cookie's value, which another site can neither read nor set. */
const CSRF_COOKIE = 'crm_sandbox_csrf';

const secure = (deps: SandboxDeps) => deps.publicUrl.startsWith('https:');

export async function sessionUserOf(deps: SandboxDeps, request: FastifyRequest): Promise<SandboxUser | null> {
  const secret = cookiesOf(request)[SESSION_COOKIE];
  return secret ? findSessionUser(deps.pool, secret, deps.now()) : null;
}

export async function signIn(deps: SandboxDeps, reply: FastifyReply, user: SandboxUser): Promise<void> {
  const secret = await createSession(deps.pool, user.id, deps.now());
  setCookie(reply, SESSION_COOKIE, secret, { secure: secure(deps) });
}

export async function signOut(deps: SandboxDeps, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const secret = cookiesOf(request)[SESSION_COOKIE];
  if (secret) await deleteSession(deps.pool, secret);
  setCookie(reply, SESSION_COOKIE, '', { secure: secure(deps), maxAgeSeconds: 0 });
}

/** The browser's CSRF token, set on first sight. */
export function csrfTokenFor(deps: SandboxDeps, request: FastifyRequest, reply: FastifyReply): string {
  const existing = cookiesOf(request)[CSRF_COOKIE];
  if (existing && existing.length >= 32) return existing;
  const token = newSecret();
  setCookie(reply, CSRF_COOKIE, token, { secure: secure(deps) });
  return token;
}

/** Whether a posted form carries the browser's CSRF token. */
export function csrfMatches(request: FastifyRequest, posted: string | undefined): boolean {
  const expected = cookiesOf(request)[CSRF_COOKIE];
  if (!expected || !posted) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(posted);
  return a.length === b.length && timingSafeEqual(a, b);
}
