import { authEndpoints as api } from '@atrium/contracts/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createSignInThrottle } from '../../platform/auth/sign-in-throttle';
import { sweepEndedCounters } from '../../platform/rate-limit/rate-counters';
import { route } from '../../platform/routes/route';
import { login, logout, registerUser, signupAgency } from './auth.service';
import { passwordResetRoutes } from './password-reset.routes';

export async function authRoutes(app: FastifyInstance) {
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
  await app.register(passwordResetRoutes);
  // Ended rate counters (sign-in's and every route limit's) read as absent; the sweep only reclaims their rows.
  await app.jobs?.schedule('rate-counters.sweep', '*/15 * * * *', async () => {
    const deleted = await sweepEndedCounters(db);
    if (deleted) app.log.info({ deleted }, 'ended rate counters swept');
  });

  // Every route here but logout signs someone in or up: they share the flood cap.
  const options = { config: limited };
  route(
    app,
    api.signup,
    ({ request, reply, body }) => throttle.register(request, reply, () => signupAgency({ ...withAgent(request), input: body })),
    options,
  );
  route(
    app,
    api.agencyLogin,
    ({ request, reply, body }) =>
      throttle.signIn(request, reply, body.email, () => login({ ...withAgent(request), input: body, portal: 'agency' })),
    options,
  );
  route(
    app,
    api.signIn,
    ({ request, reply, body }) =>
      throttle.signIn(request, reply, body.email, () => login({ ...withAgent(request), input: body, portal: 'any' })),
    options,
  );
  route(
    app,
    api.userLogin,
    ({ request, reply, body }) =>
      throttle.signIn(request, reply, body.email, () => login({ ...withAgent(request), input: body, portal: 'user' })),
    options,
  );
  route(
    app,
    api.register,
    ({ request, reply, actor, body }) => {
      const register = () => registerUser({ ...withAgent(request), actor, input: body });
      // An admin adding staff to a location (signed in, checked by the service) is not a guess at anything.
      return body.locationId ? register() : throttle.register(request, reply, register);
    },
    options,
  );
  route(app, api.logout, async ({ db, actor }) => {
    const me = await logout({ db, actor });
    await app.realtime.disconnectSession(me.userId, me.sessionId);
    return { ok: true as const };
  });
}
