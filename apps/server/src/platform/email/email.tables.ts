import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn } from '../../db/columns';

/**
 * Every e-mail the product sends. Without `SMTP_URL` this table is where mail goes (the super admin reads it);
 * with it, the row records the delivery (`sentAt`, or `error` when the SMTP server refused it).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    _id: idColumn(),
    /** What the mail is, e.g. 'password_reset' or a notification kind: never its secret content. */
    kind: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    error: text(),
  },
  (t) => [index().on(t.createdAt)],
);
