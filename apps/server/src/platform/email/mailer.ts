import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';

/** One message as it leaves: addresses and content only (the outbox row is written by sendEmail). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * How mail leaves this process. `deliver` is null without `SMTP_URL`: mail then stays in the outbox table,
 * where the super admin reads it (and, in development, the log shows its subject and links).
 */
export interface Mailer {
  deliver: ((mail: OutgoingMail) => Promise<void>) | null;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Log the subject and links of mail that is not delivered (development only: links may carry one-time tokens). */
  logUnsent: boolean;
  close(): void;
}

/** A mail server that stops answering must not hold a request (or a shutdown) for nodemailer's 2-minute default. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createMailer(opts: {
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}): Mailer {
  const { config, log } = opts;
  const logUnsent = config.NODE_ENV === 'development';
  if (!config.SMTP_URL) return { deliver: null, log, logUnsent, close: () => {} };
  const transport = nodemailer.createTransport({ url: config.SMTP_URL, ...TIMEOUTS }, { from: config.MAIL_FROM });
  return {
    deliver: async (mail) => {
      await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    log,
    logUnsent,
    close: () => transport.close(),
  };
}
