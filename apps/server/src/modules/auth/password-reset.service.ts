import { createHash, randomBytes } from 'node:crypto';
import { INVITE_LINK_DAYS, RESET_LINK_MINUTES } from '@atrium/contracts/auth';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assertNotCommonPassword } from '../../platform/auth/common-passwords';
import { hashPassword } from '../../platform/auth/passwords';
import { revokeUserSessions } from '../../platform/auth/sessions';
import type { Mailer } from '../../platform/email/mailer';
import { sendEmail } from '../../platform/email/send-email';
import { AppError } from '../../platform/errors';
import { hitCounter } from '../../platform/rate-limit/rate-counters';
import type { Secrets } from '../../platform/secrets';
import { agencies, memberships, users } from '../../platform/tenancy/tenancy.tables';
import { type PasswordLinkPurpose, passwordResetTokens } from './auth.tables';

/** Reset mails one account gets per hour at most: the form cannot be used to flood someone's mailbox. */
export const RESET_MAILS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * "Forgot password?": mails a single-use link valid for RESET_LINK_MINUTES to the account with this email.
 * An unknown email (or an account past its hourly mails) gets nothing, and the caller answers the same either way.
 */
export async function requestPasswordReset(opts: {
  db: Db;
  mailer: Mailer;
  secrets: Secrets;
  email: string;
  /** The web app's address, e.g. https://apps.example.com (see publicBaseUrl). */
  baseUrl: string;
}): Promise<void> {
  const { db, email } = opts;
  const [user] = await db
    .select({ _id: users._id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user) return;
  // Counted per account (a keyed hash, never the email), in the shared counters every process sees.
  const key = `password-reset:account:${opts.secrets.keyedHash(`password-reset|${user._id}`)}`;
  const { count } = await hitCounter(db, { key, windowMs: HOUR_MS });
  if (count > RESET_MAILS_PER_HOUR) return;
  await mailPasswordLink({ ...opts, user, purpose: 'reset', mail: (link) => resetMail(user.firstName, link) });
}

/**
 * Invites a person whose account someone else made (a CSV import) to choose their password: a single-use link valid
 * for INVITE_LINK_DAYS, to the same page as a reset, which then says "Set your password". Not counted against the
 * hourly reset mails: the agency sends it once, when it creates the account.
 */
export async function sendInvitation(opts: { db: Db; mailer: Mailer; userId: string; baseUrl: string }): Promise<void> {
  const { db } = opts;
  const [user] = await db
    .select({ _id: users._id, email: users.email, firstName: users.firstName, agency: agencies.name })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users._id))
    .innerJoin(agencies, eq(agencies._id, memberships.agencyId))
    .where(eq(users._id, opts.userId))
    .limit(1);
  if (!user) return;
  await mailPasswordLink({ ...opts, user, purpose: 'invite', mail: (link) => inviteMail(user.firstName, user.agency, link) });
}

const LINK_LIFETIME_MS: Record<PasswordLinkPurpose, number> = {
  reset: RESET_LINK_MINUTES * 60_000,
  invite: INVITE_LINK_DAYS * 86_400_000,
};

/** Stores a new link's token (hashed) and mails the link; what the mail says is the caller's. */
async function mailPasswordLink(opts: {
  db: Db;
  mailer: Mailer;
  baseUrl: string;
  user: { _id: string; email: string };
  purpose: PasswordLinkPurpose;
  mail: (link: string) => { subject: string; text: string; html: string };
}): Promise<void> {
  const { db, user, purpose } = opts;
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    userId: user._id,
    tokenHash: hashToken(token),
    purpose,
    expiresAt: new Date(Date.now() + LINK_LIFETIME_MS[purpose]),
  });
  const query = new URLSearchParams({ token, ...(purpose === 'invite' ? { kind: 'invite' } : {}) });
  const link = `${opts.baseUrl}/reset-password?${query}`;
  await sendEmail({
    db,
    mailer: opts.mailer,
    to: user.email,
    kind: purpose === 'invite' ? 'invitation' : 'password_reset',
    secret: true,
    ...opts.mail(link),
  });
}

