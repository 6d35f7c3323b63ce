import { ZForgotPasswordBody, ZResetPasswordBody } from '@atrium/contracts/auth';
import { ZOk } from '@atrium/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicBaseUrl } from '../../platform/email/public-url';
import { requestPasswordReset, resetPassword } from './password-reset.service';

/** "Forgot password?": ask for a mailed link, then set a new password with it. */
export async function passwordResetRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, config, mailer, secrets } = app.deps;
  const tags = ['Auth'];
  // Both routes share one budget per client address, apart from sign-in's.
  const limited = { rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute', groupId: 'password-reset' } };
  // Requests still mailing when the server stops are waited for, so their links are not lost half-way.
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  app.post(
    '/api/v1/user/forgot-password',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Mail a password reset link (the same answer whether or not the email has an account)',
        body: ZForgotPasswordBody,
        response: { 200: ZOk },
      },
    },
    async (request) => {
      // After the answer, so how long it takes tells nothing about whether the account exists.
      const work = requestPasswordReset({
        db,
        mailer,
        secrets,
        email: request.body.email,
        baseUrl: publicBaseUrl(config, request),
      })
        .catch((error: unknown) => request.log.warn({ err: error }, 'password reset request failed'))
        .finally(() => pending.delete(work));
      pending.add(work);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/api/v1/user/reset-password',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Set a new password with a mailed reset link; signs out every session of the account',
        body: ZResetPasswordBody,
        response: { 200: ZOk },
      },
    },
    async (request) => {
      const { userId, revoked } = await resetPassword({ db, token: request.body.token, password: request.body.password });
      await Promise.all(revoked.map((sessionId) => app.realtime.disconnectSession(userId, sessionId)));
      return { data: { ok: true as const } };
    },
  );
}
