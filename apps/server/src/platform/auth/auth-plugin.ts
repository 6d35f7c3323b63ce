import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { type Actor, ANONYMOUS } from '../tenancy/actor';
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