/** A plain-text mail with one button-like link, and its HTML twin (every paragraph escaped). */
function linkMail(subject: string, paragraphs: { before: string[]; link: string; linkText: string; after: string[] }) {
  const { before, link, linkText, after } = paragraphs;
  const html = [
    ...before.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p>`,
    ...after.map((p) => `<p>${escapeHtml(p)}</p>`),
  ].join('\n');
  return { subject, text: `${[...before, link, ...after].join('\n\n')}\n`, html };
}

function resetMail(firstName: string, link: string) {
  return linkMail('Reset your Atrium password', {
    before: [
      `Hello ${firstName},`,
      `Someone (we hope you) asked to reset the password of your Atrium account. Open this link within ${RESET_LINK_MINUTES} minutes to choose a new one:`,
    ],
    link,
    linkText: 'Choose a new password',
    after: [
      'The link works once, and using it signs out every browser signed in to your account.',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ],
  });
}

function inviteMail(firstName: string, agency: string, link: string) {
  return linkMail(`You were invited to ${agency} on Atrium`, {
    before: [
      `Hello ${firstName},`,
      `You were invited to ${agency} on Atrium. Set your password within ${INVITE_LINK_DAYS} days to start:`,
    ],
    link,
    linkText: 'Set your password',
    after: [
      'The link works once. Then sign in with your email and the password you chose.',
      `If the link has expired, use "Forgot password?" on the sign-in page. If you did not expect this invitation, ignore this mail.`,
    ],
  });
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Sets a new password with a mailed token: the token is used up (atomically: two tabs cannot both use it),
 * the account's other links stop working, and every session of the account is revoked. Returns the user and the
 * revoked session ids, so their open sockets can be closed.
 */
export async function resetPassword(opts: { db: Db; token: string; password: string }) {
  const { db } = opts;
  // A bad password does not use the link up; a bad link costs no password hash (this route is open to anyone).
  await assertNotCommonPassword(opts.password);
  const tokenHash = hashToken(opts.token);
  await assertUsable(db, tokenHash);
  const passwordHash = await hashPassword(opts.password);
  return db.transaction(async (tx) => {
    const now = new Date();
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    // Used by a request that got here first (or expired meanwhile): say why, as the check above would have.
    if (!claimed) {
      await assertUsable(tx, tokenHash);
      throw resetLinkError('used');
    }
    const { userId } = claimed;
    await tx.update(users).set({ passwordHash }).where(eq(users._id, userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    const revoked = await revokeUserSessions({ db: tx, userId });
    return { userId, revoked };
  });
}

/** Throws the reason a token cannot be used: unknown, used, or expired. */
async function assertUsable(db: Db, tokenHash: string): Promise<void> {
  const [row] = await db
    .select({
      usedAt: passwordResetTokens.usedAt,
      expiresAt: passwordResetTokens.expiresAt,
      purpose: passwordResetTokens.purpose,
    })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  if (!row) throw resetLinkError('invalid');
  if (row.usedAt) throw resetLinkError('used', row.purpose);
  if (row.expiresAt.getTime() <= Date.now()) throw resetLinkError('expired', row.purpose);
}

/** Why a link cannot be used, in the words of its purpose (the codes are the same: the page words them itself). */
function resetLinkError(why: 'invalid' | 'used' | 'expired', purpose: PasswordLinkPurpose = 'reset') {
  const messages = {
    reset: {
      invalid: 'This reset link is not valid. Check that you opened the whole link, or ask for a new one.',
      used: 'This reset link has already been used. Ask for a new one if you need to reset your password again.',
      expired: `This reset link has expired (links work for ${RESET_LINK_MINUTES} minutes). Ask for a new one.`,
    },
    invite: {
      invalid: 'This invitation link is not valid.',
      used: 'This invitation link has already been used: sign in with the password you chose, or use "Forgot password?".',
      expired: `This invitation link has expired (invitations work for ${INVITE_LINK_DAYS} days). Use "Forgot password?" to get a new link.`,
    },
  };
  return new AppError(400, `reset_link_${why}`, messages[purpose][why]);
}
