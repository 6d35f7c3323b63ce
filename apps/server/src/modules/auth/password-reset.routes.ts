import { passwordResetEndpoints as api } from '@atrium/contracts/auth';
import type { FastifyInstance } from 'fastify';
import { publicBaseUrl } from '../../platform/email/public-url';
import { route } from '../../platform/routes/route';
import { requestPasswordReset, resetPassword } from './password-reset.service';

/** "Forgot password?": ask for a mailed link, then set a new password with it. */
export async function passwordResetRoutes(app: FastifyInstance) {
  const { config, mailer, secrets } = app.deps;
  // Both routes share one budget per client address, apart from sign-in's.
  const limited = {
    config: { rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute', groupId: 'password-reset' } },
  };
  // Requests still mailing when the server stops are waited for, so their links are not lost half-way.
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  route(
    app,
    api.forgot,
    ({ db, body, request }) => {
      // After the answer, so how long it takes tells nothing about whether the account exists.
      const work = requestPasswordReset({ db, mailer, secrets, email: body.email, baseUrl: publicBaseUrl(config, request) })
        .catch((error: unknown) => request.log.warn({ err: error }, 'password reset request failed'))
        .finally(() => pending.delete(work));
      pending.add(work);
      return { ok: true as const };
    },
    limited,
  );

  route(
    app,
    api.reset,
    async ({ db, body }) => {
      const { userId, revoked } = await resetPassword({ db, token: body.token, password: body.password });
      await Promise.all(revoked.map((sessionId) => app.realtime.disconnectSession(userId, sessionId)));
      return { ok: true as const };
    },
    limited,
  );
}
