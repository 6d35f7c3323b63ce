import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The SSO payloads already traded for a session, by their SHA-256 (never the payload itself). The CRM's payload
 * carries no time, so its first use starts the clock: the same payload is honoured for a few minutes (a reload of
 * the framed page) and refused as stale after that (a replay).
 */
export const crmSsoPayloads = pgTable(
  'crm_sso_payloads',
  {
    digest: text().primaryKey(),
    firstUsedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index().on(t.firstUsedAt)],
);
