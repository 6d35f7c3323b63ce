import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client';
import { emailOutbox } from './email.tables';
import type { Mailer } from './mailer';

/**
 * Sends one mail. How to call it (routes have the mailer as `app.deps.mailer`):
 *
 *   await sendEmail({ db, mailer: app.deps.mailer, to: user.email, kind: 'ticket_reply',
 *     subject: 'New reply to your ticket', text: `...\n${link}`, html: '<p>...</p>' });
 *
 * - Every mail is recorded in `email_outbox` first. With `SMTP_URL` it is then delivered and the row gets
 *   `sentAt`, or `error` when the mail server refused it; without, it stays there unsent for the super admin
 *   (`/admin/outbox`), and in development the log shows its subject and links.
 * - It never throws for delivery: a failed send is logged by its error code only (no address, no content) and
 *   the caller's request goes on. It throws only when the outbox row cannot be written (the database is down).
 * - `kind` says what the mail is ('password_reset', a notification kind...); it is shown in the outbox.
 * - `secret: true` for mail carrying a one-time link: once delivered, the stored copy's body is replaced by a
 *   note, so the database never keeps a usable link of a mail that left. Unsent, it stays readable in the outbox.
 */
export async function sendEmail(opts: { db: Db; mailer: Mailer } & OutgoingMail): Promise<void> {
  const { db, mailer, ...mail } = opts;
  await sendEmails({ db, mailer, mails: [mail] });
}

/** One mail as sendEmail takes it. */
export interface OutgoingMail {
  to: string;
  kind: string;
  subject: string;
  text: string;
  html?: string;
  secret?: boolean;
}

/** Several mails as sendEmail sends one, their outbox rows written in one statement (one event's mails to each reader). */
export async function sendEmails(opts: { db: Db; mailer: Mailer; mails: readonly OutgoingMail[] }): Promise<void> {
  const { db, mailer, mails } = opts;
  if (mails.length === 0) return;
  // Ids made here, so each mail knows its row without relying on the order RETURNING gives them back in.
  const rows = mails.map((m) => ({
    _id: uuidv7(),
    kind: m.kind,
    toAddress: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html ?? null,
  }));
  await db.insert(emailOutbox).values(rows);
  for (const [i, mail] of mails.entries()) await deliver(db, mailer, mail, rows[i]!._id);
}

async function deliver(db: Db, mailer: Mailer, mail: OutgoingMail, id: string) {
  const { to, kind, subject, text, html } = mail;
  if (!mailer.deliver) {
    // Links only: the address and the rest of the body stay out of the log.
    if (mailer.logUnsent) mailer.log.info({ kind, subject, links: linksIn(text) }, 'mail kept in the outbox (no SMTP_URL)');
    return;
  }
  try {
    await mailer.deliver({ to, subject, text, html });
    const kept = mail.secret ? { text: SECRET_NOTE, html: null } : {};
    await db
      .update(emailOutbox)
      .set({ sentAt: new Date(), ...kept })
      .where(eq(emailOutbox._id, id));
  } catch (error) {
    const code = deliveryErrorCode(error);
    mailer.log.warn({ kind, mailId: id, code }, 'mail delivery failed');
    await db.update(emailOutbox).set({ error: code }).where(eq(emailOutbox._id, id));
  }
}

export const SECRET_NOTE = 'This mail carried a one-time link. It was delivered, so its text is not kept.';

const linksIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

/**
 * nodemailer's code (ECONNECTION, EAUTH, EENVELOPE...) and the server's SMTP reply code: never the message,
 * which may quote addresses or the server's greeting.
 */
export function deliveryErrorCode(error: unknown): string {
  const e = error as { code?: unknown; responseCode?: unknown } | null;
  const code = typeof e?.code === 'string' && /^[A-Z_]{2,40}$/.test(e.code) ? e.code : 'EUNKNOWN';
  return typeof e?.responseCode === 'number' ? `${code} (SMTP ${e.responseCode})` : code;
}
