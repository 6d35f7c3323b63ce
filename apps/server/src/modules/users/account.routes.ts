import { accountEndpoints as api } from '@atrium/contracts/account';
import type { FastifyInstance } from 'fastify';
import { sendEmail } from '../../platform/email/send-email';
import { route } from '../../platform/routes/route';
import { changePassword, getProfile, listSessions, revokeOwnSession, updateProfile } from './account.service';

/** The profile page's endpoints: the signed-in person's own account only. */
export async function accountRoutes(app: FastifyInstance) {
  const { config, policy, mailer } = app.deps;
  const superAdminEmail = config.SUPER_ADMIN_EMAIL;
  // Routes that check the current password share a budget per address, so a borrowed session cannot guess it fast.
  const passwordChecked = {
    config: { rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute', groupId: 'password-check' } },
  };

  route(app, api.profile, ({ db, actor }) => getProfile({ db, actor, superAdminEmail }));
  route(
    app,
    api.updateProfile,
    async ({ db, actor, body, request }) => {
      const { user, previousEmail } = await updateProfile({ db, actor, superAdminEmail, input: body });
      // The old mailbox hears of it, so an email changed by someone else does not go unnoticed.
      if (previousEmail)
        void sendEmail({ db, mailer, to: previousEmail, kind: 'email_changed', ...emailChangedMail(user.email) }).catch(
          (error: unknown) => request.log.warn({ err: error }, 'email change notice failed'),
        );
      return user;
    },
    passwordChecked,
  );
  route(
    app,
    api.changePassword,
    async ({ db, actor, body }) => {
      const { userId, revoked } = await changePassword({ db, actor, input: body });
      await Promise.all(revoked.map((sessionId) => app.realtime.disconnectSession(userId, sessionId)));
      return { signedOut: revoked.length };
    },
    passwordChecked,
  );
  route(app, api.sessions, ({ db, actor }) => listSessions({ db, actor, policy }));
  route(app, api.revokeSession, async ({ db, actor, params }) => {
    const { userId, sessionId } = await revokeOwnSession({ db, actor, id: params.id });
    await app.realtime.disconnectSession(userId, sessionId);
    return { ok: true as const };
  });
}

function emailChangedMail(newEmail: string) {
  const text = [
    `The email of your Atrium account was changed to ${newEmail}.`,
    'If you did this, there is nothing more to do. If you did not, contact your agency or Atrium support at once.',
  ].join('\n\n');
  return { subject: 'Your Atrium email was changed', text: `${text}\n` };
}
