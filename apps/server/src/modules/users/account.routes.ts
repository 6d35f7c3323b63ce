import { ZAccountSessionList, ZPasswordChangeBody, ZPasswordChangeResponse, ZProfileUpdateBody } from '@atrium/contracts/account';
import { ZIdParams, ZOk } from '@atrium/contracts/common';
import { ZUserResponse } from '@atrium/contracts/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/auth/auth-plugin';
import { sendEmail } from '../../platform/email/send-email';
import { changePassword, getProfile, listSessions, revokeOwnSession, updateProfile } from './account.service';

/** The profile page's endpoints: the signed-in person's own account only. */
export async function accountRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, config, policy, mailer } = app.deps;
  const superAdminEmail = config.SUPER_ADMIN_EMAIL;
  const common = { tags: ['Account'], security: [{ bearer: [] }] };
  // Routes that check the current password share a budget per address, so a borrowed session cannot guess it fast.
  const passwordChecked = {
    rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute', groupId: 'password-check' },
  };

  app.get(
    '/api/v1/account',
    { onRequest: requireSignedIn, schema: { ...common, summary: 'Your own profile', response: { 200: ZUserResponse } } },
    async (request) => ({ data: await getProfile({ db, actor: request.actor, superAdminEmail }) }),
  );
  app.put(
    '/api/v1/account',
    {
      onRequest: requireSignedIn,
      config: passwordChecked,
      schema: {
        ...common,
        summary: 'Change your name or email (a new email needs your current password)',
        body: ZProfileUpdateBody,
        response: { 200: ZUserResponse },
      },
    },
    async (request) => {
      const { user, previousEmail } = await updateProfile({ db, actor: request.actor, superAdminEmail, input: request.body });
      // The old mailbox hears of it, so an email changed by someone else does not go unnoticed.
      if (previousEmail)
        void sendEmail({ db, mailer, to: previousEmail, kind: 'email_changed', ...emailChangedMail(user.email) }).catch(
          (error: unknown) => request.log.warn({ err: error }, 'email change notice failed'),
        );
      return { data: user };
    },
  );
  app.put(
    '/api/v1/account/password',
    {
      onRequest: requireSignedIn,
      config: passwordChecked,
      schema: {
        ...common,
        summary: 'Change your password; signs out your other sessions',
        body: ZPasswordChangeBody,
        response: { 200: ZPasswordChangeResponse },
      },
    },
    async (request) => {
      const { userId, revoked } = await changePassword({ db, actor: request.actor, input: request.body });
      await Promise.all(revoked.map((sessionId) => app.realtime.disconnectSession(userId, sessionId)));
      return { data: { signedOut: revoked.length } };
    },
  );
  app.get(
    '/api/v1/account/sessions',
    {
      onRequest: requireSignedIn,
      schema: { ...common, summary: 'Your signed-in browsers', response: { 200: ZAccountSessionList } },
    },
    async (request) => ({ data: await listSessions({ db, actor: request.actor, policy }) }),
  );
  app.delete(
    '/api/v1/account/sessions/:id',
    {
      onRequest: requireSignedIn,
      schema: { ...common, summary: 'Sign one of your sessions out', params: ZIdParams, response: { 200: ZOk } },
    },
    async (request) => {
      const { userId, sessionId } = await revokeOwnSession({ db, actor: request.actor, id: request.params.id });
      await app.realtime.disconnectSession(userId, sessionId);
      return { data: { ok: true as const } };
    },
  );
}

function emailChangedMail(newEmail: string) {
  const text = [
    `The email of your Atrium account was changed to ${newEmail}.`,
    'If you did this, there is nothing more to do. If you did not, contact your agency or Atrium support at once.',
  ].join('\n\n');
  return { subject: 'Your Atrium email was changed', text: `${text}\n` };
}
