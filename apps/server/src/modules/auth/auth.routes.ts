import { ZLoginBody, ZSessionResponse, ZSignupBody, ZUserRegisterBody, ZUserRegisterResponse } from '@atrium/contracts/auth';
import { ZOk } from '@atrium/contracts/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/auth/auth-plugin';
import { createSignInThrottle } from '../../platform/auth/sign-in-throttle';
import { sweepEndedCounters } from '../../platform/rate-limit/rate-counters';
import { login, logout, registerUser, signupAgency } from './auth.service';
import { passwordResetRoutes } from './password-reset.routes';

export async function authRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, policy, config, secrets } = app.deps;
  const deps = { db, policy };
  // The browser behind each new session, for the profile's list of sessions.
  const withAgent = (request: FastifyRequest) => ({ ...deps, userAgent: request.headers['user-agent'] ?? null });
  // The sign-in and registration routes share one budget per client address (a flood cap, in the
  // shared PostgreSQL store)...
  const limited = { rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute', groupId: 'sign-in' } };
  // ...and one throttle of failures with growing delays, per account and per address (decision 014).
  const throttle = createSignInThrottle({
    db,
    secrets,
    settings: { freeAccountFailures: config.SIGN_IN_FREE_FAILURES, freeAddressAttempts: config.SIGN_IN_FREE_ADDRESS_ATTEMPTS },
  });
  const tags = ['Auth'];
  await app.register(passwordResetRoutes);
  // Ended rate counters (sign-in's and every route limit's) read as absent; the sweep only reclaims their rows.
  await app.jobs?.schedule('rate-counters.sweep', '*/15 * * * *', async () => {
    const deleted = await sweepEndedCounters(db);
    if (deleted) app.log.info({ deleted }, 'ended rate counters swept');
  });

  app.post(
    '/api/v1/auth/signup',
    {
      config: limited,
      schema: { tags, summary: 'Sign up an agency and its first admin', body: ZSignupBody, response: { 201: ZSessionResponse } },
    },
    async (request, reply) => {
      const session = await throttle.register(request, reply, () => signupAgency({ ...withAgent(request), input: request.body }));
      return reply.status(201).send({ data: session });
    },
  );
  app.post(
    '/api/v1/auth/login',
    {
      config: limited,
      schema: { tags, summary: 'Sign in to the agency portal', body: ZLoginBody, response: { 200: ZSessionResponse } },
    },
    async (request, reply) => ({
      data: await throttle.signIn(request, reply, request.body.email, () =>
        login({ ...withAgent(request), input: request.body, portal: 'agency' }),
      ),
    }),
  );
  app.post(
    '/api/v1/auth/sign-in',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Sign in with email and password, whichever portal the account belongs to',
        body: ZLoginBody,
        response: { 200: ZSessionResponse },
      },
    },
    async (request, reply) => ({
      data: await throttle.signIn(request, reply, request.body.email, () =>
        login({ ...withAgent(request), input: request.body, portal: 'any' }),
      ),
    }),
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
    async (request, reply) => {
      const register = () => registerUser({ ...withAgent(request), actor: request.actor, input: request.body });
      // An admin adding staff to a location (signed in, checked by the service) is not a guess at anything.
      const data = request.body.locationId ? await register() : await throttle.register(request, reply, register);
      return reply.status(201).send({ data });
    },
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
    async (request, reply) => ({
      data: await throttle.signIn(request, reply, request.body.email, () =>
        login({ ...withAgent(request), input: request.body, portal: 'user' }),
      ),
    }),
  );
}
