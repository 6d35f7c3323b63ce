import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters every server process shares: a key (route or purpose, then who) counts hits until its window ends.
 * Rows past their window are reset on the next hit and swept by a scheduled job.
 */
export const rateCounters = pgTable('rate_counters', {
  key: text().primaryKey(),
  count: integer().notNull(),
  windowEndsAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
});
