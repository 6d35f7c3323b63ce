import { ZLoginBody, ZSessionResponse, ZSignupBody, ZUserRegisterBody, ZUserRegisterResponse } from '@atrium/contracts/auth';
import { ZOk } from '@atrium/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/auth/auth-plugin';
import { login, logout, registerUser, signupAgency } from './auth.service';

export async function authRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, policy, config } = app.deps;
  const deps = { db, policy };
  // Sign-in and registration are rate limited per client address to slow password guessing.
  const limited = { rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };
  const tags = ['Auth'];

  app.post(
    '/api/v1/auth/signup',
    {
      config: limited,
      schema: { tags, summary: 'Sign up an agency and its first admin', body: ZSignupBody, response: { 201: ZSessionResponse } },
    },
    async (request, reply) => reply.status(201).send({ data: await signupAgency({ ...deps, input: request.body }) }),
  );
  app.post(
    '/api/v1/auth/login',
    {
      config: limited,
      schema: { tags, summary: 'Sign in to the agency portal', body: ZLoginBody, response: { 200: ZSessionResponse } },
    },
    async (request) => ({ data: await login({ ...deps, input: request.body, portal: 'agency' }) }),
  );
  app.post(
    '/api/v1/auth/logout',
    {
      onRequest: requireSignedIn,
      schema: { tags, summary: 'Revoke the current token', security: [{ bearer: [] }], response: { 200: ZOk } },
    },
    async (request) => {
      const me = await logout({ db, actor: request.actor });
      await app.realtime.disconnectSession(me.userId, me.sessionId);
      return { data: { ok: true as const } };
    },
  );
  app.post(
    '/api/v1/user/register',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Register an end user, or (as an agency or location admin) add staff to a location',
        body: ZUserRegisterBody,
        response: { 201: ZUserRegisterResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await registerUser({ ...deps, actor: request.actor, input: request.body }) }),
  );
  app.post(
    '/api/v1/user/login',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Sign in as location staff or an end user',
        body: ZLoginBody,
        response: { 200: ZSessionResponse },
      },
    },
    async (request) => ({ data: await login({ ...deps, input: request.body, portal: 'user' }) }),
  );
}
