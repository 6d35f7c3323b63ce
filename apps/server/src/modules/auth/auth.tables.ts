import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from '../../db/columns';
import { users } from '../../platform/tenancy/tenancy.tables';

/** Why a password link was mailed: "Forgot password?" (30 minutes) or an invitation to a new account (7 days). */
export type PasswordLinkPurpose = 'reset' | 'invite';

/** Password links ("Forgot password?" and invitations): stored hashed, single use, expiring. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    _id: idColumn(),
    userId: uuid()
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    purpose: text().$type<PasswordLinkPurpose>().notNull().default('reset'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash), index().on(t.userId)],
);
