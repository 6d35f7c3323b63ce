import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { type Actor, ANONYMOUS, requireUser } from '../tenancy/actor';
import { resolveSession, type SessionPolicy } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor;
  }
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Resolves `request.actor` once per request; routes and services only ever read it. */
export const authPlugin = fp<{ db: Db; policy: SessionPolicy }>(async (app: FastifyInstance, { db, policy }) => {
  // Fastify wants reference-type decorations initialised per request, so start empty and always assign.
  app.decorateRequest('actor');
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) {
      request.actor = ANONYMOUS;
      return;
    }
    request.actor = (await resolveSession({ db, token, policy })) ?? { kind: 'anonymous', invalidToken: true };
  });
});

/**
 * Route hook for endpoints that need a signed-in user: answers 401 before the body is even validated,
 * so a signed-out client learns to sign in rather than to fix a body it cannot send anyway.
 */
export async function requireSignedIn(request: FastifyRequest): Promise<void> {
  requireUser(request.actor);
}
